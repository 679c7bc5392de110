package org.pfcheck.analyzer.storm;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.hazards.WatchdogAction;

/**
 * The blast radius of one pause storm (docs/semantics.md, "Pause storms"): what it pauses, transitively,
 * and for how long with the configured watchdogs. Without watchdogs every element listed stays paused
 * for as long as the storm lasts; with them each has a bound ({@code millis}), empty when nothing bounds
 * it. Immutable.
 *
 * @param source where the storm starts
 * @param priorityChoice how the priority was chosen, in words ("given", or why the default)
 * @param sourceMillis how long the source pauses: its NIC watchdog's timeout, or empty (forever)
 * @param queues the ingress queues that fill and pause their senders, in the order the storm reaches them
 * @param ports the egress ports that are paused (the source's own first), each with the priority paused
 * @param hosts the hosts that are paused (the source excluded)
 * @param switches the switches with a paused queue or port, in the order the storm reaches them
 * @param unprotected the egress ports the pauses pass through without a watchdog that acts
 * @param watchdogs the watchdogs that bound the storm: those on paused ports that drop or forward
 * @param notes what else the reader should know (a priority the switch ignores, a scenario space)
 */
public record Storm(StormSource source, String priorityChoice, OptionalLong sourceMillis, List<Paused> queues,
    List<Paused> ports, List<PausedHost> hosts, List<String> switches, List<Port> unprotected, List<Cut> watchdogs,
    List<String> notes) {
  public Storm {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(priorityChoice, "priorityChoice");
    Objects.requireNonNull(sourceMillis, "sourceMillis");
    queues = List.copyOf(queues);
    ports = List.copyOf(ports);
    hosts = List.copyOf(hosts);
    switches = List.copyOf(switches);
    unprotected = List.copyOf(unprotected);
    watchdogs = List.copyOf(watchdogs);
    notes = List.copyOf(notes);
  }

  /**
   * A paused queue or egress port, and for how long at most with the configured watchdogs (empty: as
   * long as the storm lasts).
   */
  public record Paused(QueueRef at, OptionalLong millis) {}

  /** A paused host: its NIC may not send {@code priority} for at most {@code millis} (empty: as long as the storm). */
  public record PausedHost(String host, int priority, OptionalLong millis) {}

  /**
   * A switch port, with what it faces and the statement that configures it (for SARIF).
   *
   * @param serverFacing whether it faces a host
   * @param faces the host or switch at the other end
   * @param line the statement that leaves it without a watchdog (a {@code pfc-watchdog … off}, an
   *     alert-only action), else the port's own declaration
   */
  public record Port(String switchName, String port, boolean serverFacing, String faces, Optional<SourceSpan> line) {}

  /** A watchdog that bounds the storm: after {@code detectMillis} it drops or forwards at its port. */
  public record Cut(String switchName, String port, WatchdogAction action, long detectMillis, long restoreMillis,
      Optional<SourceSpan> line) {}

  /** The priority paused at the source. */
  public int priority() {
    return source.priority();
  }

  /** Whether every paused element is released after a bounded time: no pause lasts as long as the storm. */
  public boolean contained() {
    return boundMillis().isPresent();
  }

  /** The longest any element stays paused with the configured watchdogs; empty when some stays as long as the storm. */
  public OptionalLong boundMillis() {
    long max = 0;
    for (List<Paused> list : List.of(queues, ports)) {
      for (Paused p : list) {
        if (p.millis().isEmpty()) {
          return OptionalLong.empty();
        }
        max = Math.max(max, p.millis().getAsLong());
      }
    }
    for (PausedHost h : hosts) {
      if (h.millis().isEmpty()) {
        return OptionalLong.empty();
      }
      max = Math.max(max, h.millis().getAsLong());
    }
    return OptionalLong.of(max);
  }

  /** The elements that stay paused as long as the storm lasts, whatever the watchdogs do (hosts). */
  public List<PausedHost> lastingHosts() {
    return hosts.stream().filter(h -> h.millis().isEmpty()).toList();
  }
}

package org.pfcheck.model.scenario;

import java.util.List;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Link;

/**
 * One concrete failure and L2 state of the fabric; each fact once (repeats are dropped). Immutable.
 *
 * @param linksDown links that are down
 * @param deadHosts hosts that are dead or silent: they send nothing, and their MAC entries age out
 *     while ARP entries stay when {@link Timers#macAgesFirst()}
 * @param macMissing MAC entries missing at a switch for a host while its ARP entry is present
 */
public record Scenario(List<LinkDown> linksDown, List<DeadHost> deadHosts, List<MacMissing> macMissing) {
  /** All links up, all hosts alive, every MAC entry present. */
  public static final Scenario HEALTHY = new Scenario(List.of(), List.of(), List.of());

  public Scenario {
    linksDown = Checks.distinct(linksDown, LinkDown::key);
    deadHosts = Checks.distinct(deadHosts, DeadHost::host);
    macMissing = Checks.distinct(macMissing, m -> List.of(m.switchName(), m.host()));
  }

  /** Whether nothing is failed or missing. */
  public boolean healthy() {
    return linksDown.isEmpty() && deadHosts.isEmpty() && macMissing.isEmpty();
  }

  /** A link that is down, named by its two ends. */
  public record LinkDown(Endpoint a, Endpoint b, Origin origin) {
    public LinkDown {
      java.util.Objects.requireNonNull(a, "a");
      java.util.Objects.requireNonNull(b, "b");
      java.util.Objects.requireNonNull(origin, "origin");
    }

    /** The same key however the two ends are written (A -- B or B -- A). */
    public List<Endpoint> key() {
      return a.toString().compareTo(b.toString()) <= 0 ? List.of(a, b) : List.of(b, a);
    }

    /** Whether this names {@code link}. */
    public boolean matches(Link link) {
      return link.joins(a, b);
    }
  }

  /** A dead or silent host. */
  public record DeadHost(String host, Origin origin) {
    public DeadHost {
      Checks.name(host, "host");
      java.util.Objects.requireNonNull(origin, "origin");
    }
  }

  /** A MAC entry missing at {@code switchName} for {@code host} (its ARP entry is present). */
  public record MacMissing(String switchName, String host, Origin origin) {
    public MacMissing {
      Checks.name(switchName, "switch name");
      Checks.name(host, "host");
      java.util.Objects.requireNonNull(origin, "origin");
    }
  }
}

package org.pfcheck.reports.replay;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.replay.QueueTrace;
import org.pfcheck.replay.ReplayFlow;
import org.pfcheck.replay.ReplayParameters;
import org.pfcheck.replay.ReplayResult;
import org.pfcheck.replay.WatchdogEvent;
import org.pfcheck.reports.TextWrap;

/**
 * The report of {@code pfcheck replay} for people: the answer, the flows and parameters, a short
 * timeline (each queue of the cycle pausing, the freeze, each watchdog acting, the drain) and what
 * became of the packets. Stateless.
 */
public final class ReplayText {
  /** The first line: the answer in one sentence. */
  public static String summaryLine(String network, int cycle, ReplayResult r) {
    String what = "cycle " + cycle + " (" + r.queues().size() + " queues)";
    return switch (r.outcome()) {
      case FROZEN -> "FROZEN: " + network + " froze " + Times.of(r.frozenAtNanos().orElse(r.endNanos()))
          + " into the replay of " + what;
      case DRAINED -> "DRAINED: " + network + " delivered or dropped every packet of the flows of " + what
          + " by " + Times.of(r.endNanos());
      case RECOVERED -> "RECOVERED: " + network + " froze at " + Times.of(r.frozenAtNanos().orElseThrow())
          + ", a PFC watchdog broke the freeze at " + Times.of(r.recoveredAtNanos().orElseThrow())
          + " and the flows of " + what + " drained by " + Times.of(r.endNanos());
      case TIME_OUT -> "UNKNOWN: packets still moved when the replay of " + what + " stopped at "
          + Times.of(r.endNanos()) + " (simulated time, event limit or --timeout)";
    };
  }

  /** The whole report, ending with a newline. */
  public String render(String network, int cycle, ReplayResult r) {
    StringBuilder out = new StringBuilder();
    String banner = summaryLine(network, cycle, r);
    out.append(banner).append('\n').append("=".repeat(banner.codePointCount(0, banner.length()))).append("\n\n");
    List<String> flows = new ArrayList<>();
    for (ReplayFlow f : r.flows()) {
      flows.add(f.label() + " (hop " + f.dependency() + ")");
    }
    field(out, "flows", r.flows().size() + " at line rate, " + Amounts.bytes(r.parameters().flowBytes()) + " each: "
        + String.join(", ", flows));
    field(out, "parameters", parameters(r.parameters()));
    field(out, "simulated", Times.of(r.endNanos()) + ", " + r.events() + " events");
    r.notes().forEach(n -> field(out, "note", n));
    out.append("\nTimeline\n");
    for (Moment m : timeline(r)) {
      out.append(String.format("  %9s  %s%n", Times.of(m.atNanos()), m.text()));
    }
    out.append("\nQueues of the cycle\n");
    for (QueueTrace q : r.queues()) {
      out.append("  ").append(q.queue()).append("  ")
          .append(q.pausedAtNanos().isPresent() ? "paused at " + Times.of(q.pausedAtNanos().getAsLong()) : "never paused")
          .append(", held at most ").append(Amounts.bytes(q.maxOccupancyBytes())).append(" (threshold ")
          .append(Amounts.bytes(q.xoffBytes())).append(", headroom ").append(Amounts.bytes(q.headroomBytes()))
          .append("), ").append(Amounts.bytes(q.finalOccupancyBytes())).append(" at the end\n");
    }
    out.append("\nPackets: ").append(r.delivered()).append(" delivered, ").append(r.droppedTotal())
        .append(" dropped").append(reasons(r.dropped()));
    long departed = r.departed().values().stream().mapToLong(Long::longValue).sum();
    if (departed > 0) {
      out.append(", ").append(departed).append(" not followed").append(reasons(r.departed()));
    }
    out.append(".\n\n");
    TextWrap.lines(meaning(r), 0, 100).forEach(l -> out.append(l).append('\n'));
    return out.toString();
  }

  /** One moment of the replay worth telling: when, and what happened. Immutable. */
  public record Moment(long atNanos, int order, String text) {}

  /** The moments of {@code r}, in time order: pauses, the freeze, watchdogs, the drain. */
  public static List<Moment> timeline(ReplayResult r) {
    List<Moment> lines = new ArrayList<>();
    for (QueueTrace q : r.queues()) {
      q.pausedAtNanos().ifPresent(t -> lines.add(new Moment(t, 0, q.queue() + " pauses its sender (holds "
          + Amounts.bytes(q.xoffBytes()) + ")")));
    }
    r.frozenAtNanos().ifPresent(t -> lines.add(new Moment(t, 1, r.cyclePaused()
        ? "every queue of the cycle is paused; none lets a packet go again: frozen"
        : "no packet moves again, though not every queue of the cycle is paused: stuck")));
    for (WatchdogEvent w : r.watchdogEvents()) {
      lines.add(new Moment(w.atNanos(), 2, "PFC watchdog of " + w.switchName() + ":" + w.port() + " priority "
          + w.priority() + " " + w.what() + (w.dropped() > 0 ? ", " + w.dropped() + " packets dropped" : "")));
    }
    r.recoveredAtNanos().ifPresent(t -> lines.add(new Moment(t, 3, "packets move again")));
    if (r.outcome() == ReplayResult.Outcome.DRAINED || r.outcome() == ReplayResult.Outcome.RECOVERED) {
      lines.add(new Moment(r.endNanos(), 4, "the last packet leaves: drained"));
    }
    lines.sort(Comparator.comparingLong(Moment::atNanos).thenComparingInt(Moment::order));
    return lines;
  }

  private static String meaning(ReplayResult r) {
    return switch (r.outcome()) {
      case FROZEN -> "What this means: under these flows at line rate the cycle's queues fill, each pauses the one"
          + " before it, and the pauses go round the loop: the deadlock the counterexample permits happens. Only"
          + " a change that removes the cycle (see the check's fixes) or a PFC watchdog that drops ends it.";
      case DRAINED -> "What this means: these flows did not freeze this fabric within the simulated time. A replay"
          + " shows one load; the proof that no load can freeze it is `pfcheck check`.";
      case RECOVERED -> "What this means: the fabric froze, and the PFC watchdog's drops broke the freeze. The"
          + " deadlock still costs the watchdog's detection time and the dropped packets on every occurrence.";
      case TIME_OUT -> "What this means: the replay ended before the flows froze or drained; give it a longer"
          + " --duration (or --timeout).";
    };
  }

  /** The parameters in one line, every default named. */
  public static String parameters(ReplayParameters p) {
    return String.format(java.util.Locale.ROOT, "links %s Gb/s, cable delay %s, packets %d B, shared buffer %s"
        + " where a switch declares none, alpha per switch (default 1), headroom %s where a port declares none,"
        + " XON %s below the threshold, TTL %d, seed %d", trim(p.linkGbps()), Times.of(p.cableNanos()),
        p.packetBytes(), Amounts.bytes(p.sharedBytes()), Amounts.bytes(p.defaultHeadroom()),
        Amounts.bytes(p.xonOffsetBytes()), p.ttl(), p.seed());
  }

  private static String trim(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
  }

  private static String reasons(Map<String, Long> byReason) {
    if (byReason.isEmpty()) {
      return "";
    }
    List<String> parts = new ArrayList<>();
    byReason.entrySet().stream().sorted(Map.Entry.comparingByKey())
        .forEach(e -> parts.add(e.getValue() + " " + e.getKey()));
    return " (" + String.join("; ", parts) + ")";
  }

  private static void field(StringBuilder out, String name, String value) {
    TextWrap.field(out, name, value, 14, 100);
  }
}

package org.pfcheck.reports;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Coverage;

/**
 * What a verdict covers, in the words every format uses: "112 packets considered: 16 delivered, 96
 * dropped (96 no route)". Stateless.
 */
public final class CoverageWords {
  private CoverageWords() {
  }

  /** The coverage of {@code r} in words; "not known (...)" when the coverage pass did not finish. */
  public static String of(AnalysisResult r) {
    return r.coverage().map(CoverageWords::of)
        .orElse(r.stats().networkKnown() ? "not counted (the run ended before the count did)"
            : "not known (the input was not read)");
  }

  /** {@code c} in words. */
  public static String of(Coverage c) {
    if (c.packets() == 0) {
      return "no packet considered";
    }
    List<String> parts = new ArrayList<>();
    parts.add(c.delivered() == c.packets() ? "all delivered" : number(c.delivered()) + " delivered");
    if (c.toDeadHosts() > 0) {
      parts.add(number(c.toDeadHosts()) + " to dead hosts");
    }
    if (c.dropped() > 0) {
      List<String> why = new ArrayList<>();
      reason(why, c.droppedByRoute(), "by an explicit route");
      reason(why, c.droppedMacMiss(), "on a MAC miss");
      reason(why, c.droppedNoRoute(), "no route");
      parts.add(number(c.dropped()) + " dropped (" + String.join(", ", why) + ")");
    }
    if (c.notDelivered() > 0) {
      parts.add(number(c.notDelivered()) + " never reach their destination");
    }
    String isolated = c.isolatedSwitches().isEmpty() ? "" : "; isolated " + (c.isolatedSwitches().size() == 1
        ? "switch " : "switches ") + names(c.isolatedSwitches());
    String assumed = c.assumedRouted() == 0 ? "" : "; assumed routed: " + hosts(c.assumedRouted())
        + " without a declared subnet (PFC232)";
    return number(c.packets()) + (c.packets() == 1 ? " packet" : " packets") + " considered: "
        + String.join(", ", parts) + isolated + assumed;
  }

  /**
   * What a proof assumed about addressing, when it did (docs/semantics.md, "Which frames are routed"): the
   * hosts without a declared subnet whose frames to other switches were taken as routed; empty otherwise.
   */
  public static Optional<String> assumption(AnalysisResult r) {
    return r.coverage().filter(c -> c.assumedRouted() > 0).map(c -> "routed: " + hosts(c.assumedRouted())
        + " without a declared subnet address destinations on other switches, outside a VLAN they share, through"
        + " their gateway (their own netmask is not known; PFC232 says how to declare subnets)");
  }

  private static String hosts(long n) {
    return number(n) + (n == 1 ? " host" : " hosts");
  }

  /** Whether {@code r}'s proof covers less than its traffic: some considered packet to a live host is lost. */
  public static boolean weakened(AnalysisResult r) {
    return r.coverage().map(c -> c.undeliverable() > 0 || !c.isolatedSwitches().isEmpty()).orElse(false);
  }

  /** The sentence a proof adds about its coverage, when packets are not delivered; empty otherwise. */
  public static Optional<String> caveat(AnalysisResult r) {
    return r.coverage().filter(c -> c.undeliverable() > 0).map(c -> number(c.undeliverable()) + " of the "
        + number(c.packets()) + " packets considered are not delivered (see the warnings): the proof covers their"
        + " hops up to where they are lost, not the way to their destination.");
  }

  private static void reason(List<String> why, long count, String what) {
    if (count > 0) {
      why.add(number(count) + " " + what);
    }
  }

  private static String names(List<String> names) {
    return names.size() <= 5 ? String.join(", ", names)
        : String.join(", ", names.subList(0, 5)) + " and " + (names.size() - 5) + " more";
  }

  private static String number(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}

package org.pfcheck.reports;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pfcheck.analyzer.SweepSummary;

/** A sweep's answer in words, for the reports that show it to people. Stateless. */
public final class SweepWords {
  private SweepWords() {
  }

  /**
   * "12 of 16,385 scenarios of the space deadlock", "none of the 16,385 scenarios of the space
   * deadlocks", with the part of a shard and what was left undecided.
   */
  public static String answer(SweepSummary s) {
    String part = s.shard().map(sh -> "part " + sh + " of the space: ").orElse("");
    String of = s.shard().isPresent() ? n(s.partScenarios()) + " of its " + n(s.spaceScenarios()) + " scenarios"
        : n(s.spaceScenarios()) + " scenario" + (s.spaceScenarios() == 1 ? "" : "s") + " of the space";
    String undecided = s.complete() ? "" : "; " + n(s.partScenarios() - s.decided()) + " not decided";
    if (s.failing() == 0) {
      return part + (s.complete() ? "none of the " + of + " deadlocks" : "none of the " + n(s.decided())
          + " decided of " + of + " deadlocks") + undecided;
    }
    return part + n(s.failing()) + " of " + (s.complete() ? "the " + of : "the " + n(s.decided()) + " decided of "
        + of) + (s.failing() == 1 ? " deadlocks" : " deadlock") + undecided;
  }

  /**
   * How the scenarios were decided: "3 classes decided (1,166 verified automorphisms); by ranks 2,
   * symmetry 16,382, declared 1".
   */
  public static String how(SweepSummary s) {
    List<String> by = new ArrayList<>();
    s.decidedBy().forEach((k, v) -> by.add(k + " " + n(v)));
    return n(s.classes()) + " class" + (s.classes() == 1 ? "" : "es") + " of scenarios decided"
        + (s.automorphisms() > 0 ? " (" + n(s.automorphisms()) + " verified automorphism"
            + (s.automorphisms() == 1 ? "" : "s") + " of the fabric)" : "")
        + (by.isEmpty() ? "" : "; scenarios decided by " + String.join(", ", by)) + "; " + n(s.rechecked()) + " of the "
        + n(s.classes()) + " classes re-checked from scratch";
  }

  /** {@code n} with thousands separators: 16,385. */
  public static String n(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}

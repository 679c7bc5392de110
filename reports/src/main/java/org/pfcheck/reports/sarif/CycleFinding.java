package org.pfcheck.reports.sarif;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.model.SourceSpan;

/**
 * A counterexample cycle seen as one finding: its kind (what closes the loop) and the dependency
 * that is the finding's primary location. A cycle with a flood edge is a flood finding (a cycle of bridged
 * copies only, sent by cause {@code bridge}, too: only a flood makes them), else one with a bounce edge is
 * a bounce finding, else it is a routing finding; the primary dependency is the first edge of that cause,
 * the one whose source line a user most likely has to change. Immutable.
 *
 * @param counterexample the cycle
 * @param kind what closes the loop
 * @param culprit the index in the cycle of the primary dependency
 */
public record CycleFinding(Counterexample counterexample, Kind kind, int culprit) {
  /** What closes a loop; each kind is one SARIF rule and one JUnit failure type. */
  public enum Kind {
    /** A flood copy on a MAC miss is on the cycle. */
    FLOOD("PFC-DEADLOCK-FLOOD"),
    /** A standby ToR's bounce is on the cycle (and no flood). */
    BOUNCE("PFC-DEADLOCK-BOUNCE"),
    /** Routes, ECMP or derived routing alone close the cycle. */
    ROUTING("PFC-DEADLOCK-ROUTING");

    private final String ruleId;

    Kind(String ruleId) {
      this.ruleId = ruleId;
    }

    /** The stable rule id. */
    public String ruleId() {
      return ruleId;
    }
  }

  public CycleFinding {
    Objects.requireNonNull(counterexample, "counterexample");
    Objects.requireNonNull(kind, "kind");
    if (culprit < 0 || culprit >= counterexample.cycle().size()) {
      throw new IllegalArgumentException("culprit " + culprit);
    }
  }

  /** The finding of {@code cx}. */
  public static CycleFinding of(Counterexample cx) {
    List<Dependency> cycle = cx.cycle();
    int flood = first(cycle, Cause.FLOOD);
    if (flood < 0) {
      flood = first(cycle, Cause.BRIDGE);
    }
    if (flood >= 0) {
      return new CycleFinding(cx, Kind.FLOOD, flood);
    }
    int bounce = first(cycle, Cause.BOUNCE);
    if (bounce >= 0) {
      return new CycleFinding(cx, Kind.BOUNCE, bounce);
    }
    for (Cause c : List.of(Cause.ROUTE, Cause.ECMP, Cause.DERIVED)) {
      int k = first(cycle, c);
      if (k >= 0 && cycle.get(k).rule().isPresent()) {
        return new CycleFinding(cx, Kind.ROUTING, k);
      }
    }
    return new CycleFinding(cx, Kind.ROUTING, 0);
  }

  private static int first(List<Dependency> cycle, Cause cause) {
    for (int k = 0; k < cycle.size(); k++) {
      if (cycle.get(k).cause() == cause) {
        return k;
      }
    }
    return -1;
  }

  /** The primary dependency. */
  public Dependency primary() {
    return counterexample.cycle().get(culprit);
  }

  /**
   * The source span the finding is reported at: the primary dependency's rule, else the first rule
   * or link of any dependency on the cycle, else nothing.
   */
  public Optional<SourceSpan> span() {
    Optional<SourceSpan> own = primary().rule();
    if (own.isPresent()) {
      return own;
    }
    for (Dependency d : counterexample.cycle()) {
      if (d.rule().isPresent()) {
        return d.rule();
      }
    }
    return counterexample.cycle().stream().map(Dependency::link).flatMap(Optional::stream).findFirst();
  }
}

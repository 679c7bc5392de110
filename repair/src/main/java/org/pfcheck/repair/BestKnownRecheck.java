package org.pfcheck.repair;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.pfcheck.analyzer.Recheck;
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.VerdictRecheck;
import org.pfcheck.model.Network;

/**
 * The re-check of a best known choice before an unknown answer offers it: its proof, re-derived by the
 * reference semantics in full ({@link VerdictRecheck}), as the patched input of a repair is. A choice the
 * reference refutes, or that it could not re-check in full within its budget, is not offered: an
 * unknown answer never names an unverified choice deadlock-free. Stateless.
 */
final class BestKnownRecheck {
  private BestKnownRecheck() {}

  /**
   * Why {@code proof}, the engine's proof that {@code fabric} is deadlock-free, cannot be offered; empty
   * when the reference re-checked all it claims before {@code stop} said so.
   */
  static Optional<String> problem(Network fabric, Verdict.Free proof, BooleanSupplier stop) {
    Optional<Recheck> r;
    try {
      r = VerdictRecheck.run(fabric, proof, RecheckMode.FULL, new VerdictRecheck.Budget(stop, "its budget ran out"),
          x -> { }, java.util.OptionalLong.empty());
    } catch (IllegalStateException refuted) {
      return Optional.of("the reference semantics refutes it: " + refuted.getMessage());
    }
    if (r.isEmpty() || !r.get().complete()) {
      return Optional.of("the reference semantics could not re-check it in full: "
          + r.map(Recheck::summary).orElse("no re-check"));
    }
    return Optional.empty();
  }
}

package org.pfcheck.analyzer;

import java.util.List;
import java.util.Objects;

/** The answer of an engine: proven free, possible deadlock, or unknown. Never "free" without proof. */
public sealed interface Verdict {
  /** The word used in every output format: deadlock-free, deadlock-possible or unknown. */
  String word();

  /** The process exit status for this verdict: 0, 1 or 3. */
  int exitStatus();

  /**
   * Proven deadlock-free. {@code certificate} ranks the queues of the checked scenario; for a
   * scenario space proven symbolically it is empty and {@code proof} says what was proven.
   */
  record Free(Certificate certificate, String proof) implements Verdict {
    public Free {
      Objects.requireNonNull(certificate, "certificate");
      Objects.requireNonNull(proof, "proof");
    }

    @Override
    public String word() {
      return "deadlock-free";
    }

    @Override
    public int exitStatus() {
      return 0;
    }
  }

  /** A cyclic buffer dependency exists; every counterexample has been re-checked. */
  record Possible(List<Counterexample> counterexamples, int cyclicComponents) implements Verdict {
    public Possible {
      counterexamples = List.copyOf(counterexamples);
      if (counterexamples.isEmpty()) {
        throw new IllegalArgumentException("a possible deadlock needs a counterexample");
      }
    }

    @Override
    public String word() {
      return "deadlock-possible";
    }

    @Override
    public int exitStatus() {
      return 1;
    }
  }

  /** A limit or timeout stopped the analysis. */
  record Unknown(String reason) implements Verdict {
    public Unknown {
      Objects.requireNonNull(reason, "reason");
    }

    @Override
    public String word() {
      return "unknown";
    }

    @Override
    public int exitStatus() {
      return 3;
    }
  }
}

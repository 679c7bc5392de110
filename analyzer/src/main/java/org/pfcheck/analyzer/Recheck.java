package org.pfcheck.analyzer;

import java.util.Objects;

/**
 * What the independent re-check of a verdict covered: which of the facts the verdict claims the
 * reference semantics derived again on its own, within its budget (docs/semantics.md, "Verdicts").
 * Immutable.
 *
 * @param counterexamples deadlock-possible: how many counterexamples were re-checked hop by hop
 * @param certificate deadlock-free: whether the certificate was checked against the reference's own
 *     dependencies of the declared scenario
 * @param scenarios deadlock-free: scenarios whose reference dependencies were found acyclic (the
 *     declared one counts when its certificate was checked)
 * @param claimed how many scenarios the verdict is about: 1, or the size of the scenario space
 * @param packets packets the reference considers in the declared scenario (its cost)
 * @param limit what stopped the re-check short of everything claimed ("" when nothing did)
 * @param mode how much the re-check was asked to cover ({@code --recheck})
 * @param destinations deadlock-free: destination groups whose reference dependencies the certificate
 *     was checked against
 * @param groups deadlock-free: destination groups of the declared scenario (0 when not counted)
 * @param seed the seed of the random order destination groups were re-checked in (a sample is a prefix)
 */
public record Recheck(int counterexamples, boolean certificate, long scenarios, long claimed, long packets,
    String limit, RecheckMode mode, long destinations, long groups, long seed) {
  public Recheck {
    Objects.requireNonNull(limit, "limit");
    Objects.requireNonNull(mode, "mode");
  }

  /** A re-check of every destination group (or of counterexamples), in {@code mode}. */
  public Recheck(int counterexamples, boolean certificate, long scenarios, long claimed, long packets,
      String limit) {
    this(counterexamples, certificate, scenarios, claimed, packets, limit, RecheckMode.SAMPLE, 0, 0, 0);
  }

  /** The record of a verdict not re-checked at all ({@code --recheck none}), about {@code claimed} scenarios. */
  public static Recheck none(long claimed) {
    return new Recheck(0, false, 0, claimed, 0, "--recheck none", RecheckMode.NONE, 0, 0, 0);
  }

  /** Whether the certificate was checked against only some destination groups (a sample). */
  public boolean sampled() {
    return certificate && destinations < groups;
  }

  /** Whether everything the verdict claims was re-checked. */
  public boolean complete() {
    return limit.isEmpty();
  }

  /** One sentence for every report format. */
  public String summary() {
    StringBuilder out = new StringBuilder();
    if (counterexamples > 0) {
      out.append(counterexamples).append(counterexamples == 1 ? " counterexample" : " counterexamples")
          .append(" re-checked hop by hop by the reference semantics");
    }
    if (certificate) {
      out.append("certificate checked against the dependencies the reference semantics derives on its own (");
      if (sampled()) {
        out.append("a random sample: ").append(destinations).append(" of ").append(groups)
            .append(" destination groups, seed ").append(seed).append("; ");
      } else if (groups > 0) {
        out.append("all ").append(groups).append(groups == 1 ? " destination group, " : " destination groups, ");
      }
      out.append(packets).append(packets == 1 ? " packet)" : " packets)");
    }
    if (claimed > 1 && scenarios > 0) {
      out.append(out.length() > 0 ? "; " : "").append(scenarios).append(" of ").append(claimed)
          .append(" scenarios of the space acyclic by the reference semantics");
    }
    if (out.length() == 0) {
      out.append("not re-checked by the reference semantics");
    }
    if (!complete()) {
      out.append(" (").append(limit).append(')');
    }
    return out.toString();
  }
}

package org.pfcheck.analyzer.check;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Recheck;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.Scenario;

/**
 * The independent re-check of what a verdict claims, by the reference semantics, within a budget:
 * a counterexample, hop by hop ({@link CounterexampleChecker}); a proof, its certificate against the
 * reference's own dependencies of the declared scenario ({@link CertificateChecker#checkAgainstReference}),
 * then, for a scenario space, every further scenario's reference dependencies tested for a cycle, fewest
 * failures first ({@link ReferenceSpace}). The budget: at most {@value CertificateChecker#REFERENCE_PACKETS}
 * packets per scenario, {@value #SCENARIOS} scenarios, and the time until {@code stop} says so. A fact
 * the reference refutes throws {@link IllegalStateException}: an internal error of the engine. Stateless.
 */
public final class VerdictRecheck {
  /** At most this many scenarios of a space are re-checked. */
  public static final int SCENARIOS = 256;

  private static final String TIME = "the time left of --timeout ran out";

  private VerdictRecheck() {
  }

  /**
   * What was re-checked of {@code verdict} about {@code network}; empty for an unknown verdict. The
   * re-check of a space stops at the next scenario once {@code stop} is true, and {@code progress} sees
   * what was re-checked so far after every step, as a caller whose own clock ran out would report it.
   */
  public static Optional<Recheck> run(Network network, Verdict verdict, BooleanSupplier stop,
      Consumer<Recheck> progress) {
    long packets = new ReferenceForwarding(network.withoutSpace()).packetCount();
    if (verdict instanceof Verdict.Possible possible) {
      List<Counterexample> all = possible.counterexamples();
      int done = 0;
      for (Counterexample cx : all) {
        if (done > 0 && stop.getAsBoolean()) {
          return Optional.of(new Recheck(done, false, 0, 1, packets, done + " of " + all.size()
              + " counterexamples; " + TIME));
        }
        CounterexampleChecker.check(network, cx);
        done++;
        progress.accept(new Recheck(done, false, 0, 1, packets, done + " of " + all.size() + " counterexamples; " + TIME));
      }
      return Optional.of(new Recheck(done, false, 0, 1, packets, ""));
    }
    if (!(verdict instanceof Verdict.Free free)) {
      return Optional.empty();
    }
    long claimed = ReferenceSpace.size(network);
    if (packets > CertificateChecker.REFERENCE_PACKETS) {
      return Optional.of(new Recheck(0, false, 0, claimed, packets, packets + " packets exceed the reference's budget of "
          + CertificateChecker.REFERENCE_PACKETS));
    }
    boolean certificate = free.certificate().size() > 0;
    if (certificate) {
      CertificateChecker.checkAgainstReference(network.withoutSpace(), free.certificate());
    }
    long scenarios = certificate ? 1 : 0;
    if (claimed == 1) {
      return Optional.of(new Recheck(0, certificate, scenarios, 1, packets, certificate ? "" : "no certificate"));
    }
    progress.accept(new Recheck(0, certificate, scenarios, claimed, packets, TIME));
    List<Scenario> all = ReferenceSpace.scenarios(network, SCENARIOS);
    for (Scenario s : all.subList((int) scenarios, Math.min(all.size(), SCENARIOS))) {
      if (stop.getAsBoolean()) {
        return Optional.of(new Recheck(0, certificate, scenarios, claimed, packets, TIME));
      }
      if (ReferenceSpace.cyclic(new ReferenceForwarding(network.withScenario(s).withoutSpace()).dependencies())) {
        throw new IllegalStateException("internal error: the verdict is deadlock-free, but the reference semantics"
            + " finds a cyclic buffer dependency in scenario " + s + " of the space");
      }
      scenarios++;
      progress.accept(new Recheck(0, certificate, scenarios, claimed, packets, TIME));
    }
    return Optional.of(new Recheck(0, certificate, scenarios, claimed, packets,
        scenarios < claimed ? "the budget is " + SCENARIOS + " scenarios" : ""));
  }
}

package org.pfcheck.analyzer.check;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Recheck;
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * The independent re-check of what a verdict claims, by the reference semantics, within a budget:
 * counterexamples, hop by hop ({@link CounterexampleChecker}, one shared walk per example packet); a
 * proof, its certificate against the reference's own dependencies of the declared scenario, destination
 * group by destination group in a seeded random order ({@link ReferenceDestinations}), then, for a
 * scenario space, further scenarios' reference dependencies tested for a cycle, fewest failures first
 * ({@link ReferenceSpace}), at most {@value #SCENARIOS}. The mode ({@link RecheckMode}) says what a budget
 * that runs out leaves: in {@code sample} a certificate checked against the groups walked so far (a random
 * sample, stated; at least one group), in {@code full} a certificate not checked. A fact the reference
 * refutes throws {@link IllegalStateException}: an internal error of the engine. Stateless.
 */
public final class VerdictRecheck {
  /** At most this many scenarios of a space are re-checked. */
  public static final int SCENARIOS = 256;

  /** The seed of the order destination groups are re-checked in (stated in every report of a sample). */
  public static final long SEED = 21;

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
    return run(network, verdict, stop, progress, java.util.OptionalLong.empty());
  }

  /** As {@link #run(Network, Verdict, RecheckMode, Budget, Consumer, java.util.OptionalLong)} in full mode. */
  public static Optional<Recheck> run(Network network, Verdict verdict, BooleanSupplier stop,
      Consumer<Recheck> progress, java.util.OptionalLong partScenarios) {
    return run(network, verdict, RecheckMode.FULL, new Budget(stop, TIME), progress, partScenarios);
  }

  /** When a re-check stops ({@code stop}) and why, in words for the reports ({@code why}). */
  public record Budget(BooleanSupplier stop, String why) {
  }

  /**
   * As {@link #run(Network, Verdict, BooleanSupplier, Consumer)}, in {@code mode}, stopping when {@code
   * budget} says so; for a verdict about one part of the space only ({@code partScenarios} of them: a
   * shard of a sweep, a set of its symmetry classes that the reference cannot enumerate on its own), the
   * space's further scenarios are not re-checked one by one (a cycle there is no contradiction); the
   * declared scenario's certificate still is, and the report says what was left out.
   */
  public static Optional<Recheck> run(Network network, Verdict verdict, RecheckMode mode, Budget budget,
      Consumer<Recheck> progress, java.util.OptionalLong partScenarios) {
    BooleanSupplier stop = budget.stop();
    String why = budget.why();
    if (verdict instanceof Verdict.Unknown) {
      return Optional.empty();
    }
    long claimed = verdict instanceof Verdict.Free ? ReferenceSpace.size(network) : 1;
    if (mode == RecheckMode.NONE) {
      return Optional.of(Recheck.none(claimed));
    }
    long packets = new ReferenceForwarding(network.withoutSpace()).packetCount();
    if (verdict instanceof Verdict.Possible possible) {
      List<Counterexample> all = possible.counterexamples();
      progress.accept(new Recheck(0, false, 0, 1, packets, "0 of " + all.size() + " counterexamples; " + why, mode, 0, 0,
          SEED));
      int done = CounterexampleChecker.checkUntil(network, all, stop);
      return Optional.of(new Recheck(done, false, 0, 1, packets, done < all.size() ? done + " of " + all.size()
          + " counterexamples; " + why : "", mode, 0, 0, SEED));
    }
    Verdict.Free free = (Verdict.Free) verdict;
    boolean certificate = false;
    long walked = 0;
    long groups = 0;
    String limit = "";
    if (free.certificate().size() > 0) {
      ReferenceDestinations dests = new ReferenceDestinations(network.withoutSpace(), SEED);
      ReferenceDestinations.Walked w = CertificateChecker.checkAgainstReference(dests, free.certificate(), stop,
          mode == RecheckMode.SAMPLE ? 1 : 0);
      walked = w.groups();
      groups = w.of();
      certificate = w.all() || mode == RecheckMode.SAMPLE;
      if (!w.all()) {
        // the summary names the sample (n of N groups, seed); the limit says why it is one
        limit = (certificate ? "a sample" : "the certificate was checked against " + walked + " of " + groups
            + " destination groups") + "; " + why;
        return Optional.of(new Recheck(0, certificate, 0, claimed, packets, limit, mode, walked,
            groups, SEED));
      }
    }
    long scenarios = certificate ? 1 : 0;
    if (claimed == 1) {
      return Optional.of(new Recheck(0, certificate, scenarios, 1, packets, certificate ? "" : "no certificate", mode,
          walked, groups, SEED));
    }
    if (partScenarios.isPresent()) {
      return Optional.of(new Recheck(0, certificate, scenarios, partScenarios.getAsLong(), packets,
          "a shard of the space: its scenarios are the sweep's symmetry classes, not re-checked one by one", mode,
          walked, groups, SEED));
    }
    progress.accept(new Recheck(0, certificate, scenarios, claimed, packets, why, mode, walked, groups, SEED));
    List<Scenario> all = ReferenceSpace.scenarios(network, SCENARIOS);
    for (Scenario s : all.subList((int) scenarios, Math.min(all.size(), SCENARIOS))) {
      if (stop.getAsBoolean()) {
        return Optional.of(new Recheck(0, certificate, scenarios, claimed, packets, why, mode, walked, groups, SEED));
      }
      Network one = network.withScenario(s).withoutSpace();
      if (ReferenceSpace.cyclic(new ReferenceDestinations(one, SEED).all())) {
        throw new IllegalStateException("internal error: the verdict is deadlock-free, but the reference semantics"
            + " finds a cyclic buffer dependency in scenario " + words(s) + " of the space");
      }
      scenarios++;
      progress.accept(new Recheck(0, certificate, scenarios, claimed, packets, why, mode, walked, groups, SEED));
    }
    return Optional.of(new Recheck(0, certificate, scenarios, claimed, packets,
        scenarios < claimed ? "the budget is " + SCENARIOS + " scenarios" : "", mode, walked, groups, SEED));
  }

  /** "link A -- B down (f.pfc:36:1), host S3 dead (…)": a scenario as the reports name one. */
  private static String words(Scenario s) {
    List<String> out = new java.util.ArrayList<>();
    s.linksDown().forEach(d -> out.add("link " + d.a() + " -- " + d.b() + " down" + at(d.origin())));
    s.deadHosts().forEach(d -> out.add("host " + d.host() + " dead" + at(d.origin())));
    s.macMissing().forEach(m -> out.add("MAC entry of " + m.host() + " missing at " + m.switchName() + at(m.origin())));
    return out.isEmpty() ? "healthy" : String.join(", ", out);
  }

  private static String at(org.pfcheck.model.Origin origin) {
    return origin.span().map(p -> " (" + p.file() + ":" + p.line() + ":" + p.column() + ")").orElse("");
  }
}

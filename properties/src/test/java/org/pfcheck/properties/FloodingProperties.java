package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.check.ReferenceForwarding.Edge;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;

/**
 * The SIGCOMM'16 story as theorems over generated Clos fabrics: flooding is what makes an up-down Clos
 * cyclic, and dropping lossless packets on a MAC miss (or making the flooded class lossy) is enough.
 */
class FloodingProperties {
  @Provide
  Arbitrary<Fabric> fixedClos() {
    return Arbitraries.oneOf(Fabrics.upDownClos(true), Fabrics.floodingClos().map(f -> f.withFix(true)));
  }

  @Provide
  Arbitrary<Fabric> healthyClos() {
    return Fabrics.healthyClos();
  }

  @Provide
  Arbitrary<Fabric> floodingClos() {
    return Fabrics.floodingClos();
  }

  private static void assertFreeWithCertificate(Fabric f) {
    AnalysisResult r = Analysis.graphEngine(f.network());
    Verdict.Free free = assertInstanceOf(Verdict.Free.class, r.verdict(), () -> Analysis.explain(r) + "\nin" + f);
    CertificateChecker.check(Analysis.graph(f.network()), free.certificate());
  }

  /** Property 1: with drop-lossless on every switch, any dead hosts, MAC misses and flood domains: free. */
  @Property
  void floodDropFixIsSufficient(@ForAll("fixedClos") Fabric f) {
    assertFreeWithCertificate(f);
    Statistics.label("without the fix").collect(Analysis.graphEngine(f.withFix(false).network()).verdict().word());
    Statistics.label("without the fix").coverage(c -> c.check("deadlock-possible").percentage(p -> p >= 20));
  }

  /** Property 3: an up-down Clos whose MAC tables are complete is free, whatever its classes and flows. */
  @Property
  void noFloodNoCycle(@ForAll("healthyClos") Fabric f) {
    assertFreeWithCertificate(f);
  }

  /**
   * Property 2: a dead host behind a ToR that floods to two uplinks: deadlock possible, and every cycle
   * floods: it has a flood copy, or a bridged frame (which only a flood makes) sent to every port it may
   * take.
   */
  @Property
  void floodingIsTheCause(@ForAll("floodingClos") Fabric f) {
    AnalysisResult r = Analysis.graphEngine(f.network());
    Verdict.Possible p = assertInstanceOf(Verdict.Possible.class, r.verdict(), () -> "free, yet it floods:" + f);
    for (Counterexample cx : p.counterexamples()) {
      assertTrue(cx.cycle().stream().anyMatch(d -> d.cause() == Cause.FLOOD || d.cause() == Cause.BRIDGE),
          () -> "a cycle without a flood edge:\n" + Analysis.explain(r) + "\nin" + f);
    }
  }

  /**
   * Property 4: making a flooded class lossy removes exactly its dependencies (rewrites aside, classes do
   * not interact), flood edges included; making every class lossy leaves no flood edge at all.
   */
  @Property
  void lossyBreaksDependencies(@ForAll("floodingClos") Fabric f) {
    Fabric current = f;
    Map<Edge, Cause> before = Analysis.causes(Analysis.graph(f.network()));
    assertTrue(before.containsValue(Cause.FLOOD), () -> "no flood edge in" + f);
    for (int p : f.classes().lossless()) {
      Fabric lossy = current.with(current.classes().withLossy(p));
      Map<Edge, Cause> after = Analysis.causes(Analysis.graph(lossy.network()));
      assertEquals(Analysis.avoiding(before.keySet(), p), after.keySet(),
          () -> "priority " + p + " made lossy: other dependencies changed, in" + lossy);
      current = lossy;
      before = after;
    }
    assertFalse(before.containsValue(Cause.FLOOD), current::toString);
  }

  /**
   * Found by {@link #floodingIsTheCause} while its generator was being written (partial wiring had cut
   * the only live host off from the dead one): flooding needs a sender, so this fabric is free. Kept
   * so that the generator's "some live host reaches the victim" precondition stays justified.
   */
  @Example
  void aDeadHostNobodyReachesIsHarmless() {
    String dsl = """
        network cut-off
        routing up-down
        lossless 3
        switch tor0_0 tier tor subnet 10.0.0.0/24
        switch leaf0_0, leaf0_1, leaf1_0, leaf1_1 tier leaf
        switch tor1_0 tier tor subnet 10.0.1.0/24
        switch spine0 tier spine
        host h0_0_0 at tor0_0 port h0_0_0 ip 10.0.0.1
        host h1_0_0 at tor1_0 port h1_0_0 ip 10.0.1.1
        links tor0_0 -- leaf0_0, leaf0_1
        links leaf0_0, leaf0_1, leaf1_0, leaf1_1 -- spine0
        dead h0_0_0
        """;
    ParseResult r = PfcReader.read("cut-off.pfc", dsl);
    assertTrue(r.ok(), r.diagnostics()::toString);
    AnalysisResult result = Analysis.graphEngine(r.network().orElseThrow());
    assertInstanceOf(Verdict.Free.class, result.verdict(), () -> Analysis.explain(result));
  }
}

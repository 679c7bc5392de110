package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.analyzer.check.CounterexampleChecker;
import org.pfcheck.analyzer.check.PathHint;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;
import org.pfcheck.properties.gen.RealSwitches;

/**
 * The engine's path of every dependency's example packet leads the reference semantics to that
 * dependency (docs/recheck.md, "Hints"), on generated fabrics of every kind (floods, bridging, tunnels,
 * rewrites, DSCP maps): the counterexample re-check then never walks a packet's other states. A hint
 * that did not would only make the re-check slower, never wrong; this keeps it fast.
 */
class PathHintProperties {
  @Provide
  Arbitrary<Fabric> fabrics() {
    return Fabrics.mixed();
  }

  @Provide
  Arbitrary<String> realSwitchFabrics() {
    return RealSwitches.of(Fabrics.mixed());
  }

  @Property
  void everyDependencyIsShownByItsExamplePath(@ForAll("fabrics") Fabric f) {
    assertShown(f.network(), f.toString());
  }

  /** DSCP mode: maps per port, tunnel classification, VLANs, port-channels, scoped DSCP rewrites. */
  @Property
  void inDscpModeToo(@ForAll("realSwitchFabrics") String pfc) {
    Optional<Network> n = PfcReader.read("real.pfc", pfc).network();
    Assume.that(n.isPresent() && Analysis.errors(n.get()).isEmpty());
    assertShown(n.get(), pfc);
  }

  private static void assertShown(Network n, String text) {
    BufferDependencyGraph g = Analysis.graph(n);
    for (int q = 0; q < g.queueCount(); q++) {
      for (int t : g.successors(q)) {
        Dependency d = g.dependency(q, t);
        PathHint hint = g.examplePath(q, t);
        assertTrue(CounterexampleChecker.followsHint(n, d, hint), () -> d + "\nnot shown by " + hint + "\nin\n" + text);
      }
    }
  }
}

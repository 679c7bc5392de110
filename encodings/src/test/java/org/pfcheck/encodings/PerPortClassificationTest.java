package org.pfcheck.encodings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.check.ReferenceForwarding;
import org.pfcheck.analyzer.check.ReferenceSpace;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.z3.Z3Engine;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

/**
 * A port's own DSCP → TC map beats its switch's, in every engine and the reference (docs/language.md,
 * "Per-port classification"). The SIGCOMM 2016 flood fabric in DSCP mode: its cycle runs through the
 * ToRs' uplink ports and the leaves' downlink ports, so whether it is lossless there decides the verdict.
 * (Issue 20: ignoring the per-port map was caught by one random seed of a differential test only.)
 */
class PerPortClassificationTest {
  /** The example (DSCP 26 lossless everywhere, S3 dead) and two maps for DSCP 26, bound below. */
  private static final Path EXAMPLE = Path.of(System.getProperty("basedir", ".")).resolve(
      "../examples/sigcomm16-flood-deadlock.pfc");
  private static final String MAPS = "\ndscp-map ROCE 26 -> 3\ndscp-map LOSSY 26 -> 0\n";

  private static Map<String, String> verdicts(String bindings) throws IOException {
    Network n = PfcReader.read("perport.pfc", Files.readString(EXAMPLE) + MAPS + bindings).network().orElseThrow();
    Map<String, DeadlockEngine> engines = new LinkedHashMap<>();
    engines.put("graph", new GraphEngine());
    engines.put("enumeration", new EnumerationEngine());
    engines.put("z3", new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT));
    Map<String, String> out = new LinkedHashMap<>();
    engines.forEach((name, e) -> out.put(name, e.analyze(n, AnalysisOptions.DEFAULT).verdict().word()));
    out.put("reference", ReferenceSpace.cyclic(new ReferenceForwarding(n).dependencies()) ? "deadlock-possible"
        : "deadlock-free");
    return out;
  }

  private static Map<String, String> all(String verdict) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String e : new String[] {"graph", "enumeration", "z3", "reference"}) {
      out.put(e, verdict);
    }
    return out;
  }

  @Test
  void losslessPortMapsOnALossySwitchCloseTheCycle() throws IOException {
    assertEquals(all("deadlock-possible"), verdicts("""
        classify T0, T1, La, Lb dscp-map LOSSY
        classify T0 port La, Lb dscp-map ROCE
        classify T1 port La, Lb dscp-map ROCE
        classify La port T0, T1 dscp-map ROCE
        classify Lb port T0, T1 dscp-map ROCE
        """), "the per-port maps make DSCP 26 lossless round the flood cycle");
  }

  @Test
  void lossyPortMapsOnALosslessSwitchBreakIt() throws IOException {
    assertEquals(all("deadlock-free"), verdicts("""
        classify T0, T1, La, Lb dscp-map ROCE
        classify T1 port La, Lb dscp-map LOSSY
        """), "T1's uplinks classify DSCP 26 lossy: no pause there");
    assertEquals(all("deadlock-possible"), verdicts("classify T0, T1, La, Lb dscp-map ROCE\n"),
        "without the port maps the cycle stays");
  }
}

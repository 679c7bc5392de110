package org.pfcheck.encodings.z3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

/**
 * The symbolic encoding reads an asymmetric port (SONiC's pfc_asym on) as every engine does: a hop whose
 * sender honours the pause is a dependency although the sender's own PFC is off for the priority.
 */
class AsymmetricPortZ3Test {
  @ParameterizedTest
  @CsvSource({"pfc-asym-sender.pfc, deadlock-possible", "pfc-asym-receiver.pfc, deadlock-free"})
  void z3OverASpaceAgreesWithEnumeration(String file, String expected) throws IOException {
    String text = Files.readString(ExampleSpacesTest.EXAMPLES.resolve(file)) + "space links-down <= 1\n";
    ParseResult r = PfcReader.read(file, text);
    assertTrue(r.ok(), r.diagnostics().toString());
    Network n = r.network().orElseThrow();
    AnalysisResult z3 = new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT).analyze(n, AnalysisOptions.DEFAULT);
    AnalysisResult enumeration = new EnumerationEngine().analyze(n, AnalysisOptions.DEFAULT);
    assertEquals(expected, z3.verdict().word(), z3.engines().toString());
    assertEquals(expected, enumeration.verdict().word());
    assertTrue(z3.engines().contains("z3"), "the symbolic encoding decided, not a fallback: " + z3.engines());
  }
}

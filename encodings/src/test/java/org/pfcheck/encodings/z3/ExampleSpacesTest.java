package org.pfcheck.encodings.z3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

/** The scenario-space examples: Z3, enumeration and the file's {@code # expect:} line agree. */
class ExampleSpacesTest {
  static final Path EXAMPLES = Path.of(System.getProperty("basedir", ".")).resolve("../examples");
  private static final Pattern EXPECT = Pattern.compile("(?m)^#\\s*expect:\\s*(\\S+)\\s*$");

  static Network read(String file) {
    ParseResult r = PfcReader.readFile(EXAMPLES.resolve(file));
    assertTrue(r.ok(), file + ": " + r.diagnostics());
    return r.network().orElseThrow();
  }

  static String expected(String file) throws IOException {
    Matcher m = EXPECT.matcher(Files.readString(EXAMPLES.resolve(file)));
    assertTrue(m.find(), file + " has no expect line");
    return m.group(1);
  }

  @ParameterizedTest
  @ValueSource(strings = {"sigcomm16-dead-server-any.pfc", "sigcomm16-dead-server-any-fixed.pfc",
      "fattree4-any-two-failures.pfc"})
  void z3AndEnumerationGiveTheExpectedVerdict(String file) throws IOException {
    Network network = read(file);
    AnalysisResult z3 = new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT).analyze(network, AnalysisOptions.DEFAULT);
    AnalysisResult enumeration = new EnumerationEngine().analyze(network, AnalysisOptions.DEFAULT);
    assertEquals(expected(file), z3.verdict().word(), file);
    assertEquals(expected(file), enumeration.verdict().word(), file);
    if (z3.verdict() instanceof Verdict.Possible p) {
      Verdict.Possible q = (Verdict.Possible) enumeration.verdict();
      assertEquals(q.counterexamples(), p.counterexamples(),
          file + ": Z3 reports the canonical counterexample, the first in enumeration order, on every run");
    }
  }

  @Test
  void theDeadServerIsNamedAndTheCycleFloods() {
    // flood copies circle the leaves: by default the space is enumerated, and the report says why
    AnalysisResult enumerated = new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT)
        .analyze(read("sigcomm16-dead-server-any.pfc"), AnalysisOptions.DEFAULT);
    assertTrue(enumerated.engines().get(0).startsWith("enumeration (z3 fallback: flood copies can circle the layer-2"
        + " domain (40 bridged forwarding states on cycles)"), enumerated.engines().toString());
    AnalysisResult r = new Z3Engine(new GraphEngine(), Z3Settings.DEFAULT.withFloodRanks(64))
        .analyze(read("sigcomm16-dead-server-any.pfc"), AnalysisOptions.DEFAULT);
    Counterexample cx = assertInstanceOf(Verdict.Possible.class, r.verdict()).counterexamples().get(0);
    assertEquals(1, cx.scenario().deadHosts().size(), cx.scenario().toString());
    assertTrue(cx.scenario().linksDown().isEmpty(), cx.scenario().toString());
    assertTrue(cx.cycle().stream().anyMatch(d -> d.cause() == Cause.FLOOD), cx.cycle().toString());
    assertEquals(java.util.List.of("z3", "graph"), r.engines());
    assertEquals(cx, ((Verdict.Possible) enumerated.verdict()).counterexamples().get(0), "the same counterexample");
  }
}

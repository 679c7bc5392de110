package org.pfcheck.repair;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.z3.Z3ChoiceOptimizer;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.pfc.PfcPatchFormat;

/** Runs the repair search on .pfc text for tests: the graph engine, or enumeration for a scenario space. */
final class Repairs {
  static final AnalysisOptions OPTIONS = new AnalysisOptions(10, Duration.ofMinutes(2), 100_000);

  private Repairs() {}

  static DeadlockEngine engine(Network n) {
    return n.space().isPresent() ? new EnumerationEngine() : new GraphEngine();
  }

  static RepairOutcome ofExample(String name, RepairPolicy policy) {
    try {
      Path p = Path.of("../examples/" + name + ".pfc");
      return of(p.toString(), Files.readString(p), policy, OPTIONS);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static RepairOutcome of(String file, String text, RepairPolicy policy, AnalysisOptions options) {
    Network n = PfcReader.read(file, text).network().orElseThrow();
    return new RepairSearch(new Z3ChoiceOptimizer(), Repairs::engine).run(n, engine(n).analyze(n, options),
        new PfcPatchFormat(file, text), policy, options);
  }
}

package org.pfcheck.encodings.bench;

import java.time.Duration;
import java.util.Locale;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.encodings.z3.Z3Engine;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

/**
 * Benchmark, not a test: Z3 space query time against enumeration time on k-ary fat-trees with "any ≤ f
 * link failures", for each routing mode given. Prints a Markdown table. Run by {@code bench/z3/run.sh}.
 *
 * <p>Arguments: {@code CAP_SECONDS ROUTING[,ROUTING] K[,K..] F[,F..]}, e.g. {@code 120 shortest-path 4,6,8 1,2,3}.
 */
public final class SpaceBenchmark {
  private SpaceBenchmark() {}

  public static void main(String[] args) {
    int cap = args.length > 0 ? Integer.parseInt(args[0]) : 120;
    String[] modes = (args.length > 1 ? args[1] : "shortest-path").split(",");
    String[] ks = (args.length > 2 ? args[2] : "4,6,8").split(",");
    String[] fs = (args.length > 3 ? args[3] : "1,2,3").split(",");
    AnalysisOptions options = new AnalysisOptions(10, Duration.ofSeconds(cap), Long.MAX_VALUE);
    System.out.println("| routing | fat-tree k | links | ≤ f failures | scenarios | verdict | Z3 space query | Z3 total "
        + "(encode + all queries + graph replay) | enumeration | enumeration scenarios checked |");
    System.out.println("|---|---|---|---|---|---|---|---|---|---|");
    for (String mode : modes) {
      for (String k : ks) {
        for (String f : fs) {
          Network n = fatTree(mode, Integer.parseInt(k), Integer.parseInt(f));
          SpaceCandidates space = SpaceCandidates.of(n);
          Run z3 = run(new Z3Engine(new GraphEngine(), System.getProperty("dump") == null ? Z3Settings.DEFAULT
              : new Z3Settings(java.util.Optional.of(SpaceBenchmark::dump))), n, options);
          Run enumeration = run(new EnumerationEngine(), n, options);
          String verdict = z3.word().equals(enumeration.word()) ? z3.word() : "z3 " + z3.word() + " / enum " + enumeration.word();
          Long first = z3.result.stats().extra().get("z3-space-query-millis");
          System.out.println("| " + mode + " | " + k + " | " + space.links().size() + " | " + f + " | " + space.size()
              + " | " + verdict + " | " + (first == null ? "—" : seconds(first)) + " | " + z3.time() + " | "
              + enumeration.time() + " | " + enumeration.result.stats().scenarios() + " |");
        }
      }
    }
  }

  /** Writes a query into the directory {@code -Ddump=DIR} (a benchmark's own dump; not the command line's). */
  private static void dump(String name, String smt2) {
    try {
      java.nio.file.Files.writeString(java.nio.file.Path.of(System.getProperty("dump"), name + ".smt2"), smt2);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private record Run(AnalysisResult result, long millis) {
    String word() {
      return result.verdict() instanceof Verdict.Unknown ? "timeout" : result.verdict().word();
    }

    String time() {
      return result.verdict() instanceof Verdict.Unknown ? "timeout" : seconds(millis);
    }
  }

  private static Run run(DeadlockEngine engine, Network n, AnalysisOptions options) {
    long start = System.nanoTime();
    AnalysisResult r = engine.analyze(n, options);
    return new Run(r, (System.nanoTime() - start) / 1_000_000);
  }

  private static String seconds(long millis) {
    return String.format(Locale.ROOT, "%.2f s", millis / 1000.0);
  }

  static Network fatTree(String mode, int k, int f) {
    String text = "network fattree" + k + "\ndscp 26 -> 3\nlossless 3\nfabric fat-tree k " + k + "\nrouting " + mode
        + "\nspace links-down <= " + f + "\n";
    ParseResult r = PfcReader.read("fattree" + k + ".pfc", text);
    if (!r.ok()) {
      throw new IllegalStateException(r.diagnostics().toString());
    }
    return r.network().orElseThrow();
  }
}

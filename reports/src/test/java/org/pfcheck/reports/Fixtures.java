package org.pfcheck.reports;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.scenario.Scenario;

/** Hand-built analysis results for renderer tests: a two-hop flood cycle and a proof. */
public final class Fixtures {
  public static final String FILE = "net.pfc";
  public static final List<String> LINES = List.of(
      "network tiny",
      "lossless 3",
      "dscp 26 -> 3",
      "switch T1 tier tor",
      "switch L1 tier leaf",
      "link T1 -- L1",
      "rewrite 3 -> 2 at tier tor from above to above",
      "dead S3");

  private Fixtures() {
  }

  public static SourceSpan line(int n) {
    return new SourceSpan(FILE, n, 1, n, LINES.get(n - 1).length() + 1);
  }

  public static Map<String, Long> millis() {
    Map<String, Long> m = new LinkedHashMap<>();
    m.put("forwarding", 3L);
    m.put("cycles", 1L);
    return m;
  }

  public static Scenario deadS3() {
    return new Scenario(List.of(), List.of(new Scenario.DeadHost("S3", Origin.of(line(8)))), List.of());
  }

  public static AnalysisResult possible() {
    QueueRef a = new QueueRef("T1", "L1", 3);
    QueueRef b = new QueueRef("L1", "T1", 3);
    ExamplePacket pkt = new ExamplePacket("S1", "S3", 3, 26);
    Dependency ab = new Dependency(a, b, Cause.FLOOD, pkt, "flood copy out of port L1 (no MAC entry for S3)",
        Optional.of(line(8)), Optional.of(line(6)), Optional.empty());
    Dependency ba = new Dependency(b, a, Cause.DERIVED, pkt, "derived route via port T1",
        Optional.empty(), Optional.of(line(6)), Optional.empty());
    Counterexample cx = new Counterexample(deadS3(), List.of(ab, ba));
    return new AnalysisResult("tiny", new Verdict.Possible(List.of(cx), 1), deadS3(), Optional.empty(),
        "all host pairs, priorities 3", List.of("graph"), new Stats(2, 3, 4, 5, 1, millis(), Map.of()));
  }

  public static AnalysisResult free() {
    Certificate cert = new Certificate(List.of(new QueueRef("T1", "L1", 3), new QueueRef("L1", "T1", 3)), new int[] {1, 0});
    return new AnalysisResult("tiny", new Verdict.Free(cert, "ranks by topological order"), Scenario.HEALTHY,
        Optional.empty(), "all host pairs, priorities 3", List.of("graph"), new Stats(2, 3, 2, 1, 1, millis(), Map.of()));
  }

  public static AnalysisResult unknown() {
    return new AnalysisResult("tiny", new Verdict.Unknown("timeout after 1s"), Scenario.HEALTHY, Optional.empty(),
        "all host pairs, priorities 3", List.of("graph"), new Stats(2, 3, 0, 0, 1, millis(), Map.of()));
  }

}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep from the command line: counts and the first failing scenarios, and a sharded sweep whose
 * parts, merged, give the unsharded answer — verdict, exit status, counts, listed scenarios and their
 * cycles, figures — for any number of shards.
 */
class SweepCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  /** A fat-tree k=4 with shortest-path routing and any two link failures: some scenarios deadlock. */
  private Path fatTreeTwoFailures() throws IOException {
    Cli.Run gen = Cli.pfcheck("generate", "fat-tree", "--k", "4", "--routing", "shortest-path");
    assertEquals(0, gen.status(), gen.transcript());
    Path file = dir.resolve("ft4.pfc");
    Files.writeString(file, gen.out() + "space links-down <= 2\n");
    return file;
  }

  @Test
  void shardedSweepsMergeIntoTheUnshardedAnswer() throws IOException {
    List<Path> files = new ArrayList<>(List.of(Path.of("fattree4-any-two-failures.pfc"),
        Path.of("sigcomm16-dead-server-any.pfc"), Path.of("sigcomm16-dead-server-any-fixed.pfc")));
    files.add(fatTreeTwoFailures());
    for (Path file : files) {
      Cli.Run whole = Cli.pfcheck("check", file.toString(), "--all-counterexamples", "3", "--format", "json");
      JsonNode expected = JSON.readTree(whole.out());
      assertTrue(expected.path("sweep").isObject(), whole.transcript());
      for (int n : new int[] {1, 2, 3, 5}) {
        List<String> args = new ArrayList<>(List.of("merge", "-o", dir.resolve("merged.json").toString()));
        for (int i = 1; i <= n; i++) {
          Path part = dir.resolve("part" + i + ".json");
          Cli.Run run = Cli.pfcheck("check", file.toString(), "--all-counterexamples", "3", "--shard", i + "/" + n,
              "--format", "json", "-o", part.toString());
          assertTrue(run.status() == 0 || run.status() == 1, run.transcript());
          args.add(part.toString());
        }
        Cli.Run merge = Cli.pfcheck(args.toArray(String[]::new));
        assertEquals(whole.status(), merge.status(), file + " in " + n + " shards: " + merge.transcript());
        JsonNode merged = JSON.readTree(Files.readString(dir.resolve("merged.json")));
        assertEquals(comparable(expected), comparable(merged), file + " in " + n + " shards");
        if (n > 1 && merged.path("verdict").asText().equals("deadlock-free")) {
          // a shard's proof is not re-checked scenario by scenario, and the merged report says so
          assertTrue(merged.at("/recheck/limit").asText().contains("a shard of the space"), merged.toString());
        }
      }
    }
  }

  /** The report without what legitimately differs between runs: timings and the proof's wording. */
  private static JsonNode comparable(JsonNode report) {
    ObjectNode r = report.deepCopy();
    ((ObjectNode) r.path("stats")).remove("millis");
    r.remove("recheck"); // a whole run re-checks the space's scenarios; shards cannot (MergedRecheck)
    if (r.path("certificate").isObject()) {
      ((ObjectNode) r.path("certificate")).remove("proof");
    }
    return r;
  }

  @Test
  void mergeRefusesPartsOfDifferentSweeps() throws IOException {
    Path a = Path.of("sigcomm16-dead-server-any.pfc");
    Path b = Path.of("sigcomm16-dead-server-any-fixed.pfc");
    Path a1 = part(a, "1/2");
    Path b2 = part(b, "2/2");
    Cli.Run mixed = Cli.pfcheck("merge", a1.toString(), b2.toString());
    assertEquals(2, mixed.status(), mixed.transcript());
    assertTrue(mixed.err().contains("another input or space"), mixed.transcript());
    Cli.Run twice = Cli.pfcheck("merge", a1.toString(), a1.toString());
    assertEquals(2, twice.status(), twice.transcript());
    assertTrue(twice.err().contains("shard 1/2 again"), twice.transcript());
    Cli.Run whole = Cli.pfcheck("check", a.toString(), "--format", "json", "-o", dir.resolve("w.json").toString());
    Cli.Run notShard = Cli.pfcheck("merge", dir.resolve("w.json").toString());
    assertEquals(2, notShard.status(), whole.transcript() + notShard.transcript());
    assertTrue(notShard.err().contains("not a shard"), notShard.transcript());
  }

  @Test
  void aMissingPartOfAFreeSpaceIsUnknown() throws IOException {
    Path b = Path.of("sigcomm16-dead-server-any-fixed.pfc");
    Cli.Run merge = Cli.pfcheck("merge", part(b, "1/3").toString(), part(b, "3/3").toString());
    assertEquals(3, merge.status(), merge.transcript());
    JsonNode r = JSON.readTree(merge.out());
    assertEquals("unknown", r.path("verdict").asText());
    assertTrue(r.path("reason").asText().contains("parts 2/3 missing"), r.path("reason").asText());
  }

  @Test
  void aShardThatHoldsNoScenarioIsUnknownNotFreeAndStillMerges() throws IOException {
    // the space has 6 scenarios: part 7/7 holds none of them, and proves nothing about the fabric
    Path file = Path.of("sigcomm16-dead-server-any-fixed.pfc");
    Path empty = dir.resolve("empty.7-7.json");
    Cli.Run run = Cli.pfcheck("check", file.toString(), "--shard", "7/7", "--format", "json", "-o", empty.toString());
    assertEquals(3, run.status(), run.transcript());
    JsonNode r = JSON.readTree(Files.readString(empty));
    assertEquals("unknown", r.path("verdict").asText());
    assertTrue(r.path("reason").asText().contains("holds none of the space's 6 scenarios"), r.path("reason").asText());
    List<String> args = new ArrayList<>(List.of("merge"));
    for (int i = 1; i <= 6; i++) {
      args.add(part(file, i + "/7").toString());
    }
    args.add(empty.toString());
    Cli.Run merge = Cli.pfcheck(args.toArray(new String[0]));
    assertEquals(0, merge.status(), merge.transcript());
  }

  @Test
  void theMergedRecheckAddsUpThePartsCounts() throws IOException {
    // a hostile review found the merged summary repeating one part's words ("2 counterexamples") where
    // the parts had re-checked 6 between them
    Path file = Path.of("sigcomm16-dead-server-any.pfc");
    List<String> args = new ArrayList<>(List.of("merge", "--quiet"));
    long counterexamples = 0;
    for (int i = 1; i <= 3; i++) {
      Path p = part(file, i + "/3");
      counterexamples += JSON.readTree(Files.readString(p)).at("/recheck/counterexamples").asLong();
      args.add(p.toString());
    }
    Cli.Run merge = Cli.pfcheck(args.toArray(new String[0]));
    JsonNode recheck = JSON.readTree(merge.out()).path("recheck");
    assertTrue(counterexamples > 1, merge.out());
    assertEquals(counterexamples, recheck.path("counterexamples").asLong(), merge.out());
    assertTrue(recheck.path("summary").asText().startsWith("merged from 3 parts, each re-checked on its own: "
        + counterexamples + " counterexamples re-checked"), recheck.path("summary").asText());
  }

  private Path part(Path file, String shard) {
    Path out = dir.resolve(file.getFileName() + "." + shard.replace('/', '-') + ".json");
    Cli.Run run = Cli.pfcheck("check", file.toString(), "--shard", shard, "--format", "json", "-o", out.toString());
    assertTrue(run.status() == 0 || run.status() == 1, run.transcript());
    return out;
  }

  @Test
  void theTextReportCountsTheFailingScenarios() throws IOException {
    Cli.Run run = Cli.pfcheck("check", fatTreeTwoFailures().toString(), "--all-counterexamples", "2");
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().contains("56 of the 529 scenarios of the space deadlock"), run.transcript());
    assertTrue(run.out().contains("classes of scenarios decided"), run.transcript());
  }

  @Test
  void sweepOptionsAreCheckedBeforeTheAnalysis() {
    String file = Path.of("sigcomm16-dead-server-any.pfc").toString();
    for (String[] args : List.of(new String[] {"--shard", "0/3"}, new String[] {"--shard", "4/3"},
        new String[] {"--shard", "x"}, new String[] {"--all-counterexamples", "0"},
        new String[] {"--shard", "1/2", "--engine", "graph"})) {
      List<String> all = new ArrayList<>(List.of("check", file));
      all.addAll(List.of(args));
      Cli.Run run = Cli.pfcheck(all.toArray(String[]::new));
      assertEquals(2, run.status(), String.join(" ", args) + ": " + run.transcript());
      assertTrue(run.out().isEmpty(), run.transcript());
    }
  }
}

package org.pfcheck.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.cli.Main;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;
import org.pfcheck.pipeline.Engines;
import picocli.CommandLine;

/** The analysis options {@code check} and {@code diff} share: parsed, validated and applied alike. */
class AnalysisOptionsMixinTest {
  /** The SIGCOMM 2016 fabric with the flood fix; without the fix line it can deadlock. */
  private static final String FIXED = """
      network pod
      dscp 26 -> 3
      lossless 3
      default on-mac-miss drop-lossless
      switch T0 tier tor subnet 10.0.0.0/24
      switch T1 tier tor subnet 10.0.1.0/24
      switch La, Lb tier leaf
      host S1 at T0
      host S2 at T0
      host S3 at T1
      host S4 at T1
      links T0, T1 -- La, Lb
      routing up-down
      timers arp 4h mac 5m
      dead S3
      """;
  private static final String BROKEN = FIXED.replace("default on-mac-miss drop-lossless\n", "");

  @TempDir
  static Path dir;
  private static String fixed;
  private static String broken;

  /** What one run printed and returned. */
  private record Run(int status, String out, String err) {
    String transcript() {
      return "exit " + status + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
    }
  }

  @BeforeAll
  static void files() throws IOException {
    fixed = Files.writeString(dir.resolve("fixed.pfc"), FIXED).toString();
    broken = Files.writeString(dir.resolve("broken.pfc"), BROKEN).toString();
  }

  private static Run pfcheck(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      status = Main.run(args, o, e);
    }
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** {@code pfcheck check broken.pfc OPTIONS} and {@code pfcheck diff fixed.pfc broken.pfc OPTIONS}. */
  private static List<Run> both(String... options) {
    return List.of(pfcheck(Stream.concat(Stream.of("check", broken), Stream.of(options)).toArray(String[]::new)),
        pfcheck(Stream.concat(Stream.of("diff", fixed, broken), Stream.of(options)).toArray(String[]::new)));
  }

  private static AnalysisOptionsMixin parsed(String... args) {
    AnalysisOptionsMixin mixin = new AnalysisOptionsMixin();
    new CommandLine(mixin).parseArgs(args);
    return mixin;
  }

  @Test
  void bothCommandsAcceptTheSharedOptions() {
    // a directory each: the second would replace the first's queries, which needs pfcheck's marks (SafeFiles)
    for (Run run : List.of(pfcheck("check", broken, "--engine", "z3", "--max-cycles", "3", "--timeout", "30s",
        "--dump-smt2", dir.resolve("accepted-check").toString()), pfcheck("diff", fixed, broken, "--engine", "z3",
        "--max-cycles", "3", "--timeout", "30s", "--dump-smt2", dir.resolve("accepted-diff").toString()))) {
      assertEquals(1, run.status(), run.transcript());
    }
  }

  @Test
  void bothCommandsRejectAnUnknownEngineWithTheSameMessage() {
    for (Run run : both("--engine", "oracle")) {
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().startsWith("pfcheck: unknown engine 'oracle' (engines: auto, graph, enumeration, z3,"
          + " both, sweep)\n"), run.transcript());
      assertEquals("", run.out(), run.transcript());
    }
  }

  @Test
  void bothCommandsRejectZeroCyclesWithTheSameMessage() {
    for (Run run : both("--max-cycles", "0")) {
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().startsWith("pfcheck: --max-cycles must be at least 1, not 0\n"), run.transcript());
    }
  }

  @Test
  void bothCommandsRejectParanoidWithOneNamedEngine() {
    for (Run run : both("--paranoid", "--engine", "graph")) {
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().startsWith("pfcheck: --paranoid runs two engines; it cannot be combined with --engine"
          + " graph\n"), run.transcript());
    }
  }

  @Test
  void bothCommandsDocumentTheSharedOptions() {
    for (String command : new String[] {"check", "diff"}) {
      Run help = pfcheck(command, "--help");
      assertEquals(0, help.status(), help.transcript());
      for (String option : new String[] {"--engine NAME", "--paranoid", "--dump-smt2 DIR", "--max-cycles N",
          "--timeout DURATION"}) {
        assertTrue(help.out().contains(option), option + " missing from " + command + " --help\n" + help.out());
      }
    }
    String check = pfcheck("check", "--help").out().replaceAll("\\s+", " ");
    String diff = pfcheck("diff", "--help").out().replaceAll("\\s+", " ");
    assertTrue(check.contains("Report at most N counterexample cycles (default: 10)."), check);
    assertTrue(diff.contains("Compare at most N cycles per version (default: 10)."), diff);
    assertTrue(diff.contains("Time budget per version: give up with verdict unknown after DURATION"), diff);
    assertTrue(diff.contains("BASE's to DIR/base, HEAD's to DIR/head"), diff);
    assertFalse(check.contains("per version"), check);
  }

  @Test
  void paranoidRunsTwoEnginesAndTheLimitsBecomeAnalysisOptions() {
    Network network = PfcReader.read("fixed.pfc", FIXED).network().orElseThrow();
    AnalysisOptionsMixin paranoid = parsed("--paranoid", "--max-cycles", "4", "--timeout", "90s");
    assertEquals("z3+graph", Engines.create(paranoid.choice(), network).orElseThrow().name());
    assertEquals(new AnalysisOptions(4, Duration.ofSeconds(90), AnalysisOptions.DEFAULT.maxScenarios()),
        paranoid.options());
    assertEquals("graph", Engines.create(parsed().choice(), network).orElseThrow().name());
    assertEquals(Optional.empty(), parsed().usageProblem(new SafeFiles(List.of())));
  }

  @Test
  void eachDiffVersionDumpsItsQueriesIntoItsOwnDirectory() throws IOException {
    Path q = dir.resolve("q");
    AnalysisOptionsMixin dumping = parsed("--dump-smt2", q.toString());
    assertEquals(Optional.empty(), dumping.usageProblem(new SafeFiles(List.of())));
    dumping.choice().z3().dump().orElseThrow().accept("top", "(check-sat)\n");
    dumping.choice("head").z3().dump().orElseThrow().accept("one", "(check-sat)\n");
    assertEquals("(check-sat)\n", Files.readString(q.resolve("top.smt2")));
    assertEquals("(check-sat)\n", Files.readString(q.resolve("head").resolve("one.smt2")));
    assertEquals(Optional.empty(), parsed().choice("base").z3().dump());
    assertEquals(Optional.empty(), dumping.dumpFailure());
  }

  @Test
  void diffParanoidRunsZ3AndTheGraphEngineOnBothVersions() throws Exception {
    Path smt2 = dir.resolve("paranoid");
    Run run = pfcheck("diff", fixed, broken, "--paranoid", "--format", "json", "--dump-smt2", smt2.toString());
    assertEquals(1, run.status(), run.transcript());
    JsonNode root = new ObjectMapper().readTree(run.out());
    assertEquals("deadlock-free", root.at("/base/verdict").asText(), run.out());
    assertEquals("deadlock-possible", root.at("/head/verdict").asText(), run.out());
    assertTrue(root.get("introducesDeadlock").asBoolean(), run.out());
    for (String side : new String[] {"/base/engines", "/head/engines"}) {
      assertEquals("[\"z3\",\"graph\"]", root.at(side).toString(), run.out());
    }
    // The graph engine alone never asks Z3: a query from each version shows z3 ran next to it.
    for (String version : new String[] {"base", "head"}) {
      try (Stream<Path> queries = Files.list(smt2.resolve(version))) {
        assertTrue(queries.anyMatch(q -> q.getFileName().toString().startsWith("pod-")), version);
      }
    }
    Run plain = pfcheck("diff", fixed, broken, "--dump-smt2", dir.resolve("plain").toString());
    assertEquals(1, plain.status(), plain.transcript());
    assertFalse(Files.exists(dir.resolve("plain")), "the default engine for one scenario is graph, without Z3: no"
        + " query, no directory");
  }

  @Test
  void bothCommandsCheckTheDumpDirectoryBeforeTheAnalysis() throws IOException {
    Path file = Files.writeString(dir.resolve("a-file"), "not a directory");
    for (Run run : both("--engine", "z3", "--dump-smt2", file.toString())) {
      assertEquals(2, run.status(), run.transcript());
      assertEquals("pfcheck: cannot create --dump-smt2 directory " + file + ": it exists and is not a directory\n",
          run.err().lines().findFirst().orElse("") + "\n", run.transcript());
      assertEquals("", run.out(), run.transcript());
    }
    for (Run run : both("--engine", "z3", "--dump-smt2", "/proc/pfcheck-no-such/x")) {
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().startsWith("pfcheck: cannot create --dump-smt2 directory /proc/pfcheck-no-such/x: "),
          run.transcript());
      assertFalse(run.err().contains("internal error"), run.transcript());
    }
    Path made = dir.resolve("made").resolve("deeper");
    for (Run run : List.of(pfcheck("check", broken, "--engine", "z3", "--dump-smt2", made.resolve("check").toString()),
        pfcheck("diff", fixed, broken, "--engine", "z3", "--dump-smt2", made.resolve("diff").toString()))) {
      assertEquals(1, run.status(), run.transcript());
    }
    assertTrue(Files.isDirectory(made.resolve("check")) && Files.isDirectory(made.resolve("diff")));
  }

  @Test
  void aLinkAmongTheDumpsFilesIsRefusedBeforeTheAnalysis() throws IOException {
    Path dump = Files.createDirectories(dir.resolve("linked"));
    Path elsewhere = Files.writeString(dir.resolve("elsewhere.txt"), "keep");
    Files.createSymbolicLink(dump.resolve("scenario.smt2"), elsewhere);
    for (Run run : both("--engine", "z3", "--dump-smt2", dump.toString())) {
      assertEquals(2, run.status(), run.transcript());
      assertEquals("", run.out(), "a usage error, not a verdict and then an error: " + run.transcript());
      assertTrue(run.err().startsWith("pfcheck: cannot write --dump-smt2 " + dump.resolve("scenario.smt2")
          + ": it is a symbolic link"), run.transcript());
    }
    assertEquals("keep", Files.readString(elsewhere));
  }

  @Test
  void bothCommandsRejectDumpingQueriesOfAnEngineWithoutZ3() {
    for (String engine : new String[] {"graph", "enumeration"}) {
      for (Run run : both("--engine", engine, "--dump-smt2", dir.resolve("never").toString())) {
        assertEquals(2, run.status(), run.transcript());
        assertTrue(run.err().startsWith("pfcheck: --dump-smt2 writes the Z3 engine's queries, and --engine " + engine
            + " never runs Z3 (use --engine z3, both or auto)\n"), run.transcript());
      }
    }
    assertFalse(Files.exists(dir.resolve("never")));
  }

  @Test
  void checkWarnsWhenNoZ3QueryWasMadeForTheDumpDirectory() {
    Run run = pfcheck("check", broken, "--dump-smt2", dir.resolve("unused").toString());
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.err().contains("pfcheck: warning: --dump-smt2: no Z3 query was made (graph answered); use --engine"
        + " z3\n"), run.transcript());
    Run z3 = pfcheck("check", broken, "--engine", "z3", "--dump-smt2", dir.resolve("used").toString());
    assertEquals(1, z3.status(), z3.transcript());
    assertFalse(z3.err().contains("warning: --dump-smt2"), z3.transcript());
  }

  @Test
  void theDumpWarningSuggestsZ3OnlyWhenTheEngineWasChosenAutomatically() {
    AnalysisOptionsMixin auto = parsed("--dump-smt2", dir.resolve("auto-unused").toString());
    assertEquals(Optional.empty(), auto.usageProblem(new SafeFiles(List.of())));
    assertEquals(Optional.of("pfcheck: warning: --dump-smt2: no Z3 query was made (graph answered); use --engine z3"),
        auto.dumpWarning(List.of("graph")));
    AnalysisOptionsMixin z3 = parsed("--engine", "z3", "--dump-smt2", dir.resolve("z3-unused").toString());
    assertEquals(Optional.empty(), z3.usageProblem(new SafeFiles(List.of())));
    assertEquals(Optional.of("pfcheck: warning: --dump-smt2: no Z3 query was made (enumeration answered)"),
        z3.dumpWarning(List.of("enumeration")));
    assertEquals(Optional.empty(), parsed().dumpWarning(List.of("graph")));
  }
}

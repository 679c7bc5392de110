package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.diagnostics.Diagnostic;

/** The command line's documented behaviours: exit statuses, messages, formats, help, generate. */
class CliTest {
  private static final String FLOOD = "sigcomm16-flood-deadlock.pfc";
  private static final String FIXED = "sigcomm16-flood-drop-fix.pfc";

  @Test
  void aMissingFileIsPfc002WithAHint() {
    Cli.Run run = Cli.pfcheck("check", "no-such-file.pfc");
    assertEquals(2, run.status(), run.transcript());
    assertEquals("error[PFC002]: cannot read no-such-file.pfc: no such file or directory\n"
        + "  = help: check that the file exists and is readable\n1 error\n", run.err());
    assertEquals("", run.out());
  }

  @Test
  void dashReadsStandardInputAndQuotesIt() throws Exception {
    Cli.Run run = Cli.pfcheckWithInput(Files.readString(Path.of(FLOOD)), "check", "-");
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().matches("(?s).*at line \\d+: dead \\S+.*"), run.transcript());
    Cli.Run bad = Cli.pfcheckWithInput("swtich T0\n", "check", "-");
    assertEquals(2, bad.status(), bad.transcript());
    assertTrue(bad.err().startsWith("<stdin>:1:1: error[PFC001]: "), bad.transcript());
    assertTrue(bad.err().contains("   1 | swtich T0\n"), bad.transcript());
  }

  @Test
  void aFileWithoutStatementsFailsTheGateInsteadOfPassingIt(@TempDir Path dir) throws Exception {
    Path empty = dir.resolve("fabric.pfc");  // as left by a failed 'pfcheck generate ... > fabric.pfc'
    Files.writeString(empty, "# nothing but a comment\n");
    Cli.Run run = Cli.pfcheck("check", empty.toString());
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().startsWith(empty + ":1:1: error[PFC007]: " + empty + " has no statements: there is nothing"
        + " to check\n"), run.transcript());
    assertEquals("", run.out(), run.transcript());
  }

  @Test
  void aProofOfNoLosslessTrafficPassesWithAWarningWhereTheCauseIs(@TempDir Path dir) throws Exception {
    String ring = Files.readString(Path.of("ring-rewrite-into-lossless.pfc")).replace("rewrite 4 -> 3 from host", "");
    Path typo = dir.resolve("typo.pfc");  // DSCP 26 maps to lossy 4 and nothing rewrites it
    Files.writeString(typo, ring);
    int line = ring.lines().toList().indexOf("lossless 3") + 1;
    Cli.Run run = Cli.pfcheck("check", typo.toString(), "--hazards", "none");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.err().startsWith(typo + ":" + line + ":1: warning[PFC215]: no lossless traffic: "), run.transcript());
    assertTrue(run.out().contains("all host pairs, priorities none"), run.transcript());

    Path onlyLossless = dir.resolve("lossless.pfc");
    Files.writeString(onlyLossless, "lossless 3\n");
    Cli.Run empty = Cli.pfcheck("check", onlyLossless.toString(), "--hazards", "none");
    assertEquals(0, empty.status(), empty.transcript());
    assertTrue(empty.err().startsWith(onlyLossless + ":1:1: warning[PFC215]: no lossless traffic: the fabric has no"
        + " host"), empty.transcript());

    Path flows = dir.resolve("flows.pfc");
    Files.writeString(flows, ring + "dead hb\nflow ha -> ha dscp 26\nflow hb -> hc priority 3\nflow hc -> ha dscp 26\n");
    Cli.Run dead = Cli.pfcheck("check", flows.toString(), "--hazards", "none");
    assertEquals(0, dead.status(), dead.transcript());
    int first = (ring + "dead hb\n").lines().toList().size() + 1;
    assertTrue(dead.err().startsWith(flows + ":" + first + ":1: warning[PFC215]: no lossless traffic: none of the 3 "
        + "declared flows"), dead.transcript());
  }

  @Test
  void everyFileThatCannotBeReadIsPfc002SayingWhy() {
    String[][] cases = {{"src", "cannot read src: it is a directory, not a .pfc file"},
        {"", "cannot read '': no file name given"},
        {"/dev/zero", "cannot read /dev/zero: it is larger than 256 MiB"},
        {"src/test/resources/hostile/not-utf8.pfc", "src/test/resources/hostile/not-utf8.pfc is not UTF-8 text"}};
    for (String[] c : cases) {
      if (c[0].startsWith("/dev/") && !Files.isReadable(Path.of(c[0]))) {
        continue;
      }
      for (Cli.Run run : new Cli.Run[] {Cli.pfcheck("check", c[0]), Cli.pfcheck("diff", c[0], FIXED)}) {
        assertEquals(2, run.status(), run.transcript());
        assertTrue(run.err().contains("error[PFC002]: " + c[1] + "\n"), run.transcript());
        assertFalse(run.err().contains("Input length"), run.transcript());
      }
    }
  }

  @Test
  void aNamedPipeIsReadOnceAndQuoted(@TempDir Path dir) throws Exception {
    Path fifo = dir.resolve("fabric.pfc");
    if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() != 0) {
      return;
    }
    Thread writer = new Thread(() -> {
      try {
        Files.writeString(fifo, "network piped\nlossless 3\nswtich T0\n");
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    writer.start();
    Cli.Run run = Cli.pfcheck("check", fifo.toString());
    writer.join(10_000);
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains(":3:1: error[PFC001]: ") && run.err().contains("   3 | swtich T0\n"), run.transcript());
  }

  @Test
  void unknownOptionIsAUsageError() {
    Cli.Run run = Cli.pfcheck("check", FLOOD, "--colour");
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().startsWith("pfcheck: Unknown option: '--colour'"), run.transcript());
    assertTrue(run.err().contains("Try 'pfcheck check --help'"), run.transcript());
    assertFalse(run.err().contains("\tat "), run.transcript());
  }

  @Test
  void unknownEngineListsTheEngines() {
    Cli.Run run = Cli.pfcheck("check", FLOOD, "--engine", "oracle");
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("unknown engine 'oracle' (engines: auto, graph, enumeration"), run.transcript());
  }

  @Test
  void badTimeoutAndCycleLimitAreUsageErrors() {
    Cli.Run timeout = Cli.pfcheck("check", FLOOD, "--timeout", "soon");
    assertEquals(2, timeout.status(), timeout.transcript());
    assertTrue(timeout.err().contains("'soon' is not a duration"), timeout.transcript());
    Cli.Run cycles = Cli.pfcheck("check", FLOOD, "--max-cycles", "0");
    assertEquals(2, cycles.status(), cycles.transcript());
  }

  @Test
  void anOverlyLongTimeoutIsAUsageErrorSayingTheMaximum() {
    for (String tooLong : new String[] {"106752d", "3000000h", "PT2562048H", "99999999d"}) {
      Cli.Run run = Cli.pfcheck("check", FLOOD, "--timeout", tooLong);
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().contains("'" + tooLong + "' is too long: the maximum is 365d"), run.transcript());
      assertTrue(run.err().contains("Try 'pfcheck check --help'"), run.transcript());
      assertFalse(run.err().contains("internal error"), run.transcript());
    }
  }

  @Test
  void optionsThatWouldDoNothingAreUsageErrorsSayingWhatTheyApplyTo() {
    String[][] cases = {
        {"--cyclic-only applies to --format dot only, not to text", "--cyclic-only"},
        {"--cyclic-only applies to --format dot only, not to json", "--cyclic-only", "--format", "json"},
        {"--source-root applies to --format sarif only, not to html", "--source-root", ".", "--format", "html"},
        {"--quiet and --verbose cannot be combined: choose one", "-q", "-v"}};
    for (String[] c : cases) {
      String[] args = new String[c.length + 1];
      args[0] = "check";
      args[1] = FLOOD;
      System.arraycopy(c, 1, args, 2, c.length - 1);
      Cli.Run run = Cli.pfcheck(args);
      assertEquals(2, run.status(), run.transcript());
      assertEquals("pfcheck: " + c[0] + "\nTry 'pfcheck check --help' for more information.\n", run.err());
      assertEquals("", run.out(), run.transcript());
    }
    assertEquals(1, Cli.pfcheck("check", FLOOD, "--cyclic-only", "--format", "dot").status());
    assertEquals(1, Cli.pfcheck("check", FLOOD, "--source-root", ".", "--format", "sarif").status());
    for (String[] args : new String[][] {{"diff", FIXED, FLOOD, "-q", "--verbose"},
        {"diff", FIXED, FLOOD, "--source-root", ".", "--format", "json"}}) {
      Cli.Run run = Cli.pfcheck(args);
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().matches("pfcheck: --(quiet|source-root) [^\n]*\nTry 'pfcheck diff --help' for more"
          + " information.\n"), run.transcript());
    }
    assertEquals(1, Cli.pfcheck("diff", FIXED, FLOOD, "--source-root", ".", "--format", "sarif").status());
  }

  @Test
  void theOutputNeverOverwritesTheInput(@TempDir Path dir) throws Exception {
    Path input = Files.copy(Path.of(FLOOD), dir.resolve("ow.pfc"));
    String before = Files.readString(input);
    for (String output : new String[] {input.toString(), dir.resolve(".").resolve("ow.pfc").toString()}) {
      Cli.Run run = Cli.pfcheck("check", input.toString(), "-o", output);
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().startsWith("pfcheck: cannot write --output " + output + ": it is the input file " + input
          + "\n"), run.transcript());
    }
    Cli.Run diff = Cli.pfcheck("diff", FIXED, input.toString(), "-o", input.toString());
    assertEquals(2, diff.status(), diff.transcript());
    assertTrue(diff.err().startsWith("pfcheck: cannot write --output " + input + ": it is the input file " + input
        + "\nTry 'pfcheck diff --help'"), diff.transcript());
    assertEquals(before, Files.readString(input));
    Cli.Run missing = Cli.pfcheck("diff", FIXED, input.toString(), "-o", dir.resolve("nod/x.txt").toString());
    assertEquals(2, missing.status(), missing.transcript());
    assertTrue(missing.err().startsWith("pfcheck: cannot write --output " + dir.resolve("nod/x.txt")
        + ": no such directory "), missing.transcript());
  }

  @Test
  void placesThatCannotBeWrittenAreUsageErrorsBeforeTheAnalysisSayingWhy(@TempDir Path dir) throws Exception {
    Path missing = dir.resolve("nod").resolve("x.txt");
    Cli.Run output = Cli.pfcheck("check", FLOOD, "-o", missing.toString());
    assertEquals(2, output.status(), output.transcript());
    assertEquals("pfcheck: cannot write --output " + missing + ": no such directory " + dir.resolve("nod") + "\n"
        + "Try 'pfcheck check --help' for more information.\n", output.err());
    Path file = Files.writeString(dir.resolve("file"), "");
    Cli.Run report = Cli.pfcheck("check", FLOOD, "--report", file.resolve("html").toString());
    assertEquals(2, report.status(), report.transcript());
    assertTrue(report.err().startsWith("pfcheck: cannot create --report directory " + file.resolve("html") + ": "),
        report.transcript());
    assertFalse(report.err().endsWith(file.resolve("html") + "\n"), "says why, not where again: " + report.err());
    Cli.Run proc = Cli.pfcheck("check", FLOOD, "--report", "/proc/pfcheck-report");
    assertEquals(2, proc.status(), proc.transcript());
    assertEquals("", proc.out(), "nothing analysed, no verdict lost\n" + proc.transcript());
    Path made = dir.resolve("reports").resolve("html");
    Cli.Run ok = Cli.pfcheck("check", FLOOD, "-q", "--report", made.toString());
    assertEquals(1, ok.status(), ok.transcript());
    assertTrue(Files.isRegularFile(made.resolve("sigcomm16-flood-deadlock.html")), ok.transcript());
  }

  @Test
  void aFullDeviceSaysSo() {
    Path full = Path.of("/dev/full");
    if (!Files.isWritable(full)) {
      return;
    }
    Cli.Run run = Cli.pfcheck("check", FIXED, "--format", "json", "-o", full.toString(), "--hazards", "none");
    assertEquals(2, run.status(), run.transcript());
    assertEquals("pfcheck: cannot write /dev/full: no space left on device\n"
        + "Try 'pfcheck check --help' for more information.\n", run.err());
  }

  @Test
  void noCommandPrintsUsageAndFails() {
    Cli.Run run = Cli.pfcheck();
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("Usage: pfcheck"), run.transcript());
  }

  @Test
  void syntaxErrorIsReportedCompilerStyle() {
    Cli.Run run = Cli.pfcheck("check", "src/test/resources/bad/syntax-error.pfc");
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().matches("(?s)src/test/resources/bad/syntax-error\\.pfc:6:\\d+: error\\[PFC001\\]: .*"),
        run.transcript());
    assertTrue(run.err().contains("^"), run.transcript());
  }

  @Test
  void jsonFormatParsesAndMatchesTheExitStatus() throws Exception {
    Cli.Run run = Cli.pfcheck("check", FLOOD, "--format", "json");
    assertEquals(1, run.status(), run.transcript());
    JsonNode root = new ObjectMapper().readTree(run.out());
    assertEquals("deadlock-possible", root.get("verdict").asText());
    assertEquals(1, root.get("exitStatus").asInt());
    assertTrue(root.at("/scenario/deadHosts").size() > 0, run.out());
  }

  @Test
  void outputOptionWritesTheReportToAFile(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("result.json");
    Cli.Run run = Cli.pfcheck("check", FIXED, "--format", "json", "--output", out.toString());
    assertEquals(0, run.status(), run.transcript());
    assertEquals("", run.out());
    assertEquals("deadlock-free", new ObjectMapper().readTree(out.toFile()).get("verdict").asText());
  }

  @Test
  void quietPrintsOnlyTheVerdictLine() {
    Cli.Run run = Cli.pfcheck("check", FLOOD, "--quiet");
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().matches("deadlock-possible: \\S+ \\(\\d+ cycles?\\)\\n"), run.transcript());
  }

  @Test
  void textReportQuotesTheDeadHostLine() {
    Cli.Run run = Cli.pfcheck("check", FLOOD);
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().contains(" flood "), run.transcript());
    assertTrue(run.out().matches("(?s).*at line \\d+: dead \\S+.*"), run.transcript());
    assertTrue(run.out().contains("on-mac-miss drop-lossless"), run.transcript());
  }

  @Test
  void versionAndHelpAreUsefulAndSucceed() {
    Cli.Run version = Cli.pfcheck("--version");
    assertEquals(0, version.status(), version.transcript());
    assertTrue(version.out().matches("(?s)pfcheck \\d+\\.\\d+\\.\\d+.*"), version.transcript());
    Cli.Run help = Cli.pfcheck("--help");
    assertEquals(0, help.status(), help.transcript());
    assertTrue(help.out().contains("check") && help.out().contains("generate") && help.out().contains("Exit status"),
        help.transcript());
    Cli.Run checkHelp = Cli.pfcheck("check", "--help");
    assertEquals(0, checkHelp.status(), checkHelp.transcript());
    for (String option : new String[] {"--format", "--output", "--engine", "--max-cycles", "--timeout", "--quiet",
        "--verbose"}) {
      assertTrue(checkHelp.out().contains(option), option + " missing from\n" + checkHelp.out());
    }
    Cli.Run generateHelp = Cli.pfcheck("generate", "--help");
    assertTrue(generateHelp.out().contains("--k N") && generateHelp.out().contains("fat-tree"), generateHelp.transcript());
  }

  @Test
  void generatedFatTreeReadsBackWithoutErrorsAndChecks(@TempDir Path dir) throws Exception {
    Cli.Run run = Cli.pfcheck("generate", "fat-tree", "--k", "4");
    assertEquals(0, run.status(), run.transcript());
    ParseResult parsed = PfcReader.read("fat-tree.pfc", run.out());
    assertTrue(parsed.diagnostics().stream().noneMatch(Diagnostic::isError), parsed.diagnostics().toString());
    assertEquals(20, parsed.network().orElseThrow().switches().size());
    assertEquals(16, parsed.network().orElseThrow().hosts().size());
    Path file = dir.resolve("fat-tree.pfc");
    Files.writeString(file, run.out());
    Cli.Run check = Cli.pfcheck("check", file.toString());
    assertEquals(0, check.status(), check.transcript());
  }

  @Test
  void generateRejectsParametersOfOtherTemplates() {
    Cli.Run run = Cli.pfcheck("generate", "fat-tree", "--k", "4", "--leaves", "2");
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("has no parameter --leaves"), run.transcript());
    Cli.Run unknown = Cli.pfcheck("generate", "hypercube");
    assertEquals(2, unknown.status(), unknown.transcript());
    assertTrue(unknown.err().contains("templates: fat-tree"), unknown.transcript());
  }

  @Test
  void generateRejectsBadNetworkOptionsAsUsageErrors() {
    String[][] cases = {
        {"--lossless", "9", "--lossless: priority 9 is outside 0..7"},
        {"--lossless", ",", "--lossless needs at least one priority"},
        {"--fail-links", "33", "--fail-links 33: the fabric has only 32 switch-to-switch links"},
        {"--dead-per-tor", "3", "--dead-per-tor 3: no switch of the fabric has more than 2 hosts"},
        {"--dead-per-tor", "-1", "must not be negative"},
        {"--routing", "ospf", "unknown routing 'ospf'"},
        {"--on-mac-miss", "drop", "unknown MAC-miss policy 'drop'"},
        {"--name", "ft4\ndefault on-mac-miss drop-lossless #", "--name 'ft4\\u000adefault\\u0020on-mac-miss"},
        {"--name", "switch", "--name 'switch' is not a name"},
        {"--name", "two words", "is not a name: names are ASCII letters"}};
    for (String[] c : cases) {
      Cli.Run run = Cli.pfcheck("generate", "fat-tree", "--k", "4", c[0], c[1]);
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().startsWith("pfcheck: ") && run.err().contains(c[2]), run.transcript());
      assertEquals("", run.out(), run.transcript());
    }
  }
}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pfcheck repair}'s documented behaviours: exit statuses, usage and input errors, formats, outputs. */
class RepairCliTest {
  private static final String FLOOD = "sigcomm16-flood-deadlock.pfc";
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theDiffGoesToStdoutAndTheSummaryToStderr() {
    Cli.Run run = Cli.pfcheck("repair", FLOOD);
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().contains("\n-switch T1 tier tor subnet 10.0.1.0/24\n"
        + "+switch T1 tier tor subnet 10.0.1.0/24 on-mac-miss drop-lossless\n"), run.transcript());
    assertTrue(run.err().startsWith("REPAIR: sigcomm16-flood-deadlock is deadlock-free after 1 change of total cost 1"),
        run.transcript());
    assertTrue(run.err().contains("re-check    the patched file: deadlock-free"), run.transcript());
    Cli.Run quiet = Cli.pfcheck("repair", FLOOD, "-q");
    assertEquals(run.out(), quiet.out());
    assertEquals("", quiet.err(), quiet.transcript());
  }

  @Test
  void textPutsTheSummaryBeforeThePatch() {
    Cli.Run run = Cli.pfcheck("repair", FLOOD, "--format", "text");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().startsWith("REPAIR: "), run.transcript());
    assertTrue(run.out().indexOf("minimal ") < run.out().indexOf("--- " + FLOOD), run.transcript());
    assertEquals("repaired: sigcomm16-flood-deadlock (1 change, cost 1)\n",
        Cli.pfcheck("repair", FLOOD, "--format", "text", "-q").out());
  }

  @Test
  void noRepairWithinTheAllowedChangesExitsOneWithTheReason() throws Exception {
    Cli.Run run = Cli.pfcheck("repair", "ring-3-switch.pfc", "--allow", "drop-lossless,flood-domain", "--format", "json");
    assertEquals(1, run.status(), run.transcript());
    JsonNode root = JSON.readTree(run.out());
    Schemas.REPAIR_OUTPUT.assertValid(run.out(), "no repair");
    assertEquals("no-repair", root.get("outcome").asText());
    assertTrue(root.get("reason").asText().startsWith("no allowed change can alter the forwarding"), run.out());
    assertTrue(root.get("conflict").size() >= 1, run.out());
    assertTrue(root.get("patch").isNull() && root.get("recheck").isNull(), run.out());
    Cli.Run diff = Cli.pfcheck("repair", "ring-3-switch.pfc", "--allow", "drop-lossless");
    assertEquals(1, diff.status(), diff.transcript());
    assertEquals("", diff.out(), "no patch");
    assertTrue(diff.err().startsWith("NO REPAIR: "), diff.transcript());
  }

  @Test
  void taggersSettingNeedsTheSecondLosslessPriorityAndOneRuleAtOneSwitch() throws Exception {
    // docs/repair.md, "Tagger's setting": at most one bounce, so Tagger's construction uses k + 1 = 2 priorities
    Cli.Run one = Cli.pfcheck("repair", "clos-two-failures-bounce.pfc", "--max-lossless", "1", "--forbid",
        "make-lossy", "--format", "json");
    assertEquals(1, one.status(), one.transcript());
    JsonNode none = JSON.readTree(one.out());
    assertEquals("no-repair", none.get("outcome").asText(), one.out());
    assertTrue(none.get("reason").asText().contains("raise --max-lossless"), one.out());
    Cli.Run two = Cli.pfcheck("repair", "clos-two-failures-bounce.pfc", "--max-lossless", "2", "--forbid",
        "make-lossy", "--format", "json");
    assertEquals(0, two.status(), two.transcript());
    JsonNode root = JSON.readTree(two.out());
    assertEquals(5, root.get("cost").asInt(), two.out());
    assertEquals(1, root.get("changes").findValues("kind").stream().filter(k -> k.asText().equals("rewrite")).count(),
        "one rule: " + two.out());
    assertEquals("deadlock-free", root.at("/recheck/verdict").asText(), two.out());
  }

  @Test
  void aFabricThatIsFreeAlreadyNeedsNoChange() throws Exception {
    Cli.Run run = Cli.pfcheck("repair", "clos-updown.pfc");
    assertEquals(0, run.status(), run.transcript());
    assertEquals("", run.out());
    assertTrue(run.err().startsWith("NOTHING TO REPAIR: clos-updown is deadlock-free as it is"), run.transcript());
    JsonNode root = JSON.readTree(Cli.pfcheck("repair", "clos-updown.pfc", "--format", "json").out());
    assertEquals(0, root.get("cost").asInt());
    assertEquals("", root.at("/patch/text").asText());
  }

  @Test
  void aTimeoutIsUnknownNeverARepair() throws Exception {
    Cli.Run run = Cli.pfcheck("repair", "fattree8-dead-host-per-tor.pfc", "--timeout", "1ms", "--format", "json");
    assertEquals(3, run.status(), run.transcript());
    JsonNode root = JSON.readTree(run.out());
    assertEquals("unknown", root.get("outcome").asText(), run.out());
    assertTrue(root.get("changes").isEmpty() && root.get("patch").isNull(), run.out());
  }

  @Test
  void anUnknownAnswerSaysWhyOnStderrEvenWhenQuiet() {
    // repair examples/sonic/leaf-spine-l2 -q ran into its 10-minute timeout and printed nothing, exit 3
    String line = "pfcheck repair: unknown: fattree8-dead-host-per-tor (";
    for (String format : new String[] {"diff", "text", "json", "html"}) {
      Cli.Run quiet = Cli.pfcheck("repair", "fattree8-dead-host-per-tor.pfc", "--timeout", "1ms", "--format", format, "-q");
      assertEquals(3, quiet.status(), quiet.transcript());
      assertTrue(quiet.err().startsWith(line) && quiet.err().indexOf('\n') == quiet.err().length() - 1, quiet.transcript());
      Cli.Run loud = Cli.pfcheck("repair", "fattree8-dead-host-per-tor.pfc", "--timeout", "1ms", "--format", format);
      assertEquals(3, loud.status(), loud.transcript());
      assertTrue(loud.err().contains(format.equals("diff") ? "UNKNOWN: the repair search" : line), loud.transcript());
    }
  }

  @Test
  void costsAndPlacesAreChecked() {
    for (String[] bad : new String[][] {{"--cost", "drop-lossless=-1"}, {"--cost", "nonsense=3"},
        {"--cost", "rewrite"}, {"--allow", "teleport"}, {"--forbid", "rewrite@"}, {"--max-lossless", "9"}}) {
      Cli.Run run = Cli.pfcheck("repair", FLOOD, bad[0], bad[1]);
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().startsWith("pfcheck: " + bad[0]), run.transcript());
      assertTrue(run.err().contains("Try 'pfcheck repair --help'"), run.transcript());
      assertEquals("", run.out());
    }
    Cli.Run unknown = Cli.pfcheck("repair", FLOOD, "--allow", "drop-lossless@T9");
    assertEquals(2, unknown.status(), unknown.transcript());
    assertTrue(unknown.err().contains("--allow drop-lossless@T9: no switch is called 'T9'"), unknown.transcript());
  }

  @Test
  void aCostMakesAnotherKindCheaper() throws Exception {
    Cli.Run run = Cli.pfcheck("repair", FLOOD, "--cost", "drop-lossless=9", "--format", "json");
    assertEquals(0, run.status(), run.transcript());
    JsonNode root = JSON.readTree(run.out());
    assertEquals(List.of("flood-domain", "flood-domain"), root.get("changes").findValuesAsText("kind"), run.out());
    assertEquals(4, root.get("cost").asInt());
    assertEquals(9, root.at("/candidates/costs/drop-lossless").asInt());
  }

  @Test
  void inputErrorsExitTwoCompilerStyle() {
    Cli.Run bad = Cli.pfcheckWithInput("swtich T0\n", "repair", "-");
    assertEquals(2, bad.status(), bad.transcript());
    assertTrue(bad.err().startsWith("<stdin>:1:1: error[PFC001]: "), bad.transcript());
    Cli.Run missing = Cli.pfcheck("repair", "no-such-file.pfc");
    assertEquals(2, missing.status(), missing.transcript());
    assertTrue(missing.err().startsWith("error[PFC002]: cannot read no-such-file.pfc: no such file or directory"),
        missing.transcript()); // as check says it
  }

  @Test
  void aYamlFabricIsRepairedInItsPfcForm(@TempDir Path tmp) throws Exception {
    // repair reads every input check reads; the patch edits the .pfc text pfcheck convert writes
    Cli.Run run = Cli.pfcheck("repair", "sigcomm16-flood-deadlock.yaml");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().startsWith("--- sigcomm16-flood-deadlock.pfc\n+++ sigcomm16-flood-deadlock.pfc\n"),
        run.transcript());
    Cli.Run converted = Cli.pfcheck("convert", "sigcomm16-flood-deadlock.yaml", "--to", "pfc");
    assertEquals(0, converted.status(), converted.transcript());
    Path pfc = tmp.resolve("sigcomm16-flood-deadlock.pfc");
    Files.writeString(pfc, converted.out());
    Files.writeString(tmp.resolve("fix.diff"), run.out());
    Process p = new ProcessBuilder("patch", "-p0", "--batch", "-i", "fix.diff").directory(tmp.toFile())
        .redirectErrorStream(true).start();
    String said = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), said);
    Cli.Run fixed = Cli.pfcheck("check", pfc.toString());
    assertEquals(0, fixed.status(), fixed.transcript());
  }

  @Test
  void aYamlFabricsPatchSaysToWriteItsPfcFormFirstAndNeverGoesThere(@TempDir Path tmp) throws Exception {
    // repair ring.yaml said "patch -p0" against ring.pfc without saying to write it, and -o ring.pfc was accepted
    String yaml = "sigcomm16-flood-deadlock.yaml";
    Cli.Run run = Cli.pfcheck("repair", yaml);
    assertEquals(0, run.status(), run.transcript());
    String summary = run.err().replaceAll("\\s+", " ");
    assertTrue(summary.contains("the unified diff of sigcomm16-flood-deadlock.pfc, the .pfc form of " + yaml)
        && summary.contains("write that form first with pfcheck convert " + yaml + " -o sigcomm16-flood-deadlock.pfc"),
        run.transcript());
    // here the form's name is also the example's own .pfc file, which must stay as it is; patch -p0 would edit it
    assertTrue(run.err().contains("pfcheck repair: warning: sigcomm16-flood-deadlock.pfc here is not the .pfc form of "
        + yaml), run.transcript());
    String before = Files.readString(Path.of(FLOOD));
    for (String form : new String[] {"sigcomm16-flood-deadlock.pfc", "./sigcomm16-flood-deadlock.pfc",
        "../examples/sigcomm16-flood-deadlock.pfc"}) {
      Cli.Run onForm = Cli.pfcheck("repair", yaml, "-o", form);
      assertEquals(2, onForm.status(), onForm.transcript());
      // the example's own .pfc was not written by pfcheck: refused as any such file is
      assertTrue(onForm.err().contains("pfcheck did not write it"), onForm.transcript());
      assertEquals(before, Files.readString(Path.of(FLOOD)), "nothing written: " + onForm.transcript());
    }
    Path diff = tmp.resolve("fix.diff");
    Cli.Run elsewhere = Cli.pfcheck("repair", yaml, "-o", diff.toString());
    assertEquals(0, elsewhere.status(), elsewhere.transcript());
    assertEquals(run.out(), Files.readString(diff));
    Cli.Run html = Cli.pfcheck("repair", yaml, "--format", "html");
    assertTrue(html.out().replaceAll("\\s+", " ").contains("write that form first with pfcheck convert " + yaml), "HTML too");
    Cli.Run pfc = Cli.pfcheck("repair", FLOOD);
    assertTrue(pfc.err().replaceAll("\\s+", " ").contains("the unified diff of the input"), pfc.transcript());
  }

  @Test
  void aFabricWithOverlaysIsPatchedInAFormNamedApart(@TempDir Path tmp) throws Exception {
    // repair ring.pfc --with o.pfc printed a patch of the merged text headed "--- ring.pfc", and said it
    // applies with patch -p0: to ring.pfc, whose text it is not
    Path overlay = Files.writeString(tmp.resolve("o.pfc"), "timers mac 4h\n");
    Cli.Run run = Cli.pfcheck("repair", "ring-3-switch.pfc", "--with", overlay.toString());
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().startsWith("--- ring-3-switch.merged.pfc\n+++ ring-3-switch.merged.pfc\n"), run.transcript());
    assertTrue(run.err().replaceAll("\\s+", " ").contains("no pfcheck command writes that form yet"), run.transcript());
  }

  @Test
  void standardInputIsRepairedAsStdin() throws Exception {
    Cli.Run run = Cli.pfcheckWithInput(Files.readString(Path.of(FLOOD)), "repair", "-");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().startsWith("--- <stdin>\n+++ <stdin>\n"), run.transcript());
  }

  @Test
  void outputAndReportGoWhereTheyAreToldNeverOverTheInput(@TempDir Path dir) throws Exception {
    Path input = dir.resolve("f.pfc");
    Files.copy(Path.of(FLOOD), input);
    Cli.Run over = Cli.pfcheck("repair", input.toString(), "-o", input.toString());
    assertEquals(2, over.status(), over.transcript());
    assertEquals(Files.readString(Path.of(FLOOD)), Files.readString(input));
    Path out = dir.resolve("fix.diff");
    Cli.Run run = Cli.pfcheck("repair", input.toString(), "-o", out.toString(), "--report", dir.resolve("html").toString());
    assertEquals(0, run.status(), run.transcript());
    assertTrue(Files.readString(out).startsWith("--- " + input), Files.readString(out));
    assertTrue(Files.readString(dir.resolve("html").resolve("f-repair.html")).contains("Suggested repair"));
    assertEquals(Files.readString(Path.of(FLOOD)), Files.readString(input), "the input is never changed");
  }

  @Test
  void helpListsRepair() {
    assertTrue(Cli.pfcheck("--help").out().contains("repair"));
    Cli.Run help = Cli.pfcheck("repair", "--help");
    assertEquals(0, help.status(), help.transcript());
    assertTrue(help.out().contains("--max-lossless") && help.out().contains("Exit status"), help.transcript());
  }
}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * {@code pfcheck merge --input}: the parts of a sharded sweep, merged, render in every format of
 * {@code check} as the unsharded check of the same fabric does, timings aside, with its exit status; an
 * input that is not the fabric the parts swept, a part whose counterexample was edited, and a format
 * other than JSON without {@code --input} are refused (exit 2); no write replaces a part or the input.
 */
class MergeFormatsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> FORMATS = List.of("text", "json", "html", "sarif", "junit", "dot");

  @TempDir
  Path dir;

  @Test
  void everyFormatOfAMergeIsTheUnshardedChecksOnAFailingSpace() throws IOException {
    sameAsUnsharded("clos-any-two-failures-bounce.pfc", 3, 1);
  }

  @Test
  void everyFormatOfAMergeIsTheUnshardedChecksOnAFreeSpace() throws IOException {
    sameAsUnsharded("sigcomm16-dead-server-any-fixed.pfc", 2, 0);
  }

  private void sameAsUnsharded(String file, int n, int status) throws IOException {
    List<String> parts = parts(file, n);
    for (String format : FORMATS) {
      Cli.Run whole = Cli.pfcheck("check", file, "--format", format);
      assertEquals(status, whole.status(), whole.transcript());
      Cli.Run merged = merge(parts, "--input", file, "--format", format);
      assertEquals(status, merged.status(), format + ": " + merged.transcript());
      assertEquals(masked(whole.out()), masked(merged.out()), file + " in " + n + " shards, " + format);
    }
  }

  /** The parts of {@code file} in {@code n} shards, written into the temporary directory. */
  private List<String> parts(String file, int n) {
    List<String> out = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      Path part = dir.resolve(file.replace(".pfc", "") + "-" + i + ".json");
      Cli.Run run = Cli.pfcheck("check", file, "--shard", i + "/" + n, "--format", "json", "-o", part.toString(), "-q");
      assertTrue(run.status() == 0 || run.status() == 1, run.transcript());
      out.add(part.toString());
    }
    return out;
  }

  /**
   * A report with its timings masked, the only figures that differ between two runs, and its white space
   * (the text report wraps lines of timings at widths that depend on them).
   */
  private static String masked(String report) {
    return report.replaceAll("(?s)\"millis\" : \\{[^}]*}", "\"millis\" : {}").replaceAll("\\s+", " ")
        .replaceAll("[0-9][0-9,.]* ms", "N ms").replaceAll("time=\"[0-9.]+\"", "time=\"T\"");
  }

  /** A part left out: what the others show, deadlock or unknown, in every format, as the JSON merge says. */
  @Test
  void aMissingPartIsNotRefusedWithInput() throws IOException {
    for (String[] c : new String[][] {{"clos-any-two-failures-bounce.pfc", "3", "1"},
        {"sigcomm16-dead-server-any-fixed.pfc", "2", "3"}}) {
      List<String> parts = parts(c[0], Integer.parseInt(c[1]));
      List<String> some = parts.subList(0, parts.size() - 1);
      Cli.Run json = merge(some);
      assertEquals(Integer.parseInt(c[2]), json.status(), json.transcript());
      for (String format : FORMATS) {
        Cli.Run merged = merge(some, "--input", c[0], "--format", format);
        assertEquals(json.status(), merged.status(), c[0] + " " + format + ": " + merged.transcript());
      }
    }
  }

  /** A proof whose re-check reaches only some scenarios says what the others rest on: the parts. */
  @Test
  void aPartlyRecheckedProofSaysTheRestRestsOnTheParts() throws IOException {
    Path big = dir.resolve("big.pfc");
    Files.writeString(big, "network big\nfabric fat-tree k 4\nrouting up-down\nlossless 3\n"
        + "default on-mac-miss drop-lossless\nspace dead-hosts <= 3\n");
    List<String> parts = new ArrayList<>();
    for (int i = 1; i <= 2; i++) {
      Path part = dir.resolve("big-" + i + ".json");
      Cli.Run run = Cli.pfcheck("check", big.toString(), "--shard", i + "/2", "--format", "json", "-o", part.toString(),
          "-q");
      assertEquals(0, run.status(), run.transcript());
      parts.add(part.toString());
    }
    Cli.Run merged = merge(parts, "--input", big.toString());
    assertEquals(0, merged.status(), merged.transcript());
    String limit = JSON.readTree(merged.out()).path("recheck").path("limit").asText();
    // 697 scenarios, at most 256 re-checked: at least 441 rest on the parts (more when the budget cuts it short)
    java.util.regex.Matcher rest = java.util.regex.Pattern.compile("the other (\\d+) scenarios rest on the parts' own"
        + " sweeps").matcher(limit);
    assertTrue(rest.find() && Integer.parseInt(rest.group(1)) >= 441 && Integer.parseInt(rest.group(1)) < 697, limit);
    // as in check: a proof none of whose re-check --timeout let happen is unknown; one partly re-checked stays,
    // and says it was cut
    Cli.Run cut = merge(parts, "--input", big.toString(), "--timeout", "1ms");
    assertTrue(cut.status() == 3 || cut.status() == 0 && !JSON.readTree(cut.out()).path("recheck").path("complete")
        .asBoolean(true), "--timeout 1ms: " + cut.transcript());
  }

  @Test
  void theMergedJsonWithInputIsTheMergedJsonWithout() throws IOException {
    List<String> parts = parts("clos-any-two-failures-bounce.pfc", 2);
    Cli.Run a = merge(parts);
    Cli.Run b = merge(parts, "--input", "clos-any-two-failures-bounce.pfc");
    assertEquals(1, a.status(), a.transcript());
    assertEquals(1, b.status(), b.transcript());
    ObjectNode x = (ObjectNode) JSON.readTree(a.out());
    ObjectNode y = (ObjectNode) JSON.readTree(b.out());
    for (ObjectNode r : List.of(x, y)) {
      ((ObjectNode) r.path("stats")).remove("millis");
      r.remove("recheck"); // merged from the parts' re-checks, or one re-check of the whole against the input
    }
    assertEquals(x, y);
  }

  @Test
  void anInputOfAnotherFabricIsRefused() throws IOException {
    Cli.Run r = merge(parts("sigcomm16-dead-server-any.pfc", 2), "--input", "sigcomm16-dead-server-any-fixed.pfc",
        "--format", "sarif");
    refused(r, "error[PFC305]: this part is a sweep of another input");
    assertTrue(r.err().contains("sigcomm16-dead-server-any-1.json:"), r.transcript());
  }

  @Test
  void aFormatOtherThanJsonNeedsTheInput() throws IOException {
    Cli.Run r = merge(parts("sigcomm16-dead-server-any.pfc", 2), "--format", "text");
    refused(r, "add --input FILE");
  }

  @Test
  void anEditedCounterexampleIsRefusedNotRendered() throws IOException {
    List<String> parts = parts("clos-any-two-failures-bounce.pfc", 3);
    boolean edited = false;
    for (String p : parts) {
      ObjectNode tree = (ObjectNode) JSON.readTree(Files.readString(Path.of(p)));
      if (tree.path("cycles").size() > 0) {
        // a packet the fabric never sends this way: the re-check against the input refutes it
        ObjectNode packet = (ObjectNode) tree.path("cycles").get(0).path("edges").get(0).path("packet");
        packet.put("dst", packet.path("src").asText());
        Files.writeString(Path.of(p), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree));
        edited = true;
      }
    }
    assertTrue(edited);
    Cli.Run r = merge(parts, "--input", "clos-any-two-failures-bounce.pfc", "--format", "text");
    refused(r, "error[PFC305]");
  }

  @Test
  void theOutputNeverReplacesAPartOrTheInput() throws IOException {
    List<String> parts = parts("sigcomm16-dead-server-any.pfc", 2);
    String before = Files.readString(Path.of(parts.get(0)));
    Path input = dir.resolve("fabric.pfc");
    Files.copy(Path.of("sigcomm16-dead-server-any.pfc"), input);
    for (String target : List.of(parts.get(0), input.toString())) {
      Cli.Run r = merge(parts, "--input", input.toString(), "--format", "html", "-o", target);
      assertEquals(2, r.status(), r.transcript());
      assertFalse(r.err().isEmpty(), r.transcript());
    }
    assertEquals(before, Files.readString(Path.of(parts.get(0))));
    assertEquals(Files.readString(Path.of("sigcomm16-dead-server-any.pfc")), Files.readString(input));
  }

  @Test
  void partsForgedToProveAFailingSpaceFreeNeverExitZeroWithTheInput() throws IOException {
    forgedFree(false);
  }

  @Test
  void partsForgedToSayTheyWereNotRecheckedAreRecheckedAnyway() throws IOException {
    forgedFree(true);
  }

  /** Parts of a failing space edited to prove it free (and, with {@code unrechecked}, to say --recheck none). */
  private void forgedFree(boolean unrechecked) throws IOException {
    String file = "sigcomm16-dead-server-any.pfc";
    // the declared scenario alone is free: its certificate is what a forger copies into the parts
    Path declared = dir.resolve("declared.pfc");
    Files.writeString(declared, Files.readString(Path.of(file)).replaceAll("(?m)^space .*$", ""));
    JsonNode proof = JSON.readTree(Cli.pfcheck("check", declared.toString(), "--format", "json").out());
    assertEquals("deadlock-free", proof.path("verdict").asText());
    List<String> parts = parts(file, 2);
    for (String p : parts) {
      ObjectNode tree = (ObjectNode) JSON.readTree(Files.readString(Path.of(p)));
      tree.put("verdict", "deadlock-free").put("exitStatus", 0);
      ((ObjectNode) tree.path("stats")).set("queues", proof.at("/stats/queues"));
      ((ObjectNode) tree.path("stats")).set("dependencies", proof.at("/stats/dependencies"));
      ((ObjectNode) tree.at("/stats/extra")).put("sweep-failing", 0);
      tree.putArray("cycles");
      tree.putNull("cyclicComponents");
      tree.set("certificate", proof.path("certificate"));
      ((ObjectNode) tree.path("sweep")).put("failing", 0).putArray("listed");
      ((ObjectNode) tree.path("hazards")).put("processExitStatus", 0);
      if (unrechecked) {
        ((ObjectNode) tree.path("recheck")).put("mode", "none");
      }
      Files.writeString(Path.of(p), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree));
    }
    Cli.Run r = merge(parts, "--input", file, "--format", "text");
    refused(r, "the parts' verdict does not hold in " + file);
    // the scenario in words, as the reports name one, not a Java record
    assertTrue(r.err().matches("(?s).*in scenario host \\S+ dead \\(" + file + ":\\d+:\\d+\\) of the space.*"), r.transcript());
  }

  /** {@code pfcheck merge} of {@code parts} with {@code options}. */
  private static Cli.Run merge(List<String> parts, String... options) {
    List<String> args = new ArrayList<>(List.of("merge"));
    args.addAll(List.of(options));
    args.addAll(parts);
    return Cli.pfcheck(args.toArray(String[]::new));
  }

  /** {@code r} refused the merge (exit 2), writing nothing, saying {@code says} on stderr. */
  private static void refused(Cli.Run r, String says) {
    assertEquals(2, r.status(), r.transcript());
    assertTrue(r.err().contains(says), r.transcript());
    assertEquals("", r.out(), r.transcript());
  }
}

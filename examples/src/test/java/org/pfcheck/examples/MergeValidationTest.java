package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pfcheck merge} adds up only unedited parts of one sweep (issue 20, item 5): a part with a
 * number that would make it loop, with strings or missing keys where numbers belong, or whose scenarios
 * are not those of its part I/N, is refused with exit status 2 — every problem at once, each located
 * {@code file:line:col} at the value it concerns, in pfcheck's words, never a stack trace nor a JSON
 * library's wording — and never merged into a verdict.
 */
class MergeValidationTest {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final Pattern LOCATED = Pattern.compile("(?m)^(\\S+\\.json):(\\d+):(\\d+): error\\[PFC305\\]: (.*)$");

  @TempDir
  Path dir;

  private ObjectNode part1;
  private ObjectNode part2;

  @BeforeEach
  void sweepTwoParts() throws IOException {
    Path fabric = Path.of("sigcomm16-dead-server-any-fixed.pfc");
    part1 = part(fabric, "1/2");
    part2 = part(fabric, "2/2");
  }

  private ObjectNode part(Path fabric, String shard) throws IOException {
    Path out = dir.resolve("swept-" + shard.replace('/', '-') + ".json");
    Cli.Run run = Cli.pfcheck("check", fabric.toString(), "--shard", shard, "--format", "json", "-o", out.toString());
    assertEquals(0, run.status(), run.transcript());
    return (ObjectNode) JSON.readTree(Files.readString(out));
  }

  private Path write(String name, Object json) throws IOException {
    Path file = dir.resolve(name);
    Files.writeString(file, json instanceof String s ? s : JSON.writeValueAsString(json) + "\n");
    return file;
  }

  /** Merges {@code files}, which must be refused with located PFC305 errors in pfcheck's words. */
  private Cli.Run refused(Path... files) {
    String[] args = new String[files.length + 1];
    args[0] = "merge";
    for (int k = 0; k < files.length; k++) {
      args[k + 1] = files[k].toString();
    }
    Cli.Run run = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Cli.pfcheck(args));
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.out().isEmpty(), run.transcript());
    for (String leak : List.of("Exception", "\tat ", "StreamRead", "[Source:", "start marker", "jackson")) {
      assertFalse(run.err().contains(leak), leak + " in " + run.transcript());
    }
    assertTrue(LOCATED.matcher(run.err()).find(), run.transcript());
    return run;
  }

  /** The line (1-based) of {@code file} that holds {@code text}. */
  private static int lineOf(Path file, String text) throws IOException {
    List<String> lines = Files.readAllLines(file);
    for (int k = 0; k < lines.size(); k++) {
      if (lines.get(k).contains(text)) {
        return k + 1;
      }
    }
    throw new AssertionError(text + " not in " + file);
  }

  @Test
  void partsValidateAgainstThePartSchemaAndTheReportSchema() throws IOException {
    for (ObjectNode p : List.of(part1, part2)) {
      Schemas.PART.assertValid(JSON.writeValueAsString(p), "a part");
      Schemas.JSON_OUTPUT.assertValid(JSON.writeValueAsString(p), "a part");
    }
    ((ObjectNode) part1.at("/sweep/shard")).put("count", Integer.MAX_VALUE);
    assertFalse(Schemas.PART.valid(JSON.writeValueAsString(part1)));
    ((ObjectNode) part2.path("sweep")).put("failing", "0");
    assertFalse(Schemas.PART.valid(JSON.writeValueAsString(part2)));
  }

  /** A file name reaches the refusal's last line as the diagnostics show it: one line, no raw control. */
  @Test
  void anInputNamedWithANewlineStaysOnOneLine() throws IOException {
    Path odd = write("odd\nname.pfc", "network x\n");
    Cli.Run run = Cli.pfcheck("merge", write("p1.json", part1).toString(), write("p2.json", part2).toString(), "--input",
        odd.toString());
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().contains("not the parts of one sweep of " + odd.toString().replace('\n', '\u240A') + "\n"),
        run.transcript());
  }

  @Test
  void aPartSavedWithAByteOrderMarkIsRefusedInPfchecksWords() throws IOException {
    Path bom = write("bom.json", "\uFEFF" + JSON.writeValueAsString(part1) + "\n");
    Cli.Run run = refused(bom, write("p2.json", part2));
    assertTrue(run.err().contains("bom.json:1:1: error[PFC305]: ") && run.err().contains("byte-order mark"),
        run.transcript());
  }

  @Test
  void hugeStageTimesAddUpToNoNegativeTime() throws IOException {
    for (ObjectNode p : List.of(part1, part2)) {
      ((ObjectNode) p.at("/stats/millis")).put("scenarios", Long.MAX_VALUE);
      ((ObjectNode) p.at("/stats/extra")).put("sweep-classes", Long.MIN_VALUE);
    }
    Cli.Run run = Cli.pfcheck("merge", write("p1.json", part1).toString(), write("p2.json", part2).toString());
    assertEquals(0, run.status(), run.transcript());
    Schemas.JSON_OUTPUT.assertValid(run.out(), "the merged report");
    ObjectNode merged = (ObjectNode) JSON.readTree(run.out());
    assertEquals(Long.MAX_VALUE, merged.at("/stats/millis/scenarios").asLong(), run.out());
    assertEquals(Long.MIN_VALUE, merged.at("/stats/extra/sweep-classes").asLong(), run.out());
  }

  @Test
  void partsOfAFabricTheSweepDoesNotTakeSayWhatToDoInstead() throws IOException {
    // port-channels: the sweep does not take them, and --shard takes only the sweep
    String fabric = Path.of("sonic", "l2-uplinks").toString();
    String with = Path.of("sonic", "l2-uplinks", "any-dead-server.pfc").toString();
    Path part = dir.resolve("l2-1.json");
    Cli.Run check = Cli.pfcheck("check", fabric, "--with", with, "--shard", "1/2", "--format", "json", "-o", part.toString());
    assertEquals(3, check.status(), check.transcript());
    assertTrue(JSON.readTree(Files.readString(part)).path("reason").asText().contains("without --shard"),
        Files.readString(part));
    Cli.Run run = refused(part);
    assertTrue(run.err().contains("this part stopped before its sweep decided any scenario"), run.transcript());
    assertFalse(run.err().contains("sweep this part again, with a longer --timeout"), run.transcript());
    assertTrue(run.err().contains("a longer --timeout does not help"), run.transcript());
  }

  @Test
  void partsOfTwoHazardModesAreRefusedInEitherOrder() throws IOException {
    Path none = dir.resolve("none-1.json");
    Path error = dir.resolve("error-2.json");
    Path fabric = Path.of("sigcomm16-dead-server-any-fixed.pfc");
    Cli.pfcheck("check", fabric.toString(), "--shard", "1/2", "--hazards", "none", "--format", "json", "-o", none.toString());
    Cli.pfcheck("check", fabric.toString(), "--shard", "2/2", "--hazards", "error", "--format", "json", "-o", error.toString());
    for (Path[] order : List.of(new Path[] {none, error}, new Path[] {error, none})) {
      Cli.Run run = refused(order);
      assertTrue(run.err().contains("hazards.mode"), run.transcript());
    }
  }

  @Test
  void aHugePartCountIsRefusedNotLoopedOver() throws IOException {
    ((ObjectNode) part1.at("/sweep/shard")).put("count", Integer.MAX_VALUE);
    Path bad = write("bad.json", part1);
    Cli.Run run = refused(bad);
    assertTrue(run.err().contains(bad + ":" + lineOf(bad, "2147483647") + ":"), run.transcript());
    assertTrue(run.err().contains("sweep.shard.count is 2147483647, outside 1..1000000"), run.transcript());
  }

  @Test
  void aTinyHandWrittenPartIsRefused() throws IOException {
    Path tiny = write("tiny.json", "{\"schemaVersion\":1,\"verdict\":\"deadlock-free\",\"exitStatus\":0,\"sweep\":"
        + "{\"shard\":{\"index\":1,\"count\":2147483647},\"spaceScenarios\":7,\"partScenarios\":7}}\n");
    Cli.Run run = refused(tiny);
    assertTrue(run.err().contains("tiny.json:1:69: error[PFC305]: sweep.decided is missing, not an integer"),
        run.transcript());
    assertTrue(run.err().contains("16 errors"), run.transcript());
  }

  @Test
  void stringAndMissingNumbersAreAllReportedAtOnce() throws IOException {
    ((ObjectNode) part1.path("sweep")).put("partScenarios", "3");
    ((ObjectNode) part2.path("sweep")).remove(List.of("decided", "failing"));
    Path a = write("a.json", part1);
    Path b = write("b.json", part2);
    Cli.Run run = refused(a, b);
    assertTrue(run.err().contains(a + ":" + lineOf(a, "\"partScenarios\" : \"3\"") + ":"), run.transcript());
    assertTrue(run.err().contains("sweep.partScenarios is a string \"3\", not an integer"), run.transcript());
    assertTrue(run.err().contains("sweep.decided is missing"), run.transcript());
    assertTrue(run.err().contains("sweep.failing is missing"), run.transcript());
    Matcher m = LOCATED.matcher(run.err());
    int errors = 0;
    while (m.find()) {
      errors++;
    }
    assertTrue(errors >= 3, run.transcript());
    assertTrue(run.err().contains("sweep this part again"), run.transcript());
  }

  @Test
  void aPartWhoseScenariosAreNotThoseOfItsIndexIsRefused() throws IOException {
    // what a part of another sharding looks like: its own scenarios, counted honestly, but not part 1/2's
    ((ObjectNode) part1.path("sweep")).put("part", "0123456789abcdef");
    Cli.Run run = refused(write("other.json", part1), write("two.json", part2));
    assertTrue(run.err().contains("is not the digest of part 1/2's scenarios"), run.transcript());
  }

  @Test
  void countsThatContradictTheVerdictAreRefused() throws IOException {
    ((ObjectNode) part1.path("sweep")).put("decided", 0).put("complete", false);
    ((ObjectNode) part1.path("sweep").path("decidedBy")).removeAll();
    Cli.Run run = refused(write("free.json", part1), write("two.json", part2));
    assertTrue(run.err().contains("the verdict deadlock-free does not follow from the part's counts"),
        run.transcript());
  }

  /** Two parts run together ({@code cat p1.json p2.json}) are not the first one: merge would drop the second. */
  @Test
  void somethingAfterThePartsJsonIsRefused() throws IOException {
    String one = JSON.writeValueAsString(part1);
    Path both = write("both.json", one + "\n" + JSON.writeValueAsString(part2) + "\n");
    Cli.Run run = refused(both);
    int line = (int) one.lines().count() + 1;
    assertTrue(run.err().contains("both.json:" + line + ":1: error[PFC305]: ") && run.err().contains("more than one JSON"
        + " value"), run.transcript());
    Path nul = write("nul.json", one + "\u0000");
    assertTrue(refused(nul, write("p2.json", part2)).err().contains("more than one JSON value"), "a stray NUL");
    // a NUL first: not 'empty' (as Jackson's end of input would have it) but a control character out of place
    String first = refused(write("nul-first.json", "\u0000" + one), write("p2.json", part2)).err();
    assertTrue(first.contains("control character 0 outside a string") && !first.contains("is empty"), first);
    // comments, NaN and a leading '+' are said without the parser's names for its settings
    for (String odd : List.of("/* part */" + one, one.replaceFirst("\"schemaVersion\" : 1", "\"schemaVersion\" : NaN"),
        one.replaceFirst("\"schemaVersion\" : 1", "\"schemaVersion\" : +1"))) {
      String err = refused(write("odd.json", odd)).err();
      assertFalse(err.contains("Feature") || err.contains("enable `"), err);
    }
  }

  @Test
  void malformedJsonIsSaidInPfchecksWords() throws IOException {
    Path cut = write("cut.json", "{\"schemaVersion\": 1,\n  \"sweep\": {\n");
    Cli.Run run = refused(cut);
    assertTrue(run.err().contains("opened at line 2"), run.transcript());
    Path twice = write("twice.json", "{\"schemaVersion\": 1, \"schemaVersion\": 1}\n");
    assertTrue(refused(twice).err().contains("twice.json:1:"), "a duplicate key is located");
    assertTrue(refused(write("deep.json", "[".repeat(1500) + "]".repeat(1500))).err()
        .contains("objects and arrays nested 1001 deep, more than the 1000 pfcheck reads"));
    assertTrue(refused(write("long.json", "{\"schemaVersion\": " + "9".repeat(2000) + "}")).err()
        .contains("a number of 2000 digits, more than the 1000 pfcheck reads"));
    Path empty = write("empty.json", "");
    assertTrue(refused(empty).err().contains("empty.json:1:1: error[PFC305]: " + empty + " is empty: it holds no JSON"),
        "an empty part is named");
    // the parser's phrasing never reaches the user
    String notJson = refused(write("text.json", "hello\n")).err();
    assertTrue(notJson.contains("'hello' is not a JSON value") && !notJson.contains("Unrecognized token"), notJson);
    String twiceWords = refused(twice).err();
    assertTrue(twiceWords.contains("the member 'schemaVersion' is written twice") && !twiceWords.contains("Duplicate"),
        twiceWords);
    Path latin1 = dir.resolve("latin1.json");
    Files.write(latin1, new byte[] {'{', '"', (byte) 0xff, '"', '}'});
    Cli.Run notText = Cli.pfcheck("merge", latin1.toString());
    assertEquals(2, notText.status(), notText.transcript());
    assertTrue(notText.err().contains("not UTF-8 text"), notText.transcript());
  }
}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every fixture under {@code src/test/resources/bad} marks each expected diagnostic with a comment
 * {@code # expect-error: PFCnnn} on the line before the offending one. pfcheck must exit 2 and print
 * {@code file:line:col: error[PFCnnn]} for each, the source line, no other error, and never a stack
 * trace.
 */
class BadInputTest {
  private static final Path BAD = Path.of("src", "test", "resources", "bad");
  private static final Pattern MARK = Pattern.compile("#\\s*expect-error:\\s*(PFC\\d{3})");

  @TestFactory
  Stream<DynamicTest> everyBadFixtureIsReportedWhereItsMarkersSay() throws IOException {
    try (Stream<Path> files = Files.list(BAD)) {
      return files.filter(p -> p.toString().endsWith(".pfc")).sorted().toList().stream()
          .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }
  }

  private static void check(Path fixture) throws IOException {
    String file = fixture.toString();
    List<String> lines = Files.readAllLines(fixture);
    List<String[]> expected = new ArrayList<>();
    for (int k = 0; k < lines.size(); k++) {
      Matcher m = MARK.matcher(lines.get(k));
      if (m.find()) {
        expected.add(new String[] {m.group(1), Integer.toString(k + 2)});
      }
    }
    assertFalse(expected.isEmpty(), file + " has no '# expect-error:' marker");
    Cli.Run run = Cli.pfcheck("check", file);
    assertEquals(2, run.status(), run.transcript());
    assertEquals("", run.out(), run.transcript());
    for (String[] e : expected) {
      Pattern header = Pattern.compile("(?m)^" + Pattern.quote(file + ":" + e[1] + ":") + "\\d+: error\\[" + e[0] + "\\]: .+$");
      assertTrue(header.matcher(run.err()).find(), "expected " + e[0] + " at line " + e[1] + "\n" + run.transcript());
      String source = lines.get(Integer.parseInt(e[1]) - 1);
      assertTrue(run.err().contains(" | " + source + "\n"), "the source line is quoted\n" + run.transcript());
    }
    long errors = run.err().lines().filter(l -> l.matches(".*:\\d+:\\d+: error\\[PFC\\d{3}\\]: .*")).count();
    assertEquals(expected.size(), errors, "exactly the marked errors, no cascades\n" + run.transcript());
    assertTrue(run.err().matches("(?s).*\\n\\d+ errors?(, \\d+ warnings?)?\\n$"), "ends with a summary\n" + run.transcript());
    assertFalse(run.err().contains("\tat org."), "no stack trace\n" + run.transcript());
  }
}

package org.pfcheck.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden-file comparison: the expected output of a renderer is a file under
 * {@code src/test/resources/golden/}, reviewed in diffs. Run the tests with
 * {@code -Dpfcheck.updateGolden=true} to rewrite the files from the current outputs. Timings are
 * masked on both sides so that real outputs compare too.
 */
public final class Golden {
  /** The directory of the golden files, relative to the module (where Maven runs tests). */
  public static final Path DIR = Path.of("src", "test", "resources", "golden");

  private Golden() {
  }

  /** Whether this run rewrites golden files. */
  public static boolean updating() {
    return Boolean.getBoolean("pfcheck.updateGolden");
  }

  /** {@code text} with timings replaced: {@code 16 ms} → {@code N ms}, {@code time="0.016"} → {@code time="N"}. */
  public static String mask(String text) {
    return text.replaceAll("\\b\\d+ ms\\b", "N ms").replaceAll("time=\"[0-9.]+\"", "time=\"N\"");
  }

  /** Asserts that {@code actual} equals golden file {@code name} (or rewrites it when updating). */
  public static void check(String name, String actual) {
    Path file = DIR.resolve(name);
    String masked = mask(actual);
    try {
      if (updating()) {
        Files.createDirectories(DIR);
        Files.writeString(file, masked);
        return;
      }
      assertTrue(Files.exists(file), () -> "no golden file " + file + "; run with -Dpfcheck.updateGolden=true");
      assertEquals(Files.readString(file), masked, () -> "output differs from " + file
          + "; if the change is intended, run with -Dpfcheck.updateGolden=true and review the diff");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

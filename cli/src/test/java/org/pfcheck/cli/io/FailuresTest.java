package org.pfcheck.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.bdg.InsufficientHeapException;

class FailuresTest {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

  private String printed() {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void internalErrorAsksForAReportWithoutStackTrace() {
    int status = Failures.internal(new IllegalStateException("counterexample re-check failed"), err, false);
    assertEquals(4, status);
    assertTrue(printed().startsWith("pfcheck: internal error: IllegalStateException: counterexample re-check failed;"
        + " please report"), printed());
    assertFalse(printed().contains("\tat "), printed());
  }

  @Test
  void internalErrorShowsTheStackTraceWhenVerbose() {
    Failures.internal(new IllegalStateException("boom"), err, true);
    assertTrue(printed().contains("\tat org.pfcheck.cli.io.FailuresTest"), printed());
  }

  @Test
  void outOfMemoryNamesTheHeapAndTheRemedy() {
    assertEquals(2, Failures.outOfMemory(err));
    assertTrue(printed().matches("error\\[PFC301\\]: input too large for the heap \\(\\d+ MiB usable\\); rerun with"
        + " JAVA_OPTS=-Xmx8g\\n"), printed());
  }

  @Test
  void anAnalysisRefusedForLackOfHeapNamesTheSizeItNeeds() {
    InsufficientHeapException refused = new InsufficientHeapException(3L << 30, 1L << 30,
        "the buffer-dependency graph of 655360 queues");
    assertEquals(2, Failures.internal(refused, err, false));
    assertEquals("error[PFC301]: input too large for the heap: the buffer-dependency graph of 655360 queues needs"
        + " about 3.00 GiB of heap; the JVM's usable heap is 1.00 GiB; rerun with JAVA_OPTS=-Xmx4g\n", printed());
  }
}

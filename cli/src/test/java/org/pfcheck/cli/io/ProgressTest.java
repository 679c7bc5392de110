package org.pfcheck.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressTest {
  private static Streams streams(ByteArrayOutputStream err, boolean interactive) {
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    return new Streams(InputStream.nullInputStream(), new PrintStream(new ByteArrayOutputStream()), e, Terminal.NONE,
        interactive);
  }

  @Test
  void anInteractiveTerminalSeesTheStageRedrawnThenErased() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try (Progress p = Progress.on(streams(err, true), false)) {
      p.stage("analysing net.pfc (graph engine)");
      long deadline = System.nanoTime() + 30_000_000_000L;  // the first draw comes after 1 s; a loaded machine may be late
      while (err.size() == 0 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
    }
    String shown = err.toString(StandardCharsets.UTF_8);
    assertTrue(shown.startsWith("\r\u001b[Kpfcheck: analysing net.pfc (graph engine)… "), shown);
    assertTrue(shown.endsWith("\r\u001b[K"), "erased at the end: " + shown);
  }

  @Test
  void pipesQuietRunsAndQuickRunsSeeNothing() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try (Progress p = Progress.on(streams(err, false), false)) {
      p.stage("reading");
      Thread.sleep(1200);
    }
    try (Progress p = Progress.on(streams(err, true), true)) {
      p.stage("reading");
      Thread.sleep(1200);
    }
    try (Progress p = Progress.on(streams(err, true), false)) {
      p.stage("reading");
    }
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }
}

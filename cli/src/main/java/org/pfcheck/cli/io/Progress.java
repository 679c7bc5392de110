package org.pfcheck.cli.io;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.pfcheck.pipeline.Durations;
import org.pfcheck.pipeline.Stages;

/**
 * A one-line progress display on stderr for long runs: the current stage and the time spent in it,
 * redrawn in place a few times a second, erased when the run ends. Shown only when stderr is an
 * interactive terminal and {@code --quiet} is off, and only after the first second, so that quick
 * runs, pipes, files and CI logs never see it. Thread-safe.
 */
public final class Progress implements AutoCloseable, Stages {
  private static final long DELAY_MILLIS = 1000;
  private static final long PERIOD_MILLIS = 250;

  private final PrintStream err;
  private final ScheduledExecutorService ticker;
  private ScheduledFuture<?> task;
  private String stage = "";
  private long stageStart;
  private boolean drawn;
  private long done;
  private long total;
  private long countStart;

  private Progress(PrintStream err, boolean enabled) {
    this.err = err;
    this.ticker = enabled ? Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "pfcheck-progress");
      t.setDaemon(true);
      return t;
    }) : null;
  }

  /** A display on {@code streams}' stderr when it is interactive and {@code quiet} is off; else a no-op. */
  public static Progress on(Streams streams, boolean quiet) {
    return new Progress(streams.err(), streams.interactiveErr() && !quiet);
  }

  /** Enters {@code name} ("reading net.pfc", "analysing with graph"), shown with its elapsed time. */
  @Override
  public synchronized void stage(String name) {
    stage = name;
    stageStart = System.nanoTime();
    total = 0;
    if (ticker != null && task == null) {
      task = ticker.scheduleAtFixedRate(this::draw, DELAY_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }
  }

  /**
   * Within the current stage, {@code decided} of {@code all} units of work (a sweep's classes of
   * scenarios) are done: shown as a bar with an estimate of the time left.
   */
  public synchronized void classes(long decided, long all) {
    if (total != all) {
      countStart = System.nanoTime();
    }
    done = decided;
    total = all;
  }

  private synchronized void draw() {
    long now = System.nanoTime();
    double seconds = (now - stageStart) / 1e9;
    err.print("\r\u001b[Kpfcheck: " + stage + "… " + String.format(Locale.ROOT, "%.1f s", seconds)
        + (total > 0 ? bar(done, total, (now - countStart) / 1e9) : ""));
    err.flush();
    drawn = true;
  }

  /** " [#####     ] 1,234/16,385 classes, about 12 s left" (no estimate before the first is done). */
  static String bar(long done, long total, double seconds) {
    int width = 20;
    int filled = (int) Math.min(width, done * width / Math.max(1, total));
    String left = done == 0 ? "" : ", about " + Durations.roughly((long) (seconds * (total - done) / done * 1000))
        + " left";
    return String.format(Locale.ROOT, " [%s%s] %,d/%,d classes%s", "#".repeat(filled), " ".repeat(width - filled),
        done, total, left);
  }

  /** Stops and erases the display. */
  @Override
  public synchronized void close() {
    if (ticker == null) {
      return;
    }
    ticker.shutdownNow();
    if (drawn) {
      err.print("\r\u001b[K");
      err.flush();
      drawn = false;
    }
  }
}

package org.pfcheck.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A one-line progress display on stderr for long runs: the current stage and the time spent in it,
 * redrawn in place a few times a second, erased when the run ends. Shown only when stderr is an
 * interactive terminal and {@code --quiet} is off, and only after the first second, so that quick
 * runs, pipes, files and CI logs never see it. Thread-safe.
 */
final class Progress implements AutoCloseable {
  private static final long DELAY_MILLIS = 1000;
  private static final long PERIOD_MILLIS = 250;

  private final PrintStream err;
  private final ScheduledExecutorService ticker;
  private ScheduledFuture<?> task;
  private String stage = "";
  private long stageStart;
  private boolean drawn;

  private Progress(PrintStream err, boolean enabled) {
    this.err = err;
    this.ticker = enabled ? Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "pfcheck-progress");
      t.setDaemon(true);
      return t;
    }) : null;
  }

  /** A display on {@code streams}' stderr when it is interactive and {@code quiet} is off; else a no-op. */
  static Progress on(Streams streams, boolean quiet) {
    return new Progress(streams.err(), streams.interactiveErr() && !quiet);
  }

  /** Enters {@code name} ("reading net.pfc", "analysing with graph"), shown with its elapsed time. */
  synchronized void stage(String name) {
    stage = name;
    stageStart = System.nanoTime();
    if (ticker != null && task == null) {
      task = ticker.scheduleAtFixedRate(this::draw, DELAY_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }
  }

  private synchronized void draw() {
    double seconds = (System.nanoTime() - stageStart) / 1e9;
    err.print("\r\u001b[Kpfcheck: " + stage + "… " + String.format(Locale.ROOT, "%.1f s", seconds));
    err.flush();
    drawn = true;
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

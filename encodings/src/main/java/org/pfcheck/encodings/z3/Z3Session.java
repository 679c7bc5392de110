package org.pfcheck.encodings.z3;

import com.microsoft.z3.Context;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A Z3 context that keeps to a deadline: at the deadline it is interrupted (Z3 stops any solver or
 * simplifier at work, which then answers unknown), and closing it hands the teardown, which can take
 * seconds for a large query, to a background thread. So an analysis answers at its deadline, not when
 * Z3 has finished freeing its memory (issue 10: Z3 runs ended about 3 s late). Used by one thread;
 * close it exactly once (try-with-resources).
 */
final class Z3Session implements AutoCloseable {
  private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "pfcheck-z3-timer");
    t.setDaemon(true);
    return t;
  });

  private final Context ctx = new Context();
  private final ScheduledFuture<?> alarm;
  private boolean closed;

  /** A new context, interrupted at {@code deadlineNanos} ({@link System#nanoTime} time). */
  Z3Session(long deadlineNanos) {
    alarm = TIMER.schedule(this::interrupt, Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
  }

  Context context() {
    return ctx;
  }

  private synchronized void interrupt() {
    if (!closed) {
      ctx.interrupt();
    }
  }

  /** Ends the session: no more interrupts; the context is closed on a background thread. */
  @Override
  public void close() {
    synchronized (this) {
      closed = true;
      alarm.cancel(false);
    }
    Thread teardown = new Thread(ctx::close, "pfcheck-z3-teardown");
    teardown.setDaemon(true);
    teardown.start();
  }
}

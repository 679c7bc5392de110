package org.pfcheck.analyzer.bdg;

import java.time.Duration;

/** A wall-clock limit checked between units of work. Immutable. */
public final class Deadline {
  private static final Deadline NONE = new Deadline(Long.MAX_VALUE);
  private final long nanos;

  private Deadline(long nanos) {
    this.nanos = nanos;
  }

  /** No limit. */
  public static Deadline none() {
    return NONE;
  }

  /** {@code budget} from now. */
  public static Deadline after(Duration budget) {
    long now = System.nanoTime();
    long limit = budget.toNanos();
    return new Deadline(limit >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + limit);
  }

  /** A deadline {@code nanos} before this one (no earlier than now; no limit stays no limit). */
  public Deadline earlier(long nanos) {
    if (this.nanos == Long.MAX_VALUE) {
      return this;
    }
    long now = System.nanoTime();
    return new Deadline(this.nanos - nanos - now > 0 ? this.nanos - nanos : now);
  }

  /** Whether the limit has passed. */
  public boolean expired() {
    return nanos != Long.MAX_VALUE && System.nanoTime() - nanos > 0;
  }
}

package org.pfcheck.analyzer.bdg;

import java.util.Locale;

/**
 * Thrown before a buffer-dependency graph is built when the estimate of the memory it needs exceeds
 * the heap: the caller can say so, with the size to ask for, instead of failing half-way with an
 * {@link OutOfMemoryError}. Immutable.
 */
public final class InsufficientHeapException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private static final long GIB = 1L << 30;
  private final long neededBytes;
  private final long maxBytes;

  /** {@code what} ("the buffer-dependency graph of …") needs {@code neededBytes}; the heap holds {@code maxBytes}. */
  public InsufficientHeapException(long neededBytes, long maxBytes, String what) {
    // the usable heap, not an -Xmx: collectors keep part of -Xmx back (the parallel one a survivor space)
    super(String.format(Locale.ROOT, "%s needs about %s of heap; the JVM's usable heap is %s", what,
        size(neededBytes), size(maxBytes)));
    this.neededBytes = neededBytes;
    this.maxBytes = maxBytes;
  }

  /** The estimated bytes needed. */
  public long neededBytes() {
    return neededBytes;
  }

  /** The heap's limit in bytes. */
  public long maxBytes() {
    return maxBytes;
  }

  /** A heap setting with room to spare: the estimate plus a quarter, in whole GiB, e.g. "-Xmx6g". */
  public String suggestedOption() {
    return "-Xmx" + (neededBytes * 5 / 4 + GIB - 1) / GIB + "g";
  }

  static String size(long bytes) {
    return bytes >= GIB ? String.format(Locale.ROOT, "%.2f GiB", bytes / (double) GIB)
        : String.format(Locale.ROOT, "%d MiB", bytes >> 20);
  }
}

package org.pfcheck.importers;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How long each stage of one import took, in the order the stages ended ({@code read}, {@code stitch},
 * {@code emit}: what {@link ImportResult#millis} holds and {@code -v} prints). The clock starts when this is
 * made; each {@link #end} records the time since the previous one. Working state of one import.
 */
public final class ImportStages {
  private final Map<String, Long> millis = new LinkedHashMap<>();
  private long lap = System.nanoTime();

  /** Records that {@code stage} ended now. */
  public void end(String stage) {
    long now = System.nanoTime();
    millis.put(stage, (now - lap) / 1_000_000);
    lap = now;
  }

  /** The stages that ended so far, with their milliseconds, in order. */
  public Map<String, Long> millis() {
    return Collections.unmodifiableMap(millis);
  }
}

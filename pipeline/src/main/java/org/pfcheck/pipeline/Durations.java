package org.pfcheck.pipeline;

import java.time.Duration;

/** Durations in the words the options use: 30s, 5m, 1h, 250ms. */
public final class Durations {
  private Durations() {
  }

  public static String words(Duration d) {
    if (d.getNano() % 1_000_000 != 0) {
      return d.toString();  // not whole milliseconds (--timeout PT0.000000001S): "0h" said it was none
    }
    long ms = d.toMillis();
    if (ms % 3_600_000 == 0) {
      return ms / 3_600_000 + "h";
    } else if (ms % 60_000 == 0) {
      return ms / 60_000 + "m";
    } else if (ms % 1000 == 0) {
      return ms / 1000 + "s";
    }
    return ms + "ms";
  }

  /** An estimate of {@code millis} in words: "12 s", "3 min", "2 h 5 min". */
  public static String roughly(long millis) {
    long s = Math.max(0, (millis + 500) / 1000);
    if (s < 100) {
      return s + " s";
    }
    long m = (s + 30) / 60;
    return m < 100 ? m + " min" : m / 60 + " h " + m % 60 + " min";
  }
}

package org.pfcheck.cli;

import java.time.Duration;

/** Durations in the words the options use: 30s, 5m, 1h, 250ms. */
final class Durations {
  private Durations() {
  }

  static String words(Duration d) {
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
}

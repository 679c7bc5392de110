package org.pfcheck.model.hazards;

/**
 * Times and sizes as the language writes them (docs/language.md, "Hazard settings"): the largest unit
 * that divides the amount exactly, so that reading the text back gives the same amount. Stateless.
 */
public final class Amounts {
  private static final String[] SIZE_UNITS = {"TB", "GB", "MB", "KB"};

  private Amounts() {}

  /** A timer in seconds: {@code 1d}, {@code 4h}, {@code 5m} or {@code 30s}. */
  public static String seconds(long seconds) {
    if (seconds % 86400 == 0) {
      return seconds / 86400 + "d";
    }
    if (seconds % 3600 == 0) {
      return seconds / 3600 + "h";
    }
    return seconds % 60 == 0 ? seconds / 60 + "m" : seconds + "s";
  }

  /** {@code 2h}, {@code 5m}, {@code 2s} or {@code 150ms}. */
  public static String millis(long ms) {
    if (ms % 3_600_000 == 0) {
      return ms / 3_600_000 + "h";
    }
    if (ms % 60_000 == 0) {
      return ms / 60_000 + "m";
    }
    return ms % 1000 == 0 ? ms / 1000 + "s" : ms + "ms";
  }

  /** {@code 2MB}, {@code 4KB} or {@code 100B} (binary units: 1KB is 1024 bytes). */
  public static String bytes(long bytes) {
    if (bytes == 0) {
      return "0B";  // not "0TB": zero is a whole number of every unit
    }
    for (int i = 0; i < SIZE_UNITS.length; i++) {
      long unit = 1L << (10 * (SIZE_UNITS.length - i));
      if (bytes % unit == 0) {
        return bytes / unit + SIZE_UNITS[i];
      }
    }
    return bytes + "B";
  }
}

package org.pfcheck.reports.replay;

import java.util.Locale;

/** Simulated times as people read them: 0.506 ms, 1.68 ms, 201.7 ms, 1.2 s. Stateless. */
public final class Times {
  private Times() {
  }

  /** {@code nanos} with three significant digits and a unit. */
  public static String of(long nanos) {
    if (nanos < 1_000) {
      return nanos + " ns";
    }
    if (nanos < 1_000_000) {
      return three(nanos / 1e3) + " µs";
    }
    if (nanos < 1_000_000_000) {
      return three(nanos / 1e6) + " ms";
    }
    return three(nanos / 1e9) + " s";
  }

  /** Microseconds, for JSON: the and the schema's unit, with nanosecond precision kept. */
  public static double micros(long nanos) {
    return nanos / 1e3;
  }

  private static String three(double v) {
    String s = v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : v >= 10 ? String.format(Locale.ROOT, "%.1f", v)
        : String.format(Locale.ROOT, "%.2f", v);
    return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
  }
}

package org.pfcheck.analyzer.hazards;

import java.util.Locale;
import org.pfcheck.model.hazards.Amounts;

/** Sizes and counts in words for hazard messages: {@code 8MB}, {@code 9 million}. Stateless. */
final class Sizes {
  private Sizes() {}

  /** {@code bytes} as the language writes it: {@code 4KB}, {@code 8MB}, {@code 100B}. */
  static String text(long bytes) {
    return Amounts.bytes(bytes);
  }

  /** A large count rounded for reading: {@code 9 million}, {@code 12 thousand}, {@code 640}. */
  static String count(double n) {
    if (n >= 1e9) {
      return String.format(Locale.ROOT, "%.0f billion", n / 1e9);
    }
    if (n >= 1e6) {
      return String.format(Locale.ROOT, "%.0f million", n / 1e6);
    }
    return n >= 1e4 ? String.format(Locale.ROOT, "%.0f thousand", n / 1e3) : String.format(Locale.ROOT, "%.0f", n);
  }
}

package org.pfcheck.grammar.assembly;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.hazards.Fraction;

/**
 * The values of hazard settings: times in milliseconds ({@code 100ms}, {@code 2s}), sizes in bytes
 * ({@code 4KB}, {@code 2MB}, binary units) and fractions ({@code 1/16}). Bad values become diagnostics
 * (PFC005, PFC008) and an empty result. Not thread-safe; one per reading.
 */
final class HazardValues {
  private static final Pattern TIME = Pattern.compile("([0-9]+)(ms|s|m|h)");
  private static final Pattern SIZE = Pattern.compile("([0-9]+)(B|KB|MB|GB|TB)");
  private static final long MAX_MILLIS = 86_400_000L;

  private final Diagnostics diagnostics;

  HazardValues(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** A positive time of at most a day, in milliseconds; PFC005 when bad. */
  OptionalLong millis(Tok t) {
    String hint = "write a whole number and a unit: ms, s, m or h (e.g. 100ms, 2s)";
    Matcher m = TIME.matcher(t.text());
    if (!m.matches()) {
      diagnostics.report(Code.PFC005, t.span(), "'" + t.text() + "' is not a time", hint);
      return OptionalLong.empty();
    }
    long unit = switch (m.group(2)) {
      case "ms" -> 1;
      case "s" -> 1000;
      case "m" -> 60_000;
      default -> 3_600_000;
    };
    OptionalLong v = scaled(m.group(1), unit, MAX_MILLIS);
    if (v.isEmpty()) {
      diagnostics.report(Code.PFC005, t.span(), "time " + t.text() + " must be positive and at most a day (24h)", hint);
    }
    return v;
  }

  /** A positive size in bytes (KB = 1024 bytes), at most 2^50; PFC008 when bad. */
  OptionalLong bytes(Tok t) {
    String hint = "write a whole number and a unit: B, KB, MB, GB or TB (binary: 1KB = 1024B), e.g. 4KB, 2MB";
    Matcher m = SIZE.matcher(t.text());
    if (!m.matches()) {
      diagnostics.report(Code.PFC008, t.span(), "'" + t.text() + "' is not a size", hint);
      return OptionalLong.empty();
    }
    int shift = switch (m.group(2)) {
      case "B" -> 0;
      case "KB" -> 10;
      case "MB" -> 20;
      case "GB" -> 30;
      default -> 40;
    };
    OptionalLong v = scaled(m.group(1), 1L << shift, 1L << 50);
    if (v.isEmpty()) {
      diagnostics.report(Code.PFC008, t.span(), "size " + t.text() + " must be positive and at most 1024TB", hint);
    }
    return v;
  }

  /** A positive fraction {@code n} or {@code n/d}, reduced; PFC008 when zero or too large. */
  Optional<Fraction> fraction(Tok numerator, Optional<Tok> denominator) {
    try {
      long n = Long.parseLong(numerator.text());
      long d = denominator.isPresent() ? Long.parseLong(denominator.get().text()) : 1;
      if (n > 0 && d > 0 && n <= Integer.MAX_VALUE && d <= Integer.MAX_VALUE) {
        return Optional.of(Fraction.of(n, d));
      }
    } catch (NumberFormatException e) {
      // too long for a long: reported below
    }
    String text = numerator.text() + denominator.map(t -> "/" + t.text()).orElse("");
    diagnostics.report(Code.PFC008, numerator.span(), "'" + text + "' is not a positive fraction",
        "write a whole number or a fraction of whole numbers above 0, e.g. 1/16 or 2");
    return Optional.empty();
  }

  private static OptionalLong scaled(String digits, long unit, long max) {
    try {
      long v = Math.multiplyExact(Long.parseLong(digits), unit);
      return v > 0 && v <= max ? OptionalLong.of(v) : OptionalLong.empty();
    } catch (ArithmeticException | NumberFormatException e) {
      return OptionalLong.empty();
    }
  }
}

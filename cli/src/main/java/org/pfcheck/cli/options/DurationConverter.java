package org.pfcheck.cli.options;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads durations as people write them: {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}, {@code 1d}, or ISO {@code PT30S}. */
public final class DurationConverter implements ITypeConverter<Duration> {
  /** The longest duration accepted: a year (longer ones overflow the engines' nanosecond deadlines). */
  static final Duration MAXIMUM = Duration.ofDays(365);

  private static final Pattern SIMPLE = Pattern.compile("(\\d{1,9})\\s*(ms|s|m|h|d)?");

  @Override
  public Duration convert(String value) {
    String v = value.strip().toLowerCase(Locale.ROOT);
    Matcher m = SIMPLE.matcher(v);
    Duration d;
    if (m.matches()) {
      long n = Long.parseLong(m.group(1));
      String unit = m.group(2) == null ? "s" : m.group(2);
      d = switch (unit) {
        case "ms" -> Duration.ofMillis(n);
        case "m" -> Duration.ofMinutes(n);
        case "h" -> Duration.ofHours(n);
        case "d" -> Duration.ofDays(n);
        default -> Duration.ofSeconds(n);
      };
    } else {
      try {
        d = Duration.parse(value.strip().toUpperCase(Locale.ROOT));
      } catch (DateTimeParseException | ArithmeticException e) {
        throw new TypeConversionException("'" + value + "' is not a duration (write e.g. 30s, 5m, 1h)");
      }
    }
    if (d.isZero() || d.isNegative()) {
      throw new TypeConversionException("'" + value + "' is not a positive duration");
    }
    if (d.compareTo(MAXIMUM) > 0) {
      throw new TypeConversionException("'" + value + "' is too long: the maximum is "
          + MAXIMUM.toDays() + "d");
    }
    return d;
  }
}

package org.pfcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class DurationConverterTest {
  private final DurationConverter converter = new DurationConverter();

  @Test
  void readsTheUnitsPeopleWrite() {
    assertEquals(Duration.ofMillis(500), converter.convert("500ms"));
    assertEquals(Duration.ofSeconds(30), converter.convert("30s"));
    assertEquals(Duration.ofSeconds(30), converter.convert("30"));
    assertEquals(Duration.ofMinutes(5), converter.convert("5m"));
    assertEquals(Duration.ofHours(1), converter.convert("1H"));
    assertEquals(Duration.ofDays(2), converter.convert("2d"));
    assertEquals(Duration.ofSeconds(90), converter.convert("PT1M30S"));
  }

  @Test
  void rejectsNonsenseAndZero() {
    assertThrows(TypeConversionException.class, () -> converter.convert("soon"));
    assertThrows(TypeConversionException.class, () -> converter.convert("0s"));
    assertThrows(TypeConversionException.class, () -> converter.convert("-5s"));
  }

  @Test
  void printsDurationsBackInTheSameWords() {
    assertEquals("30s", Durations.words(Duration.ofSeconds(30)));
    assertEquals("10m", Durations.words(Duration.ofMinutes(10)));
    assertEquals("2h", Durations.words(Duration.ofHours(2)));
    assertEquals("1500ms", Durations.words(Duration.ofMillis(1500)));
  }
}

package org.pfcheck.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.pfcheck.pipeline.Durations;
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
  void rejectsDurationsLongerThanTheMaximumSayingIt() {
    assertEquals(Duration.ofDays(365), converter.convert("365d"));
    for (String tooLong : new String[] {"366d", "106752d", "3000000h", "PT2562048H", "99999999d", "999999999d",
        "P9999999999D", "PT9999999999999999999H"}) {
      TypeConversionException e = assertThrows(TypeConversionException.class, () -> converter.convert(tooLong), tooLong);
      assertTrue(e.getMessage().contains("'" + tooLong + "'"), e.getMessage());
    }
    assertEquals("'106752d' is too long: the maximum is 365d",
        assertThrows(TypeConversionException.class, () -> converter.convert("106752d")).getMessage());
  }

  @Test
  void printsDurationsBackInTheSameWords() {
    assertEquals("30s", Durations.words(Duration.ofSeconds(30)));
    assertEquals("10m", Durations.words(Duration.ofMinutes(10)));
    assertEquals("2h", Durations.words(Duration.ofHours(2)));
    assertEquals("1500ms", Durations.words(Duration.ofMillis(1500)));
  }

  @Test
  void aTimeoutIsNamedAsGiven() throws Exception {
    assertEquals("PT0.000000001S", Durations.words(converter.convert("PT0.000000001S")));  // was "0h"
    assertEquals("PT1.0005S", Durations.words(converter.convert("PT1.0005S")));
    assertEquals("250ms", Durations.words(converter.convert("250ms")));
    assertEquals("90s", Durations.words(converter.convert("90s")));
    assertEquals("5m", Durations.words(converter.convert("5m")));
    assertEquals("48h", Durations.words(converter.convert("2d")));
  }
}

package org.pfcheck.reports.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.Fixtures;

/** storm's renderers: an input's errors are findings in SARIF and HTML only, as in check's. */
class StormFormatTest {
  @Test
  void inputErrorsAreFindingsOnlyWhereAFormatCarriesThem() {
    Diagnostic error = Diagnostic.of(Code.PFC103, Fixtures.line(2), "dead names host 'hz', which is not declared", "");
    StormReport r = new StormReport(Fixtures.FILE, f -> Fixtures.LINES, Path.of(""), Optional.empty(), List.of(error),
        false, false);
    EnumSet<StormFormat> carrying = EnumSet.of(StormFormat.SARIF, StormFormat.HTML);
    for (StormFormat f : StormFormat.values()) {
      Optional<String> text = f.render(r);
      assertEquals(carrying.contains(f), text.isPresent(), f + ": " + text);
      text.ifPresent(t -> assertTrue(t.contains("PFC103"), f + ": " + t));
    }
  }

  @Test
  void everyCommandsFormatsAreNamedInLowerCaseAsOptionRulesCompareThem() {
    for (Enum<?>[] formats : List.of(ReportFormat.values(), StormFormat.values(), DiffFormat.values(),
        RepairFormat.values(), ReplayFormat.values())) {
      for (Enum<?> f : formats) {
        assertEquals(f.name().toLowerCase(java.util.Locale.ROOT), f.toString());
      }
    }
  }
}

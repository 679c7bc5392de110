package org.pfcheck.reports.format;

import java.util.Locale;
import java.util.Optional;
import org.pfcheck.reports.diff.DiffReport;
import org.pfcheck.reports.sarif.SarifReport;

/** The formats of {@code pfcheck diff}'s report (docs/cli.md, "diff"). */
public enum DiffFormat implements Renderer<ChangeReport> {
  /** The change for people. */
  TEXT {
    @Override
    public Optional<String> render(ChangeReport c) {
      String text = words(c).text(c.diff());
      return Optional.of(c.quiet() ? text.lines().findFirst().orElse("") + "\n" : text);
    }
  },
  /** JSON for tools. */
  JSON {
    @Override
    public Optional<String> render(ChangeReport c) {
      return Optional.of(words(c).json(c.diff()));
    }
  },
  /** SARIF 2.1.0: the cycles HEAD introduces, located in HEAD. */
  SARIF {
    @Override
    public Optional<String> render(ChangeReport c) {
      return Optional.of(new SarifReport(c.headLines(), c.sourceRoot(), c.headFile()).renderDiff(c.diff()));
    }
  };

  private static DiffReport words(ChangeReport c) {
    return new DiffReport(c.baseLabel(), c.headLabel(), c.verbose());
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}

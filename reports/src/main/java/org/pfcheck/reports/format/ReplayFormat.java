package org.pfcheck.reports.format;

import java.util.Locale;
import java.util.Optional;
import org.pfcheck.reports.html.ReplayHtml;
import org.pfcheck.reports.replay.ReplayJson;
import org.pfcheck.reports.replay.ReplayText;

/** The formats of {@code pfcheck replay}'s report (docs/replay.md). */
public enum ReplayFormat implements Renderer<ReplayReport> {
  /** The timeline for people. */
  TEXT {
    @Override
    public Optional<String> render(ReplayReport r) {
      String name = r.network().name();
      return Optional.of(r.quiet() ? ReplayText.summaryLine(name, r.cycle(), r.result()) + "\n"
          : new ReplayText().render(name, r.cycle(), r.result()));
    }
  },
  /** JSON for tools. */
  JSON {
    @Override
    public Optional<String> render(ReplayReport r) {
      return Optional.of(new ReplayJson().render(r.network().name(), r.cycle(), r.result()));
    }
  },
  /** One self-contained HTML page with each queue's occupancy plotted. */
  HTML {
    @Override
    public Optional<String> render(ReplayReport r) {
      return Optional.of(new ReplayHtml().render(r.file(), r.cycle(), r.counterexample(), r.network(), r.result()));
    }
  };

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}

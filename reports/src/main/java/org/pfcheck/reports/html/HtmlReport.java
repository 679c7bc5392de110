package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.text;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.repair.RepairResult;
import org.pfcheck.reports.SourceText;

/**
 * The report people read: one self-contained HTML file (inline CSS, JavaScript and SVG; no URL of any
 * kind, and a Content-Security-Policy that allows only the page's own style and script by hash),
 * readable on a laptop and printable. A verdict banner; the fabric's size, traffic, scenario or
 * scenario space, engines and timings; for each counterexample cycle a drawing of its neighbourhood
 * laid out by tier and a numbered hop table quoting the DSL line behind every dependency; for a proof
 * the certificate summary and what was proven; the input's diagnostics. Every input string is
 * escaped. The script only adds highlighting and sets {@code data-js="ok"} on {@code body} when it ran
 * without error. Not thread-safe (source lines are cached).
 *
 * <p>This class puts the page together; each part has its own class: {@link Page}, {@link
 * VerdictBanner}, {@link Facts}, {@link CounterexampleSection}, {@link ProofSection}, {@link
 * DiagnosticsSection}.
 */
public final class HtmlReport {
  /** How many switches a cycle drawing shows at most (the cycle's own are always drawn). */
  public static final int MAX_SWITCHES = 48;
  /** How many hosts a cycle drawing shows at most. */
  public static final int MAX_HOSTS = 12;
  /** How many scenario elements are listed before the list folds. */
  public static final int MAX_SCENARIO_ITEMS = 6;
  /** How many certificate ranks (and folded scenario elements) are listed at most. */
  public static final int MAX_RANKS = 500;

  private final String mainFile;
  private final Facts facts;
  private final CounterexampleSection cycles;
  private final ProofSection proof;
  private final DiagnosticsSection inputDiagnostics;

  /**
   * A report quoting source lines from {@code linesOf} (file name to lines).
   *
   * @param mainFile the checked file, whose lines are cited as "line N" (others as "file:N")
   */
  public HtmlReport(Function<String, List<String>> linesOf, String mainFile) {
    Citations cite = new Citations(new SourceText(linesOf), mainFile);
    ScenarioText scenarios = new ScenarioText(cite);
    this.mainFile = mainFile;
    this.facts = new Facts(scenarios);
    this.cycles = new CounterexampleSection(scenarios, new HopTable(cite));
    this.proof = new ProofSection(scenarios);
    this.inputDiagnostics = new DiagnosticsSection(cite);
  }

  /**
   * The report of {@code r}. With the {@code network}, cycles are drawn in the fabric (tiers, links,
   * hosts); without it, from the cycle alone.
   */
  public String render(AnalysisResult r, Optional<Network> network, List<Diagnostic> diagnostics) {
    return render(r, network, diagnostics, List.of());
  }

  /** As above, with a list of what an import assumed ({@code assumed}) under the facts, when it assumed anything. */
  public String render(AnalysisResult r, Optional<Network> network, List<Diagnostic> diagnostics, List<String> assumed) {
    StringBuilder out = new StringBuilder(32_768);
    Page.head(out, r.network() + ": " + r.verdict().word());
    Page.header(out, r.network(), mainFile);
    VerdictBanner.verdict(out, r);
    facts.render(out, r, network);
    if (!assumed.isEmpty()) {
      out.append("<section class=\"block\" id=\"assumed\"><h2>Assumed by the import</h2>\n<p>The configuration says nothing of these;"
          + " the analysis took them as follows.</p>\n<ul>\n");
      assumed.forEach(a -> out.append("<li>").append(Html.text(a)).append("</li>\n"));
      out.append("</ul></section>\n");
    }
    if (!diagnostics.isEmpty()) {
      inputDiagnostics.render(out, diagnostics);
    }
    if (r.verdict() instanceof Verdict.Possible p) {
      cycles.render(out, r, p, network, k -> "");
    } else if (r.verdict() instanceof Verdict.Free f) {
      proof.render(out, r, f, network);
    } else if (r.verdict() instanceof Verdict.Unknown u) {
      unknown(out, u);
    }
    Page.tail(out);
    return out.toString();
  }

  /**
   * The report of {@code pfcheck repair}: its answer, the input's facts, the "Suggested repair" (or why
   * there is none), and the input's cycles, each with a note naming the changes that act on it.
   */
  public String renderRepair(RepairResult rr, Optional<Network> network, List<Diagnostic> diagnostics) {
    AnalysisResult r = rr.outcome().original();
    StringBuilder out = new StringBuilder(32_768);
    Page.head(out, r.network() + ": repair " + rr.word(), Page.REPAIR_CSS);
    Page.header(out, r.network(), mainFile);
    RepairSection.banner(out, rr);
    facts.render(out, r, network);
    if (!diagnostics.isEmpty()) {
      inputDiagnostics.render(out, diagnostics);
    }
    RepairSection.render(out, rr, mainFile);
    if (r.verdict() instanceof Verdict.Possible p) {
      cycles.render(out, r, p, network, k -> RepairSection.note(rr, k));
    }
    Page.tail(out);
    return out.toString();
  }

  /** The report of an input that could not be analysed: its diagnostics. */
  public String renderDiagnostics(String title, List<Diagnostic> diagnostics) {
    StringBuilder out = new StringBuilder(8192);
    Page.head(out, title + ": input errors");
    Page.header(out, title, mainFile);
    VerdictBanner.inputErrors(out, diagnostics);
    inputDiagnostics.render(out, diagnostics);
    Page.tail(out);
    return out.toString();
  }

  private static void unknown(StringBuilder out, Verdict.Unknown u) {
    out.append("<section class=\"block\" id=\"unknown\"><h2>No verdict</h2><p>").append(text(u.reason()))
        .append("</p><p>An unknown verdict is never a proof of freedom. Give the analysis more room"
            + " (<code>--timeout</code>) or check a smaller scenario space.</p></section>\n");
  }
}

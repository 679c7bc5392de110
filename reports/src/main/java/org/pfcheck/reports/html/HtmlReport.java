package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.Switch;
import org.pfcheck.model.diagnostics.Diagnostic;
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
  private final Citations cite;
  private final ScenarioText scenarios;
  private final CounterexampleSection cycles;

  /**
   * A report quoting source lines from {@code linesOf} (file name to lines).
   *
   * @param mainFile the checked file, whose lines are cited as "line N" (others as "file:N")
   */
  public HtmlReport(Function<String, List<String>> linesOf, String mainFile) {
    this.cite = new Citations(new SourceText(linesOf), mainFile);
    this.scenarios = new ScenarioText(cite);
    this.cycles = new CounterexampleSection(scenarios, new HopTable(cite));
    this.mainFile = mainFile;
  }

  /**
   * The report of {@code r}. With the {@code network}, cycles are drawn in the fabric (tiers, links,
   * hosts); without it, from the cycle alone.
   */
  public String render(AnalysisResult r, Optional<Network> network, List<Diagnostic> diagnostics) {
    StringBuilder out = new StringBuilder(32_768);
    Page.head(out, r.network() + ": " + r.verdict().word());
    Page.header(out, r.network(), mainFile);
    banner(out, r);
    facts(out, r, network);
    if (!diagnostics.isEmpty()) {
      diagnostics(out, diagnostics);
    }
    if (r.verdict() instanceof Verdict.Possible p) {
      cycles.render(out, r, p, network);
    } else if (r.verdict() instanceof Verdict.Free f) {
      proof(out, r, f, network);
    } else if (r.verdict() instanceof Verdict.Unknown u) {
      out.append("<section class=\"block\" id=\"unknown\"><h2>No verdict</h2><p>").append(text(u.reason()))
          .append("</p><p>An unknown verdict is never a proof of freedom. Give the analysis more room"
              + " (<code>--timeout</code>) or check a smaller scenario space.</p></section>\n");
    }
    Page.tail(out);
    return out.toString();
  }

  /** The report of an input that could not be analysed: its diagnostics. */
  public String renderDiagnostics(String title, List<Diagnostic> diagnostics) {
    StringBuilder out = new StringBuilder(8192);
    Page.head(out, title + ": input errors");
    Page.header(out, title, mainFile);
    long errors = diagnostics.stream().filter(Diagnostic::isError).count();
    out.append("<div class=\"banner errors\" id=\"verdict\" data-verdict=\"input-error\"><div class=\"word\">INPUT ERRORS</div>"
        + "<div class=\"say\">").append(errors).append(errors == 1 ? " error" : " errors")
        .append(" in the input; nothing was analysed.</div></div>\n");
    diagnostics(out, diagnostics);
    Page.tail(out);
    return out.toString();
  }

  private static void banner(StringBuilder out, AnalysisResult r) {
    String cls;
    String word;
    String say;
    if (r.verdict() instanceof Verdict.Possible p) {
      int n = p.counterexamples().size();
      cls = "possible";
      word = "DEADLOCK POSSIBLE";
      say = text(r.network()) + " has " + (n == 1 ? "a cyclic buffer dependency" : n + " cyclic buffer dependencies")
          + ": lossless queues that can pause each other in a loop.";
    } else if (r.verdict() instanceof Verdict.Free) {
      cls = "free";
      word = "DEADLOCK-FREE";
      say = "Proven: " + text(r.network()) + " has no cyclic buffer dependency in what was checked.";
    } else {
      cls = "unknown";
      word = "UNKNOWN";
      say = "No verdict for " + text(r.network()) + ". This is not a proof of freedom.";
    }
    out.append("<div class=\"banner ").append(cls).append("\" id=\"verdict\" data-verdict=\"").append(r.verdict().word())
        .append("\"><div class=\"word\">").append(word).append("</div><div class=\"say\">").append(say)
        .append("</div></div>\n");
  }

  private void facts(StringBuilder out, AnalysisResult r, Optional<Network> network) {
    Stats s = r.stats();
    out.append("<div class=\"facts\">\n");
    StringBuilder fabric = new StringBuilder();
    if (network.isPresent()) {
      Network n = network.get();
      Map<String, Integer> tiers = new LinkedHashMap<>();
      for (Switch sw : n.switches()) {
        tiers.merge(sw.tier().orElse("no tier"), 1, Integer::sum);
      }
      fabric.append(count(n.switches().size(), "switch", "switches"));
      if (!(tiers.size() == 1 && tiers.containsKey("no tier"))) {
        fabric.append(" <span class=\"sub\">(").append(tiers.entrySet().stream()
            .map(e -> e.getValue() + " " + text(e.getKey())).collect(Collectors.joining(", "))).append(")</span>");
      }
      fabric.append("<br>").append(count(n.hosts().size(), "host", "hosts")).append(" · ")
          .append(count(n.links().size(), "link", "links"));
      fabric.append("<br><span class=\"sub\">lossless priorities ").append(n.qos().lossless().isEmpty() ? "none"
          : n.qos().lossless().stream().map(String::valueOf).collect(Collectors.joining(", "))).append(" · routing ")
          .append(n.routing().mode().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')).append("</span>");
    } else {
      fabric.append(count(s.switches(), "switch", "switches")).append(" · ").append(count(s.hosts(), "host", "hosts"));
    }
    fact(out, "Fabric", fabric.toString());
    fact(out, "Buffer-dependency graph", count(s.queues(), "queue", "queues") + " · "
        + count(s.dependencies(), "dependency", "dependencies")
        + (s.scenarios() > 1 ? "<br><span class=\"sub\">" + count(s.scenarios(), "scenario", "scenarios")
        + " examined; sizes of the last</span>" : ""));
    fact(out, "Traffic considered", text(r.traffic()));
    fact(out, "Scenario", scenarios.scenario(r.scenario()));
    fact(out, "Scenario space", r.space().map(scenarios::space).orElse("none: the declared scenario only"));
    long total = s.millis().values().stream().mapToLong(Long::longValue).sum();
    fact(out, "Engines and time", text(String.join(", ", r.engines())) + " · " + (s.millis().isEmpty() ? "not measured"
        : total + " ms<br><span class=\"sub\">" + s.millis().entrySet().stream()
        .map(e -> text(e.getKey()) + " " + e.getValue() + " ms").collect(Collectors.joining(" · ")) + "</span>"));
    out.append("</div>\n");
  }

  private static void fact(StringBuilder out, String title, String html) {
    out.append("<div class=\"fact\"><h4>").append(title).append("</h4><div class=\"v\">").append(html)
        .append("</div></div>\n");
  }

  private void proof(StringBuilder out, AnalysisResult r, Verdict.Free f, Optional<Network> network) {
    Certificate c = f.certificate();
    out.append("<section class=\"block\" id=\"proof\"><h2>Proof</h2>\n<table class=\"plain\">");
    String classes = network.map(n -> n.qos().lossless().isEmpty() ? "" : ", lossless priorities "
        + n.qos().lossless().stream().map(String::valueOf).collect(Collectors.joining(", "))).orElse("");
    row(out, "proven", "No cyclic buffer dependency for " + text(r.traffic()) + classes + ", in "
        + (r.space().isPresent() ? "every scenario of the space: " + scenarios.space(r.space().get())
        : "the declared scenario: " + scenarios.scenario(r.scenario())));
    if (c.size() > 0) {
      row(out, "certificate", "a rank for each of " + count(c.size(), "queue", "queues") + ", highest rank "
          + c.maxRank() + " (the longest dependency chain); every one of the "
          + count(r.stats().dependencies(), "dependency", "dependencies")
          + " goes from a higher rank to a lower one, so no cycle exists. Re-checked before printing.");
    } else {
      row(out, "certificate", "none per queue (proven symbolically)");
    }
    if (!f.proof().isBlank()) {
      row(out, "how", text(f.proof()));
    }
    row(out, "engines", text(String.join(", ", r.engines())));
    out.append("</table>\n<p>No set of lossless queues can pause each other in a loop, so PFC cannot deadlock in what"
        + " was checked.</p>\n");
    if (c.size() > 0) {
      List<Integer> order = new ArrayList<>();
      for (int k = 0; k < c.size(); k++) {
        order.add(k);
      }
      order.sort(Comparator.comparing((Integer k) -> -c.rank(k)).thenComparing(k -> c.queues().get(k).toString(),
          NaturalOrder.NATURAL));
      out.append("<details id=\"ranks\"><summary>Certificate: the rank of ")
          .append(c.size() > MAX_RANKS ? "the first " + MAX_RANKS + " of " : "each of ")
          .append(count(c.size(), "queue", "queues")).append("</summary>\n<table class=\"plain\"><thead><tr><th>rank</th>"
              + "<th>queue</th></tr></thead><tbody>\n");
      for (int k = 0; k < Math.min(MAX_RANKS, order.size()); k++) {
        int i = order.get(k);
        out.append("<tr><td>").append(c.rank(i)).append("</td><td>").append(HopTable.queue(c.queues().get(i)))
            .append("</td></tr>\n");
      }
      out.append("</tbody></table></details>\n");
    }
    out.append("</section>\n");
  }

  private static void row(StringBuilder out, String name, String html) {
    out.append("<tr><th>").append(name).append("</th><td>").append(html).append("</td></tr>\n");
  }

  private void diagnostics(StringBuilder out, List<Diagnostic> diagnostics) {
    out.append("<section class=\"block diag\" id=\"diagnostics\"><h2>Input diagnostics</h2>\n<table class=\"plain\">"
        + "<thead><tr><th>severity</th><th>code</th><th>where</th><th>message</th></tr></thead><tbody>\n");
    for (Diagnostic d : diagnostics) {
      out.append("<tr><td><span class=\"sev ").append(d.severity().word()).append("\">").append(d.severity().word())
          .append("</span></td><td>").append(d.code().name()).append("</td><td>");
      if (d.span().isPresent()) {
        cite.quote(out, "", d.span().get());
      } else {
        out.append("<span class=\"none\">no position</span>");
      }
      out.append("</td><td>").append(text(d.message()));
      if (!d.hint().isBlank()) {
        out.append("<div class=\"why\">help: ").append(text(d.hint())).append("</div>");
      }
      out.append("</td></tr>\n");
    }
    out.append("</tbody></table></section>\n");
  }
}

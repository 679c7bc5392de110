package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.Scenario;
import org.pfcheck.model.Switch;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.SourceText;
import org.pfcheck.reports.sarif.CycleFinding;
import org.pfcheck.reports.sarif.SarifRule;

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

  /**
   * A report quoting source lines from {@code linesOf} (file name to lines).
   *
   * @param mainFile the checked file, whose lines are cited as "line N" (others as "file:N")
   */
  public HtmlReport(Function<String, List<String>> linesOf, String mainFile) {
    this.cite = new Citations(new SourceText(linesOf), mainFile);
    this.scenarios = new ScenarioText(cite);
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
      cycles(out, r, p, network);
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

  private void cycles(StringBuilder out, AnalysisResult r, Verdict.Possible p, Optional<Network> network) {
    List<Counterexample> cxs = p.counterexamples();
    if (p.cyclicComponents() > cxs.size()) {
      out.append("<p class=\"noprint\">Shown: ").append(cxs.size()).append(" of ").append(p.cyclicComponents())
          .append(" strongly connected components with cycles (raise <code>--max-cycles</code> to see more).</p>\n");
    }
    Set<CycleFinding.Kind> kinds = EnumSet.noneOf(CycleFinding.Kind.class);
    Map<Scenario, Topology> topologies = new HashMap<>();
    for (int k = 0; k < cxs.size(); k++) {
      Counterexample cx = cxs.get(k);
      CycleFinding finding = CycleFinding.of(cx);
      kinds.add(finding.kind());
      Topology topology = network.isPresent()
          ? topologies.computeIfAbsent(cx.scenario(), s -> Topology.of(network.get(), s)) : Topology.of(cx);
      cycle(out, r, cx, finding, k + 1, cxs.size(), topology, network.isPresent());
    }
    out.append("<section class=\"block advice-all\" id=\"fixes\"><h2>What this means</h2><p>Each queue on a cycle holds"
        + " lossless packets that need room in the next queue. When every queue on the cycle fills, each one's PFC"
        + " pause stops the one before it, the pauses go round the loop, and none of these packets moves again: a PFC"
        + " deadlock. A cycle is necessary, not sufficient: the configuration permits a deadlock; whether one happens"
        + " depends on the load.</p><h4>Typical fixes for the causes found</h4><ul>");
    for (CycleFinding.Kind kind : kinds) {
      SarifRule rule = SarifRule.of(kind);
      out.append("<li><b>").append(kind.name().toLowerCase(java.util.Locale.ROOT)).append("</b> (")
          .append(rule.id()).append("): ").append(text(rule.help()).replaceAll("`([^`]+)`", "<code>$1</code>"))
          .append("</li>");
    }
    out.append("</ul></section>\n");
  }

  private void cycle(StringBuilder out, AnalysisResult r, Counterexample cx, CycleFinding finding, int index, int of,
      Topology topology, boolean full) {
    String kind = finding.kind().name().toLowerCase(java.util.Locale.ROOT);
    out.append("<section class=\"block cycle\" id=\"cycle-").append(index).append("\" data-queues=\"")
        .append(cx.cycle().size()).append("\"><h2>Cycle ").append(index).append(" of ").append(of)
        .append("<span class=\"kind ").append(kind.equals("routing") ? "route" : kind).append("\">").append(kind)
        .append("</span><span class=\"sub\">").append(count(cx.cycle().size(), "queue", "queues"))
        .append("</span></h2>\n");
    StringBuilder path = new StringBuilder();
    for (QueueRef q : cx.queues()) {
      path.append(q).append(" → ");
    }
    path.append(cx.queues().get(0));
    out.append("<p class=\"path\">").append(text(path.toString())).append("</p>\n");
    if (!cx.scenario().equals(r.scenario())) {
      out.append("<div class=\"scn\">In the scenario: ").append(scenarios.scenario(cx.scenario())).append("</div>\n");
    }
    Layout layout = Layout.of(topology, cx, MAX_SWITCHES, MAX_HOSTS);
    out.append("<div class=\"drawing\"><figure><div class=\"canvas\">\n").append(CycleDrawing.svg(cx, index, layout))
        .append("\n</div><figcaption class=\"legend\">").append(legend(index)).append("</figcaption></figure>\n");
    overview(out, layout, full);
    out.append("</div>\n");
    hops(out, cx, index);
    out.append("</section>\n");
  }

  private static String legend(int index) {
    String line = "<svg width=\"34\" height=\"10\" aria-hidden=\"true\"><line class=\"sw %s\" x1=\"1\" y1=\"5\" x2=\"33\""
        + " y2=\"5\"/></svg>";
    return "<span>" + String.format(line, "route") + "route / ECMP / derived</span>"
        + "<span>" + String.format(line, "flood") + "flood (MAC miss)</span>"
        + "<span>" + String.format(line, "bounce") + "bounce (standby ToR)</span>"
        + "<span>" + String.format(line, "down") + "link down</span>"
        + "<span><svg width=\"22\" height=\"14\" aria-hidden=\"true\"><rect class=\"box\" x=\"1\" y=\"1\" width=\"20\""
        + " height=\"12\" rx=\"3\"/></svg>switch on the cycle</span>"
        + "<label class=\"noprint\"><input type=\"checkbox\" checked data-links=\"svg-" + index + "\"> show links</label>";
  }

  private static void overview(StringBuilder out, Layout layout, boolean full) {
    out.append("<aside class=\"overview\"><h4>").append(full ? "Fabric overview" : "Drawn from the cycle")
        .append("</h4><table><tr><th>tier</th><th>in fabric</th><th>drawn</th></tr>");
    for (Layout.Count c : layout.overview) {
      out.append("<tr><td>").append(text(c.tier())).append("</td><td>").append(c.total()).append("</td><td>")
          .append(c.drawn()).append("</td></tr>");
    }
    out.append("</table>");
    if (layout.hiddenSwitches > 0 || layout.hiddenHosts > 0) {
      out.append("<p>The drawing shows the cycle's switches, their direct neighbours (at most ").append(MAX_SWITCHES)
          .append(" switches) and up to ").append(MAX_HOSTS).append(" hosts; ")
          .append(count(layout.hiddenSwitches, "switch", "switches")).append(" and ")
          .append(count(layout.hiddenHosts, "host", "hosts")).append(" are not drawn.</p>");
    }
    if (!layout.byTier) {
      out.append("<p>Not every switch has a tier: rows are breadth-first layers from the cycle's first switch.</p>");
    }
    if (!full) {
      out.append("<p>Only the cycle's switches are known to this report.</p>");
    }
    out.append("</aside>\n");
  }

  private void hops(StringBuilder out, Counterexample cx, int index) {
    out.append("<table class=\"hops\" id=\"hops-").append(index).append("\"><thead><tr><th>#</th><th>queue (waits)</th>"
        + "<th>→ next queue</th><th>cause</th><th>example packet</th><th>source</th></tr></thead><tbody>\n");
    List<Dependency> cycle = cx.cycle();
    for (int k = 0; k < cycle.size(); k++) {
      Dependency d = cycle.get(k);
      String c = CycleDrawing.causeClass(d.cause());
      out.append("<tr class=\"hop ").append(c).append("\" data-cycle=\"").append(index).append("\" data-hop=\"")
          .append(k + 1).append("\"><td class=\"n\"><span>").append(k + 1).append("</span></td><td>")
          .append(queue(d.from())).append("</td><td>").append(queue(d.to())).append("</td><td><span class=\"cause\">")
          .append(d.cause().word()).append("</span><div class=\"why\">").append(text(d.decision())).append("</div></td><td>")
          .append(packet(d.packet())).append("</td><td>");
      if (d.rule().isPresent()) {
        cite.quote(out, "", d.rule().get());
      } else {
        out.append("<div class=\"none\">no source line (implicit)</div>");
      }
      d.rewrite().ifPresent(s -> cite.quote(out, "rewrite ", s));
      d.link().ifPresent(s -> cite.quote(out, "link ", s));
      out.append("</td></tr>\n");
    }
    out.append("</tbody></table>\n");
  }

  private static String queue(QueueRef q) {
    return "<span class=\"q\"><b>" + text(q.switchName()) + "</b> · port " + text(q.port()) + " · p" + q.priority()
        + "</span>";
  }

  private static String packet(ExamplePacket p) {
    return "<span class=\"pkt\">" + text(p.src()) + " → " + text(p.dst()) + "</span><div class=\"why\">priority "
        + p.priority() + (p.dscp() >= 0 ? ", DSCP " + p.dscp() : "") + "</div>";
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
        out.append("<tr><td>").append(c.rank(i)).append("</td><td>").append(queue(c.queues().get(i)))
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

package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.fact;
import static org.pfcheck.reports.html.Html.text;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.storm.Storm;
import org.pfcheck.analyzer.storm.StormResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.reports.SourceText;

/**
 * The report of {@code pfcheck storm} as one self-contained HTML page, built like {@link HtmlReport}: a
 * banner (contained or spreading), the facts (fabric, source, scenario, radius, time bound, watchdogs),
 * a drawing of the fabric with the paused ports, and tables of the paused ports and of the ports without
 * a watchdog that let the storm spread, each citing its configuration line. Not thread-safe (source
 * lines are cached).
 */
public final class StormHtml {
  private static final int MAX_ROWS = 200;
  private final String mainFile;
  private final Citations cite;
  private final DiagnosticsSection diagnostics;

  /** A report quoting source lines from {@code linesOf}; {@code mainFile}'s lines are cited as "line N". */
  public StormHtml(Function<String, List<String>> linesOf, String mainFile) {
    this.mainFile = mainFile;
    this.cite = new Citations(new SourceText(linesOf), mainFile);
    this.diagnostics = new DiagnosticsSection(cite);
  }

  /** The page of {@code r} in the fabric {@code n}, with the input's warnings. */
  public String render(StormResult r, Network n, List<Diagnostic> warnings) {
    Storm s = r.storm();
    StringBuilder out = new StringBuilder(32_768);
    Page.head(out, r.network() + ": pause storm from " + s.source());
    Page.header(out, r.network(), mainFile);
    String cls = r.contained() ? "free" : "possible";
    out.append("<div class=\"banner ").append(cls).append("\" id=\"verdict\" data-verdict=\"")
        .append(r.contained() ? "storm-contained" : "storm-spreads").append("\"><div class=\"word\">")
        .append(r.contained() ? "STORM CONTAINED" : "STORM SPREADS").append("</div><div class=\"say\">")
        .append(text(org.pfcheck.reports.text.StormText.summaryLine(r))).append("</div></div>\n");
    out.append("<div class=\"facts\">\n");
    fact(out, "Fabric", text(r.network()) + " · " + count(r.switches(), "switch", "switches") + " · "
        + count(r.hosts(), "host", "hosts") + "<br><span class=\"sub\">" + count(r.queues(), "queue", "queues") + " · "
        + count(r.dependencies(), "dependency", "dependencies") + "</span>");
    fact(out, "Source", text(s.source() + ", priority " + s.priority()) + "<br><span class=\"sub\">"
        + text(s.sourceMillis().isPresent() ? "stopped by its NIC watchdog after "
        + Amounts.millis(s.sourceMillis().getAsLong()) : "pauses for as long as it stalls") + "</span>");
    fact(out, "Radius", count(s.queues().size(), "queue", "queues") + " · " + count(s.ports().size(), "port", "ports")
        + " · " + count(s.switches().size(), "switch", "switches") + "<br><span class=\"sub\">" + count(s.hosts()
        .stream().map(Storm.PausedHost::host).distinct().count(), "other host", "other hosts") + " paused</span>");
    fact(out, "Time bound", s.boundMillis().isPresent() ? "every pause ends within "
        + Amounts.millis(s.boundMillis().getAsLong()) : "none: some pauses last as long as the storm");
    fact(out, "Watchdogs on its path", s.watchdogs().isEmpty() ? "none that drops or forwards" : text(s.watchdogs()
        .stream().map(c -> c.switchName() + ":" + c.port() + " " + c.action() + " after " + Amounts.millis(c.detectMillis()))
        .collect(Collectors.joining(", "))));
    r.any().ifPresent(a -> fact(out, "Hosts tried", count(a.sources(), "host", "hosts") + " · " + a.contained()
        + " contained · " + (a.sources() - a.contained()) + " not"));
    out.append("</div>\n");
    if (!warnings.isEmpty()) {
      diagnostics.render(out, warnings);
    }
    drawing(out, r, n);
    ports(out, s);
    unprotected(out, s);
    Page.tail(out);
    return out.toString();
  }


  private static void drawing(StringBuilder out, StormResult r, Network n) {
    Storm s = r.storm();
    Topology t = Topology.of(n, r.scenario());
    Layout layout = StormDrawing.layout(t, s, HtmlReport.MAX_SWITCHES, HtmlReport.MAX_HOSTS);
    out.append("<section class=\"block storm ").append(r.contained() ? "contained" : "spreads")
        .append("\" id=\"storm\"><h2>Where the pauses go</h2>\n<div class=\"drawing\"><figure><div class=\"canvas\">")
        .append(StormDrawing.svg(n, s, layout)).append("</div><figcaption class=\"legend\">")
        .append("<span><svg width=\"34\" height=\"10\"><line class=\"sw pause\" x1=\"0\" y1=\"5\" x2=\"34\" y2=\"5\"/>"
            + "</svg>paused as long as the storm lasts</span>")
        .append("<span><svg width=\"34\" height=\"10\"><line class=\"sw bounded\" x1=\"0\" y1=\"5\" x2=\"34\" y2=\"5\"/>"
            + "</svg>paused until a watchdog acts</span>")
        .append("<span>arrows point from the end that pauses to the port that stops sending</span>");
    if (layout.hiddenSwitches > 0 || layout.hiddenHosts > 0) {
      out.append("<span>not drawn: ").append(count(layout.hiddenSwitches, "switch", "switches")).append(", ")
          .append(count(layout.hiddenHosts, "host", "hosts")).append("</span>");
    }
    out.append("</figcaption></figure></div>\n</section>\n");
  }

  private void ports(StringBuilder out, Storm s) {
    if (s.ports().isEmpty()) {
      return;
    }
    out.append("<section class=\"block\" id=\"paused\"><h2>Paused ports <span class=\"sub\">").append(s.ports().size())
        .append("</span></h2><table class=\"plain\"><tr><th>port</th><th>priority</th><th>paused</th></tr>\n");
    for (Storm.Paused p : s.ports().subList(0, Math.min(MAX_ROWS, s.ports().size()))) {
      out.append("<tr><td class=\"q\">").append(text(p.at().switchName() + ":" + p.at().port())).append("</td><td>")
          .append(p.at().priority()).append("</td><td>").append(StormDrawing.duration(p.millis())).append("</td></tr>\n");
    }
    out.append("</table>");
    if (s.ports().size() > MAX_ROWS) {
      out.append("<p class=\"none\">and ").append(s.ports().size() - MAX_ROWS).append(" more (the JSON report lists"
          + " all)</p>");
    }
    out.append("</section>\n");
  }

  private void unprotected(StringBuilder out, Storm s) {
    if (s.unprotected().isEmpty()) {
      return;
    }
    out.append("<section class=\"block\" id=\"unprotected\"><h2>Ports without a watchdog that let it spread <span"
        + " class=\"sub\">").append(s.unprotected().size()).append("</span></h2><table class=\"plain\"><tr><th>port"
        + "</th><th>faces</th><th>configured at</th></tr>\n");
    for (Storm.Port p : s.unprotected().subList(0, Math.min(MAX_ROWS, s.unprotected().size()))) {
      out.append("<tr><td class=\"q\">").append(text(p.switchName() + ":" + p.port())).append(p.serverFacing()
          ? " <b>server-facing</b>" : "").append("</td><td>").append(text(p.faces())).append("</td><td>")
          .append("");
      if (p.line().isPresent()) {
        cite.quote(out, "", p.line().get());
      } else {
        out.append("<span class=\"none\">no source line</span>");
      }
      out.append("</td></tr>\n");
    }
    out.append("</table><div class=\"advice\"><h4>What to do</h4><ul><li>A PFC watchdog with action drop on the"
        + " server-facing ports (<code>pfc-watchdog all host-ports</code>) stops a NIC's storm at its ToR.</li><li>"
        + "The NIC's storm watchdog (<code>nic all storm-watchdog 100ms</code>) stops the pauses at the source."
        + "</li></ul></div></section>\n");
  }
}

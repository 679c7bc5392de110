package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.text;

import org.pfcheck.analyzer.Counterexample;

/**
 * One cycle's drawing as the page shows it: the {@link CycleDrawing} of its {@link Layout} in a
 * figure with a legend of the line styles (and a switch to hide the links), and beside it the fabric
 * overview: per tier, how many switches there are and how many are drawn, with a note on what the
 * drawing leaves out and how its rows were chosen. Stateless.
 */
final class DrawingPanel {
  private DrawingPanel() {
  }

  /**
   * The panel of cycle {@code index} (1-based) of {@code cx} in {@code topology}; {@code full} when
   * the topology is the whole fabric, not only what the cycle tells.
   */
  static void render(StringBuilder out, Counterexample cx, int index, Topology topology, boolean full) {
    Layout layout = Layout.of(topology, cx, HtmlReport.MAX_SWITCHES, HtmlReport.MAX_HOSTS);
    out.append("<div class=\"drawing\"><figure><div class=\"canvas\">\n").append(CycleDrawing.svg(cx, index, layout))
        .append("\n</div><figcaption class=\"legend\">").append(legend(index)).append("</figcaption></figure>\n");
    overview(out, layout, full);
    out.append("</div>\n");
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
      out.append("<p>The drawing shows the cycle's switches, their direct neighbours (at most ")
          .append(HtmlReport.MAX_SWITCHES).append(" switches) and up to ").append(HtmlReport.MAX_HOSTS).append(" hosts; ")
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
}

package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.attr;
import static org.pfcheck.reports.html.Html.fact;
import static org.pfcheck.reports.html.Html.num;
import static org.pfcheck.reports.html.Html.text;

import java.util.List;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.model.Network;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.replay.QueueTrace;
import org.pfcheck.replay.ReplayResult;
import org.pfcheck.reports.replay.ReplayText;
import org.pfcheck.reports.replay.Times;

/**
 * The report of {@code pfcheck replay} as one self-contained HTML page: the answer, the facts, a plot
 * per queue of the cycle (occupancy over time, its pause threshold and XON level, the intervals in
 * which it paused its sender) beside the drawing of the counterexample in the fabric, and the timeline.
 * Stateless.
 */
public final class ReplayHtml {
  private static final String CSS = Page.resource("replay.css");
  private static final int W = 560;
  private static final int H = 170;
  private static final int LEFT = 56;
  private static final int BOTTOM = 22;
  private static final int POINTS = 800;

  /** The page of replay {@code r} of cycle {@code index} ({@code cx}) in {@code network}, read from {@code file}. */
  public String render(String file, int index, Counterexample cx, Network network, ReplayResult r) {
    StringBuilder out = new StringBuilder(65_536);
    String name = network.name();
    Page.head(out, name + ": replay of cycle " + index, CSS);
    Page.header(out, name, file);
    String cls = switch (r.outcome()) {
      case FROZEN -> "possible";
      case DRAINED, RECOVERED -> "free";
      case TIME_OUT -> "unknown";
    };
    out.append("<div class=\"banner ").append(cls).append("\" id=\"verdict\" data-verdict=\"replay-")
        .append(r.outcome().word()).append("\"><div class=\"word\">").append(text(r.outcome().word().toUpperCase(
            java.util.Locale.ROOT))).append("</div><div class=\"say\">")
        .append(text(ReplayText.summaryLine(name, index, r))).append("</div></div>\n<div class=\"facts\">\n");
    fact(out, "Flows", text(r.flows().size() + " at line rate, " + Amounts.bytes(r.parameters().flowBytes())
        + " each"));
    fact(out, "Packets", text(r.delivered() + " delivered · " + r.droppedTotal() + " dropped"));
    fact(out, "Simulated", text(Times.of(r.endNanos()) + " · " + r.events() + " events"));
    fact(out, "Parameters", "<span class=\"sub\">" + text(ReplayText.parameters(r.parameters())) + "</span>");
    out.append("</div>\n<section class=\"block\" id=\"queues\"><h2>The queues of the cycle</h2>\n<div class=\"plots\">\n");
    long span = span(r);
    for (QueueTrace q : r.queues()) {
      plot(out, q, span, r.parameters().xonOffsetBytes());
    }
    out.append("</div>\n<p class=\"sub\">Blue: bytes held; dashed red: the pause threshold when it first paused"
        + " (alpha times the free shared buffer); dotted green: where it resumes; shaded: its sender paused.</p>"
        + "</section>\n<section class=\"block cycle\" id=\"cycle-").append(index).append("\"><h2>Cycle ").append(index)
        .append("</h2>\n");
    DrawingPanel.render(out, cx, index, Topology.of(network, cx.scenario()), true);
    out.append("</section>\n");
    timeline(out, r);
    Page.tail(out);
    return out.toString();
  }

  /** The time the plots span: up to the end, or a little past the freeze when nothing happens after it. */
  private static long span(ReplayResult r) {
    long end = Math.max(1, r.endNanos());
    if (r.outcome() == ReplayResult.Outcome.FROZEN && r.frozenAtNanos().isPresent()) {
      return Math.max(1, Math.min(end, r.frozenAtNanos().getAsLong() * 5 / 4 + 1));
    }
    return end;
  }

  private static void plot(StringBuilder out, QueueTrace q, long span, long xonOffset) {
    long top = Math.max(q.maxOccupancyBytes(), q.xoffBytes()) * 11 / 10 + 1;
    double pw = W - LEFT - 8;
    double ph = H - BOTTOM - 8;
    out.append("<figure class=\"plot\" data-queue=\"").append(attr(q.queue().toString())).append("\"><h3>")
        .append(text(q.queue().toString())).append("</h3><svg viewBox=\"0 0 ").append(W).append(' ').append(H)
        .append("\" role=\"img\" aria-label=\"").append(attr("occupancy of " + q.queue())).append("\">");
    for (long[] p : q.pauses()) {
      double x0 = x(p[0], span, pw);
      double x1 = x(p[1] < 0 ? span : Math.min(p[1], span), span, pw);
      if (p[0] <= span) {
        out.append("<rect class=\"pause\" x=\"").append(num(x0)).append("\" y=\"8\" width=\"")
            .append(num(Math.max(0.5, x1 - x0))).append("\" height=\"").append(num(ph)).append("\"/>");
      }
    }
    line(out, "xoff", y(q.xoffBytes(), top, ph), pw);
    line(out, "xon", y(Math.max(0, q.xoffBytes() - xonOffset), top, ph), pw);
    out.append("<polyline class=\"occ\" points=\"");
    for (long[] p : decimate(q.samples(), span)) {
      out.append(num(x(p[0], span, pw))).append(',').append(num(y(p[1], top, ph))).append(' ');
    }
    out.append("\"/><line class=\"axis\" x1=\"").append(LEFT).append("\" y1=\"").append(num(8 + ph)).append("\" x2=\"")
        .append(num(LEFT + pw)).append("\" y2=\"").append(num(8 + ph)).append("\"/><line class=\"axis\" x1=\"")
        .append(LEFT).append("\" y1=\"8\" x2=\"").append(LEFT).append("\" y2=\"").append(num(8 + ph)).append("\"/>")
        .append("<text x=\"2\" y=\"16\">").append(text(approx(top))).append("</text><text x=\"2\" y=\"")
        .append(num(8 + ph)).append("\">0</text><text x=\"").append(LEFT).append("\" y=\"").append(H - 4)
        .append("\">0</text><text x=\"").append(num(LEFT + pw - 60)).append("\" y=\"").append(H - 4).append("\">")
        .append(text(Times.of(span))).append("</text></svg><figcaption class=\"sub\">")
        .append(text(q.pausedAtNanos().isPresent() ? "paused its sender at " + Times.of(q.pausedAtNanos().getAsLong())
            : "never paused its sender")).append(" · held at most ").append(text(Amounts.bytes(q.maxOccupancyBytes())))
        .append(q.truncated() ? " · later changes not drawn" : "").append("</figcaption></figure>\n");
  }

  /** At most two points (first and last) per horizontal step, so a page stays small however long the replay. */
  private static List<long[]> decimate(List<long[]> samples, long span) {
    java.util.ArrayList<long[]> out = new java.util.ArrayList<>();
    long step = Math.max(1, span / POINTS);
    long bucket = -1;
    long[] last = null;
    for (long[] s : samples) {
      if (s[0] > span) {
        break;
      }
      long b = s[0] / step;
      if (b != bucket) {
        if (last != null && (out.isEmpty() || out.get(out.size() - 1) != last)) {
          out.add(last);
        }
        out.add(s);
        bucket = b;
      }
      last = s;
    }
    if (last != null && (out.isEmpty() || out.get(out.size() - 1) != last)) {
      out.add(last);
    }
    if (!out.isEmpty()) {
      out.add(new long[] {span, out.get(out.size() - 1)[1]});
    }
    return out;
  }

  /** An axis label: a size to two significant digits, 4.4MB. */
  private static String approx(long bytes) {
    String[] units = {"B", "KB", "MB", "GB"};
    double v = bytes;
    int u = 0;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    return (v >= 10 ? String.format(java.util.Locale.ROOT, "%.0f", v) : String.format(java.util.Locale.ROOT, "%.1f", v))
        + units[u];
  }

  private static void line(StringBuilder out, String cls, double y, double pw) {
    out.append("<line class=\"").append(cls).append("\" x1=\"").append(LEFT).append("\" y1=\"").append(num(y))
        .append("\" x2=\"").append(num(LEFT + pw)).append("\" y2=\"").append(num(y)).append("\"/>");
  }

  private static double x(long t, long span, double pw) {
    return LEFT + pw * Math.min(t, span) / span;
  }

  private static double y(long bytes, long top, double ph) {
    return 8 + ph - ph * bytes / top;
  }

  private static void timeline(StringBuilder out, ReplayResult r) {
    out.append("<section class=\"block\" id=\"timeline\"><h2>Timeline</h2><table class=\"plain timeline\">\n");
    for (ReplayText.Moment m : ReplayText.timeline(r)) {
      out.append("<tr><td>").append(text(Times.of(m.atNanos()))).append("</td><td>").append(text(m.text()))
          .append("</td></tr>\n");
    }
    out.append("</table></section>\n");
  }

}

package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.text;

import java.util.List;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;

/**
 * The numbered table under a cycle's drawing, one row per dependency: the waiting queue, the next
 * queue, the cause and the forwarding decision, an example packet, and the source lines behind it
 * (the rule, then any rewrite and the link), numbered as the drawing's arrows are.
 */
final class HopTable {
  private final Citations cite;

  HopTable(Citations cite) {
    this.cite = cite;
  }

  /** The hop table of cycle {@code index} (1-based), {@code cx}. */
  void render(StringBuilder out, Counterexample cx, int index) {
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

  /** A queue as a table cell: its switch in bold, the port and the priority (the proof's rank table too). */
  static String queue(QueueRef q) {
    return "<span class=\"q\"><b>" + text(q.switchName()) + "</b> · port " + text(q.port()) + " · p" + q.priority()
        + "</span>";
  }

  private static String packet(ExamplePacket p) {
    return "<span class=\"pkt\">" + text(p.src()) + " → " + text(p.dst()) + "</span><div class=\"why\">priority "
        + p.priority() + (p.dscp() >= 0 ? ", DSCP " + p.dscp() : "") + "</div>";
  }
}

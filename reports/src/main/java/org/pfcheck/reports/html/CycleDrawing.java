package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.num;
import static org.pfcheck.reports.html.Html.text;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;

/**
 * Draws one counterexample cycle over its {@link Layout} as inline SVG: the fabric's links in grey
 * (down links dashed and crossed), the cycle's switches outlined in red, and each dependency of the
 * cycle as a curved arrow from the switch holding the waiting queue to the switch holding the next
 * one, numbered in cycle order and styled by cause (flood: dashed orange; bounce: dotted violet;
 * route, ECMP, derived: solid blue). Opposite dependencies between two switches bend to opposite
 * sides, so both stay visible. Stateless.
 */
final class CycleDrawing {
  private CycleDrawing() {
  }

  /** The CSS class of a cause's edges; route, ECMP and derived routing share one look. */
  static String causeClass(Cause c) {
    return switch (c) {
      case FLOOD, BRIDGE -> "flood";
      case BOUNCE -> "bounce";
      default -> "route";
    };
  }

  /** The SVG of cycle {@code index} (1-based) of {@code cx}. */
  static String svg(Counterexample cx, int index, Layout layout) {
    StringBuilder out = new StringBuilder();
    open(out, Integer.toString(index), layout, "Cycle " + index + ": " + cx.cycle().size() + " dependencies over "
        + cx.cycle().stream().map(d -> d.from().switchName()).distinct().count() + " switches",
        List.of("route", "flood", "bounce"));
    links(out, layout, true);
    out.append("<g class=\"nodes\">\n");
    Map<String, StringBuilder> queuesAt = new HashMap<>();
    for (QueueRef q : cx.queues()) {
      queuesAt.computeIfAbsent(q.switchName(), k -> new StringBuilder()).append("\n  ").append(q);
    }
    for (Layout.Node n : layout.nodes) {
      StringBuilder q = queuesAt.get(n.name());
      node(out, n, q == null ? "" : "\nqueues on the cycle:" + q, "");
    }
    out.append("</g>\n<g class=\"hops\">\n");
    List<Dependency> cycle = cx.cycle();
    Map<String, Integer> parallel = new HashMap<>();
    for (int k = 0; k < cycle.size(); k++) {
      Dependency d = cycle.get(k);
      Layout.Node a = layout.switchNode(d.from().switchName());
      Layout.Node b = layout.switchNode(d.to().switchName());
      if (a == null || b == null) {
        continue;
      }
      int nth = parallel.merge(d.from().switchName() + "\u0000" + d.to().switchName(), 1, Integer::sum) - 1;
      hop(out, d, k + 1, index, a, b, nth);
    }
    out.append("</g>\n</svg>");
    return out.toString();
  }

  /**
   * Opens the SVG of drawing {@code id} over {@code layout}: its title, an arrow marker per class in
   * {@code markers} (id {@code arrow-ID-CLASS}), and the row labels.
   */
  static void open(StringBuilder out, String id, Layout layout, String title, List<String> markers) {
    out.append("<svg class=\"fabric\" id=\"svg-").append(id).append("\" viewBox=\"0 0 ").append(num(layout.width))
        .append(' ').append(num(layout.height)).append("\" width=\"").append(num(layout.width))
        .append("\" role=\"img\" aria-labelledby=\"svg-").append(id).append("-title\">\n");
    out.append("<title id=\"svg-").append(id).append("-title\">").append(text(title)).append("</title>\n");
    out.append("<defs>");
    for (String c : markers) {
      out.append("<marker id=\"arrow-").append(id).append('-').append(c)
          .append("\" class=\"arrow ").append(c).append("\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\""
              + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\"/></marker>");
    }
    out.append("</defs>\n");
    for (Layout.RowLabel r : layout.rowLabels) {
      out.append("<text class=\"row-label\" x=\"12\" y=\"").append(num(r.y() + 4)).append("\">")
          .append(text(r.text())).append("</text>\n");
    }
  }

  /** The links of {@code layout} (grey; down links dashed and crossed), far ones faint unless {@code fade} is off. */
  static void links(StringBuilder out, Layout layout, boolean fade) {
    out.append("<g class=\"links\">\n");
    for (Layout.Line l : layout.lines) {
      String cls = (l.down() ? "link down" : l.standby() ? "link standby" : l.a().host() || l.b().host() ? "link host"
          : "link") + (!fade || l.a().onCycle() || l.b().onCycle() || l.down() ? "" : " far");
      out.append("<line class=\"").append(cls).append("\" x1=\"").append(num(l.a().x())).append("\" y1=\"")
          .append(num(l.a().y())).append("\" x2=\"").append(num(l.b().x())).append("\" y2=\"").append(num(l.b().y()))
          .append("\">");
      if (l.down()) {
        out.append("<title>").append(text(l.a().name() + " -- " + l.b().name() + ": down in this scenario"))
            .append("</title>");
      }
      out.append("</line>\n");
      if (l.down()) {
        double mx = (l.a().x() + l.b().x()) / 2;
        double my = (l.a().y() + l.b().y()) / 2;
        out.append("<path class=\"down-mark\" d=\"M").append(num(mx - 6)).append(',').append(num(my - 6)).append(" L")
            .append(num(mx + 6)).append(',').append(num(my + 6)).append(" M").append(num(mx + 6)).append(',')
            .append(num(my - 6)).append(" L").append(num(mx - 6)).append(',').append(num(my + 6)).append("\"/>\n");
      }
    }
    out.append("</g>\n");
  }

  /** One node, its title naming it and {@code details}, with the CSS classes {@code extra} (space-led). */
  static void node(StringBuilder out, Layout.Node n, String details, String extra) {
    String cls = (n.host() ? "node host" + (n.dead() ? " dead" : "") : "node switch" + (n.onCycle() ? " on-cycle" : ""))
        + extra;
    out.append("<g class=\"").append(cls).append("\" data-node=\"").append(n.id()).append("\">");
    out.append("<title>").append(text((n.host() ? "host " : "switch ") + n.name()
        + (n.dead() ? " (dead)" : "") + details
        + (n.note().isEmpty() ? "" : "\n" + n.note() + " not drawn"))).append("</title>");
    double x = n.x() - n.w() / 2;
    double y = n.y() - n.h() / 2;
    out.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" width=\"").append(num(n.w()))
        .append("\" height=\"").append(num(n.h())).append("\" rx=\"").append(n.host() ? "13" : "6").append("\"/>");
    out.append("<text x=\"").append(num(n.x())).append("\" y=\"").append(num(n.y() + 4.5)).append("\">")
        .append(text(Layout.label(n.name()))).append("</text>");
    if (n.dead()) {
      out.append("<text class=\"badge\" x=\"").append(num(n.x())).append("\" y=\"").append(num(n.y() + n.h() / 2 + 13))
          .append("\">dead</text>");
    }
    if (!n.note().isEmpty()) {
      out.append("<text class=\"note\" x=\"").append(num(n.x())).append("\" y=\"").append(num(n.y() + n.h() / 2 + 13))
          .append("\">").append(text(n.note())).append("</text>");
    }
    out.append("</g>\n");
  }

  private static void hop(StringBuilder out, Dependency d, int k, int index, Layout.Node a, Layout.Node b, int nth) {
    String c = causeClass(d.cause());
    double ax = a.x();
    double ay = a.y();
    double bx = b.x();
    double by = b.y();
    String path;
    double lx;
    double ly;
    if (a == b) {
      double top = ay - a.h() / 2;
      path = "M" + num(ax - 10) + "," + num(top) + " C" + num(ax - 40) + "," + num(top - 50) + " " + num(ax + 40) + ","
          + num(top - 50) + " " + num(ax + 10) + "," + num(top);
      lx = ax;
      ly = top - 38;
    } else {
      double dx = bx - ax;
      double dy = by - ay;
      double len = Math.hypot(dx, dy);
      double bend = 30 + 18 * nth;
      double cx = (ax + bx) / 2 - dy / len * bend;
      double cy = (ay + by) / 2 + dx / len * bend;
      double[] start = exit(a, cx, cy);
      double[] end = exit(b, cx, cy);
      path = "M" + num(start[0]) + "," + num(start[1]) + " Q" + num(cx) + "," + num(cy) + " " + num(end[0]) + ","
          + num(end[1]);
      lx = 0.25 * start[0] + 0.5 * cx + 0.25 * end[0];
      ly = 0.25 * start[1] + 0.5 * cy + 0.25 * end[1];
    }
    out.append("<g class=\"hop ").append(c).append("\" data-cycle=\"").append(index).append("\" data-hop=\"").append(k)
        .append("\" tabindex=\"0\">");
    out.append("<title>").append(text(k + ". " + d.from() + " → " + d.to() + ": " + d.cause().word() + ", "
        + d.decision())).append("</title>");
    out.append("<path class=\"edge ").append(c).append("\" d=\"").append(path).append("\" marker-end=\"url(#arrow-")
        .append(index).append('-').append(c).append(")\"/>");
    out.append("<circle class=\"num ").append(c).append("\" cx=\"").append(num(lx)).append("\" cy=\"").append(num(ly))
        .append("\" r=\"10\"/><text class=\"num\" x=\"").append(num(lx)).append("\" y=\"").append(num(ly + 4))
        .append("\">").append(k).append("</text></g>\n");
  }

  /** Where the segment from {@code n}'s centre toward (tx, ty) leaves its box, plus a small gap. */
  static double[] exit(Layout.Node n, double tx, double ty) {
    double dx = tx - n.x();
    double dy = ty - n.y();
    double hw = n.w() / 2 + 3;
    double hh = n.h() / 2 + 3;
    double s = Math.min(dx == 0 ? Double.MAX_VALUE : hw / Math.abs(dx), dy == 0 ? Double.MAX_VALUE : hh / Math.abs(dy));
    return new double[] {n.x() + dx * s, n.y() + dy * s};
  }
}

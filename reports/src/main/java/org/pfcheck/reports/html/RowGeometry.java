package org.pfcheck.reports.html;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.reports.html.Layout.Key;

/**
 * Coordinates for the ordered rows of a cycle drawing: one gap between neighbouring nodes for the
 * whole drawing (what lets the widest row span about {@link #SPREAD}, kept between {@link #NODE_GAP}
 * and {@link #MAX_GAP}), rows wider than {@link #MAX_LINE} wrapped onto several lines, every line
 * centred on the canvas. A node's width follows its label. A switch notes how many of its hosts are
 * not drawn. Stateless.
 */
final class RowGeometry {
  static final double ROW_GAP = 116;
  static final double LINE_GAP = 56;
  static final double MARGIN_X = 92;
  static final double MARGIN_Y = 48;
  static final double NODE_GAP = 26;
  static final double MAX_GAP = 150;
  static final double SPREAD = 760;
  static final double MAX_LINE = 1080;
  static final double SWITCH_H = 34;
  static final double HOST_H = 26;
  static final double CHAR_W = 7.4;

  /** Placed nodes (ids in placing order) and row labels, and the size of the canvas that holds them. */
  record Placed(List<Layout.Node> nodes, List<Layout.RowLabel> labels, double width, double height) {
    Placed {
      nodes = List.copyOf(nodes);
      labels = List.copyOf(labels);
    }
  }

  private RowGeometry() {
  }

  /** Places {@code rows} (top to bottom, named {@code rowNames}) of {@code near} in {@code t}. */
  static Placed place(Topology t, Neighbourhood near, List<String> rowNames, List<List<Key>> rows) {
    Map<String, Integer> hiddenHostsAt = hiddenHostsAt(t, near);
    double gap = gap(rows);
    List<Layout.Node> nodes = new ArrayList<>();
    List<Layout.RowLabel> labels = new ArrayList<>();
    double y = MARGIN_Y;
    double width = 560;
    for (int r = 0; r < rows.size(); r++) {
      List<List<Key>> wrapped = wrap(rows.get(r), gap);
      labels.add(new Layout.RowLabel(rowNames.get(r), y + (wrapped.size() - 1) * LINE_GAP / 2));
      for (List<Key> line : wrapped) {
        double lineWidth = line.stream().mapToDouble(RowGeometry::widthOf).sum() + gap * (line.size() - 1);
        width = Math.max(width, lineWidth + 2 * MARGIN_X);
        // Relative to the canvas centre, which is known only when every line is measured.
        double x = -lineWidth / 2;
        for (Key key : line) {
          double w = widthOf(key);
          boolean host = key.host();
          String name = key.name();
          int hidden = host ? 0 : hiddenHostsAt.getOrDefault(name, 0);
          String note = hidden == 0 ? "" : "+" + hidden + (hidden == 1 ? " host" : " hosts");
          nodes.add(new Layout.Node(nodes.size(), name, host, !host && near.core().contains(name),
              host && t.dead().contains(name), x + w / 2, y, w, host ? HOST_H : SWITCH_H, note));
          x += w + gap;
        }
        y += LINE_GAP;
      }
      y += ROW_GAP - LINE_GAP;
    }
    double height = y - ROW_GAP + LINE_GAP / 2 + MARGIN_Y;
    double centre = width / 2;
    List<Layout.Node> placed = new ArrayList<>();
    for (Layout.Node n : nodes) {
      placed.add(new Layout.Node(n.id(), n.name(), n.host(), n.onCycle(), n.dead(), n.x() + centre, n.y(), n.w(),
          n.h(), n.note()));
    }
    return new Placed(placed, labels, width, height);
  }

  /** Drawn switch name to how many hosts attach to it (standby attachments aside) that are not drawn. */
  private static Map<String, Integer> hiddenHostsAt(Topology t, Neighbourhood near) {
    Map<String, Integer> hiddenHostsAt = new HashMap<>();
    for (Map.Entry<String, List<Topology.Port>> e : t.hosts().entrySet()) {
      if (!near.hosts().contains(e.getKey())) {
        for (Topology.Port p : e.getValue()) {
          if (near.drawn().contains(p.switchName()) && !p.standby()) {
            hiddenHostsAt.merge(p.switchName(), 1, Integer::sum);
          }
        }
      }
    }
    return hiddenHostsAt;
  }

  /** The gap that makes each row about SPREAD wide, at least NODE_GAP: the smallest of the rows' (MAX_GAP at most). */
  private static double gap(List<List<Key>> rows) {
    double gap = MAX_GAP;
    for (List<Key> row : rows) {
      double sum = row.stream().mapToDouble(RowGeometry::widthOf).sum();
      if (!row.isEmpty()) {
        gap = Math.min(gap, Math.max(NODE_GAP, (SPREAD - sum) / row.size()));
      }
    }
    return gap;
  }

  /** {@code row} cut into lines of at most MAX_LINE; always at least one line, maybe empty. */
  private static List<List<Key>> wrap(List<Key> row, double gap) {
    List<List<Key>> lines = new ArrayList<>();
    List<Key> line = new ArrayList<>();
    double width = 0;
    for (Key key : row) {
      double w = widthOf(key);
      if (!line.isEmpty() && width + gap + w > MAX_LINE) {
        lines.add(line);
        line = new ArrayList<>();
        width = 0;
      }
      width += (line.isEmpty() ? 0 : gap) + w;
      line.add(key);
    }
    if (!line.isEmpty() || lines.isEmpty()) {
      lines.add(line);
    }
    return lines;
  }

  private static double widthOf(Key key) {
    boolean host = key.host();
    double text = Layout.label(key.name()).length() * CHAR_W;
    return Math.max(host ? 44 : 64, text + (host ? 16 : 24));
  }
}

package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.NaturalOrder.NATURAL;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.model.Scenario;

/**
 * Places the neighbourhood of a cycle on a canvas, by tier: the highest tier on top, hosts at the
 * bottom; switches without a known tier level in breadth-first layers from the cycle's first switch.
 * Only the cycle's switches, their direct neighbours (most connected to the cycle first, up to a cap)
 * and a few hosts (the example packets' ends, dead hosts, then others of the cycle's switches) are
 * drawn; the rest is counted. Within a row, nodes are ordered by the barycentre of their neighbours
 * in the adjacent rows (a few up and down sweeps, Sugiyama style) to reduce crossings; rows wider
 * than the page wrap onto several lines. Deterministic: equal inputs give equal layouts. Immutable.
 */
final class Layout {
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
  static final int MAX_LABEL = 22;

  /** A drawn switch or host. */
  record Node(int id, String name, boolean host, boolean onCycle, boolean dead, double x, double y, double w,
      double h, String note) {
  }

  /** A row's label at the left margin ("spine", "tier 2", "hosts", "layer 1"). */
  record RowLabel(String text, double y) {
  }

  /** A drawn line between two nodes: a switch link (maybe down) or a host attachment (maybe standby). */
  record Line(Node a, Node b, boolean down, boolean standby) {
  }

  /** How many switches of one tier (or "hosts") the fabric has and how many are drawn. */
  record Count(String tier, int level, int total, int drawn) {
  }

  final List<Node> nodes;
  final Map<String, Node> byName;
  final List<Line> lines;
  final List<RowLabel> rowLabels;
  final List<Count> overview;
  final double width;
  final double height;
  final boolean byTier;
  final int hiddenSwitches;
  final int hiddenHosts;

  private Layout(List<Node> nodes, List<Line> lines, List<RowLabel> rowLabels, List<Count> overview, double width,
      double height, boolean byTier, int hiddenSwitches, int hiddenHosts) {
    this.nodes = List.copyOf(nodes);
    Map<String, Node> names = new HashMap<>();
    nodes.forEach(n -> names.put((n.host() ? "h:" : "s:") + n.name(), n));
    this.byName = Map.copyOf(names);
    this.lines = List.copyOf(lines);
    this.rowLabels = List.copyOf(rowLabels);
    this.overview = List.copyOf(overview);
    this.width = width;
    this.height = height;
    this.byTier = byTier;
    this.hiddenSwitches = hiddenSwitches;
    this.hiddenHosts = hiddenHosts;
  }

  /** The drawn switch called {@code name}, or null. */
  Node switchNode(String name) {
    return byName.get("s:" + name);
  }

  /** Lays out the neighbourhood of {@code cx} in {@code t}, drawing at most the given numbers of nodes. */
  static Layout of(Topology t, Counterexample cx, int maxSwitches, int maxHosts) {
    Neighbourhood near = Neighbourhood.of(t, cx, maxSwitches, maxHosts);
    Map<String, Set<String>> adjacent = near.adjacent();
    Set<String> core = near.core();
    Set<String> drawn = near.drawn();
    List<String> hosts = near.hosts();

    RowAssignment assignment = RowAssignment.of(t, near);
    boolean byTier = assignment.byTier();
    Map<String, Integer> rowOf = assignment.rowOf();
    List<String> rowNames = assignment.names();
    int hostRow = assignment.hostRow();

    List<List<String>> rows = RowOrder.of(t, near, assignment);

    // Coordinates, wrapping rows wider than a page.
    Map<String, Integer> hiddenHostsAt = new HashMap<>();
    for (Map.Entry<String, List<Topology.Port>> e : t.hosts().entrySet()) {
      if (!hosts.contains(e.getKey())) {
        for (Topology.Port p : e.getValue()) {
          if (drawn.contains(p.switchName()) && !p.standby()) {
            hiddenHostsAt.merge(p.switchName(), 1, Integer::sum);
          }
        }
      }
    }
    double gap = MAX_GAP;
    for (List<String> row : rows) {
      double sum = row.stream().mapToDouble(Layout::widthOf).sum();
      if (!row.isEmpty()) {
        gap = Math.min(gap, Math.max(NODE_GAP, (SPREAD - sum) / row.size()));
      }
    }
    List<Node> nodes = new ArrayList<>();
    List<RowLabel> labels = new ArrayList<>();
    double y = MARGIN_Y;
    double width = 560;
    int id = 0;
    for (int r = 0; r < rows.size(); r++) {
      List<List<String>> wrapped = wrap(rows.get(r), gap);
      labels.add(new RowLabel(rowNames.get(r), y + (wrapped.size() - 1) * LINE_GAP / 2));
      for (List<String> line : wrapped) {
        double lineWidth = line.stream().mapToDouble(Layout::widthOf).sum() + gap * (line.size() - 1);
        width = Math.max(width, lineWidth + 2 * MARGIN_X);
        double x = -lineWidth / 2;
        for (String key : line) {
          double w = widthOf(key);
          boolean host = key.startsWith("h:");
          String name = key.substring(2);
          int hidden = host ? 0 : hiddenHostsAt.getOrDefault(name, 0);
          String note = hidden == 0 ? "" : "+" + hidden + (hidden == 1 ? " host" : " hosts");
          nodes.add(new Node(id++, name, host, !host && core.contains(name), host && t.dead().contains(name),
              x + w / 2, y, w, host ? HOST_H : SWITCH_H, note));
          x += w + gap;
        }
        y += LINE_GAP;
      }
      y += ROW_GAP - LINE_GAP;
    }
    double height = y - ROW_GAP + LINE_GAP / 2 + MARGIN_Y;
    double centre = width / 2;
    List<Node> placed = new ArrayList<>();
    for (Node n : nodes) {
      placed.add(new Node(n.id(), n.name(), n.host(), n.onCycle(), n.dead(), n.x() + centre, n.y(), n.w(), n.h(),
          n.note()));
    }
    Map<String, Node> at = new HashMap<>();
    placed.forEach(n -> at.put((n.host() ? "h:" : "s:") + n.name(), n));
    List<Line> lines = new ArrayList<>();
    for (Topology.Wire w : t.wires()) {
      Node a = at.get("s:" + w.a());
      Node b = at.get("s:" + w.b());
      if (a != null && b != null) {
        lines.add(new Line(a, b, w.down(), false));
      }
    }
    for (String h : hosts) {
      for (Topology.Port p : t.hosts().get(h)) {
        Node s = at.get("s:" + p.switchName());
        if (s != null) {
          lines.add(new Line(s, at.get("h:" + h), false, p.standby()));
        }
      }
    }
    List<Count> overview = TierCounts.of(t, drawn, hosts.size());
    int hiddenSwitches = t.switches().size() - drawn.size();
    int hiddenHosts = t.hosts().size() - hosts.size();
    return new Layout(placed, lines, labels, overview, width, height, byTier, Math.max(0, hiddenSwitches),
        Math.max(0, hiddenHosts));
  }

  private static List<List<String>> wrap(List<String> row, double gap) {
    List<List<String>> lines = new ArrayList<>();
    List<String> line = new ArrayList<>();
    double width = 0;
    for (String key : row) {
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

  /** The label shown in a node: the name, shortened to {@value #MAX_LABEL} characters. */
  static String label(String name) {
    return name.length() <= MAX_LABEL ? name : name.substring(0, MAX_LABEL - 1) + "…";
  }

  private static double widthOf(String key) {
    boolean host = key.startsWith("h:");
    double text = label(key.substring(2)).length() * CHAR_W;
    return Math.max(host ? 44 : 64, text + (host ? 16 : 24));
  }
}

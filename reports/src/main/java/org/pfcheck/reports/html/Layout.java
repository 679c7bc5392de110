package org.pfcheck.reports.html;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.Counterexample;

/**
 * Places the neighbourhood of a cycle on a canvas, by tier: the highest tier on top, hosts at the
 * bottom; switches without a known tier level in breadth-first layers from the cycle's first switch.
 * Only the cycle's switches, their direct neighbours (most connected to the cycle first, up to a cap)
 * and a few hosts (the example packets' ends, dead hosts, then others of the cycle's switches) are
 * drawn; the rest is counted. Within a row, nodes are ordered by the barycentre of their neighbours
 * in the adjacent rows (a few up and down sweeps, Sugiyama style) to reduce crossings; rows wider
 * than the page wrap onto several lines. Deterministic: equal inputs give equal layouts. Immutable.
 * The steps are {@link Neighbourhood}, {@link RowAssignment}, {@link RowOrder}, {@link RowGeometry}
 * and {@link TierCounts}.
 */
final class Layout {
  static final int MAX_LABEL = 22;

  /** Which node: the switch or the host of that name (a host may have a switch's name). */
  record Key(String name, boolean host) {
    static Key ofSwitch(String name) {
      return new Key(name, false);
    }

    static Key ofHost(String name) {
      return new Key(name, true);
    }
  }

  /** A drawn switch or host. */
  record Node(int id, String name, boolean host, boolean onCycle, boolean dead, double x, double y, double w,
      double h, String note) {
    Key key() {
      return new Key(name, host);
    }
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
  final Map<Key, Node> byName;
  final List<Line> lines;
  final List<RowLabel> rowLabels;
  final List<Count> overview;
  final double width;
  final double height;
  final boolean byTier;
  final int hiddenSwitches;
  final int hiddenHosts;

  private Layout(RowGeometry.Placed placed, Map<Key, Node> byName, List<Line> lines, List<Count> overview,
      boolean byTier, int hiddenSwitches, int hiddenHosts) {
    this.nodes = placed.nodes();
    this.byName = Map.copyOf(byName);
    this.lines = List.copyOf(lines);
    this.rowLabels = placed.labels();
    this.overview = List.copyOf(overview);
    this.width = placed.width();
    this.height = placed.height();
    this.byTier = byTier;
    this.hiddenSwitches = hiddenSwitches;
    this.hiddenHosts = hiddenHosts;
  }

  /** The drawn switch called {@code name}, or null. */
  Node switchNode(String name) {
    return byName.get(Key.ofSwitch(name));
  }

  /** Lays out the neighbourhood of {@code cx} in {@code t}, drawing at most the given numbers of nodes. */
  static Layout of(Topology t, Counterexample cx, int maxSwitches, int maxHosts) {
    return of(t, Neighbourhood.of(t, cx, maxSwitches, maxHosts));
  }

  /** Lays out {@code near}, a part of {@code t}. */
  static Layout of(Topology t, Neighbourhood near) {
    RowAssignment rows = RowAssignment.of(t, near);
    RowGeometry.Placed placed = RowGeometry.place(t, near, rows.names(), RowOrder.of(t, near, rows));
    Map<Key, Node> at = new HashMap<>();
    placed.nodes().forEach(n -> at.put(n.key(), n));
    int hiddenSwitches = t.switches().size() - near.drawn().size();
    int hiddenHosts = t.hosts().size() - near.hosts().size();
    return new Layout(placed, at, lines(t, near, at), TierCounts.of(t, near.drawn(), near.hosts().size()),
        rows.byTier(), Math.max(0, hiddenSwitches), Math.max(0, hiddenHosts));
  }

  /** The links between drawn switches, then the drawn hosts' attachments to drawn switches. */
  private static List<Line> lines(Topology t, Neighbourhood near, Map<Key, Node> at) {
    List<Line> lines = new ArrayList<>();
    for (Topology.Wire w : t.wires()) {
      Node a = at.get(Key.ofSwitch(w.a()));
      Node b = at.get(Key.ofSwitch(w.b()));
      if (a != null && b != null) {
        lines.add(new Line(a, b, w.down(), false));
      }
    }
    for (String h : near.hosts()) {
      for (Topology.Port p : t.hosts().get(h)) {
        Node s = at.get(Key.ofSwitch(p.switchName()));
        if (s != null) {
          lines.add(new Line(s, at.get(Key.ofHost(h)), false, p.standby()));
        }
      }
    }
    return lines;
  }

  /** The label shown in a node: the name, shortened to {@value #MAX_LABEL} characters. */
  static String label(String name) {
    return name.length() <= MAX_LABEL ? name : name.substring(0, MAX_LABEL - 1) + "…";
  }
}

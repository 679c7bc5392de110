package org.pfcheck.importers.ib;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Tiers for up-down routing from the switches' {@link Ranks}: tier {@code rank<r>}, where {@code rank0}
 * holds the roots and is the highest. pfcheck's up-down never moves between switches of one tier, so
 * where a cable joins two switches of the same rank (OpenSM breaks such ties by GUID) each switch of that
 * rank gets a tier of its own, {@code rank<r>-1 < rank<r>-2 < ...} in name order: every cable is then up
 * one way and down the other, as in OpenSM. Stateless.
 */
final class IbTiers {
  private IbTiers() {}

  /** The tier of each switch by key; empty (with a diagnostic) when no root is known or some switch is unranked. */
  static Map<String, String> of(Subnet subnet, IbNames names, List<String> rootNames, List<End> endPoints,
      Map<End, End> peers, List<String> assumptions, Diagnostics diagnostics) {
    List<String> switches = subnet.nodesOf(Node.Kind.SWITCH).stream().map(Node::key).toList();
    Map<String, List<String>> adjacency = new HashMap<>();
    List<String[]> cables = new ArrayList<>();
    for (IbLink l : subnet.links()) {
      Node a = subnet.nodes().get(l.a().node());
      Node b = subnet.nodes().get(l.b().node());
      if (a != null && b != null && a.kind() == Node.Kind.SWITCH && b.kind() == Node.Kind.SWITCH) {
        adjacency.computeIfAbsent(a.key(), k -> new ArrayList<>()).add(b.key());
        adjacency.computeIfAbsent(b.key(), k -> new ArrayList<>()).add(a.key());
        cables.add(new String[] {a.key(), b.key()});
      }
    }
    List<String> roots = new ArrayList<>();
    for (String r : rootNames) {
      String key = switches.stream().filter(s -> s.equals(r) || r.equals(names.switchName(s))).findFirst().orElse(null);
      if (key == null) {
        diagnostics.report(Code.PFC460, (SourceSpan) null, "--roots names '" + r + "', which is no switch of "
            + subnet.file(), "name root switches as the printed .pfc does, or by their name in the dump");
      } else {
        roots.add(key);
      }
    }
    if (roots.size() < rootNames.size()) {
      return Map.of();
    }
    List<String> attached = endPoints.stream().map(e -> peers.get(e).node()).toList();
    Ranks ranks = Ranks.of(switches, adjacency, attached, roots);
    if (ranks.roots().isEmpty()) {
      diagnostics.report(Code.PFC460, SourceSpan.at(subnet.file(), 1, 1), "up-down routing needs root switches, and "
          + "none was recognised (no switch is at one distance from nearly every channel adapter) nor is there a top "
          + "tier (" + (attached.isEmpty() ? "no switch has a channel adapter"
          : "every switch has a channel adapter, or some is not connected to them") + ")",
          "name the root switches: --roots NAME,NAME (as the .pfc or the dump names them)");
      return Map.of();
    }
    boolean unranked = false;
    for (Node n : subnet.nodesOf(Node.Kind.SWITCH)) {
      if (!ranks.rank().containsKey(n.key())) {
        unranked = true;
        diagnostics.report(Code.PFC460, n.span(), "switch " + names.switchName(n.key()) + " is not connected to the "
            + "root switches, so up-down routing cannot rank it", "give the whole subnet, or name roots in its part too");
      }
    }
    if (unranked) {
      return Map.of();
    }
    assumptions.add("up-down: root switches " + ranks.roots().stream().map(names::switchName)
        .collect(Collectors.joining(", ")) + " (" + ranks.basis().text + ")"
        + "; tier rank<r> holds the switches r cables from the nearest root");
    return names(ranks.rank(), cables, names, assumptions);
  }

  private static Map<String, String> names(Map<String, Integer> rank, List<String[]> cables, IbNames names,
      List<String> assumptions) {
    Set<Integer> tied = new HashSet<>();
    for (String[] c : cables) {
      if (rank.get(c[0]).equals(rank.get(c[1]))) {
        tied.add(rank.get(c[0]));
      }
    }
    Map<String, String> out = new LinkedHashMap<>();
    Map<Integer, List<String>> byRank = new TreeMap<>();
    rank.forEach((s, r) -> byRank.computeIfAbsent(r, k -> new ArrayList<>()).add(s));
    byRank.forEach((r, members) -> {
      members.sort(Comparator.comparing(names::switchName));
      for (int k = 0; k < members.size(); k++) {
        out.put(members.get(k), tied.contains(r) ? "rank" + r + "-" + (k + 1) : "rank" + r);
      }
    });
    if (!tied.isEmpty()) {
      assumptions.add("cables join switches of equal rank " + tied + ": each of those switches has a tier of its own, "
          + "ordered by name (OpenSM orders them by GUID)");
    }
    return out;
  }

  /** {@code tiers rank3 < rank2 < rank1 < rank0} (bottom up), or "" for no tiers. */
  static String statement(Map<String, String> tiers) {
    if (tiers.isEmpty()) {
      return "";
    }
    List<String> ordered = new ArrayList<>(new HashSet<>(tiers.values()));
    ordered.sort(Comparator.comparingInt(IbTiers::rankOf).reversed().thenComparingInt(IbTiers::indexOf));
    return "tiers " + String.join(" < ", ordered);
  }

  private static int rankOf(String tier) {
    int dash = tier.indexOf('-');
    return Integer.parseInt(tier.substring(4, dash < 0 ? tier.length() : dash));
  }

  private static int indexOf(String tier) {
    int dash = tier.indexOf('-');
    return dash < 0 ? 0 : Integer.parseInt(tier.substring(dash + 1));
  }
}

package org.pfcheck.importers.ib;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An InfiniBand subnet as a dump describes it: nodes in the order it names them, each cable once, and
 * the LIDs (when the dump has them). Immutable.
 *
 * @param file the dump it was read from
 * @param nodes by key, in the order of first mention
 * @param links each cable once, in the order of first mention
 * @param lids by value, ascending
 * @param unsure keys of nodes named on lines that could not be read: findings about them (no routing
 *     table, a table for an unknown switch) may be only a consequence, and are left out
 * @param notes what the reader assumed (chassis it expanded), for the header
 */
record Subnet(String file, Map<String, Node> nodes, List<IbLink> links, Map<Integer, Lid> lids, Set<String> unsure,
    List<String> notes) {
  Subnet {
    unsure = Set.copyOf(unsure);
    notes = List.copyOf(notes);
    nodes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(nodes));
    links = List.copyOf(links);
    lids = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(lids));
  }

  /** The far end of every port with a cable. */
  Map<End, End> peers() {
    Map<End, End> out = new HashMap<>(4 * links.size());
    for (IbLink l : links) {
      out.put(l.a(), l.b());
      out.put(l.b(), l.a());
    }
    return out;
  }

  /** The LID of each port that has one (a switch's on its port 0). */
  Map<End, Lid> lidsByPort() {
    Map<End, Lid> out = new HashMap<>(2 * lids.size());
    lids.values().forEach(l -> out.put(l.owner(), l));
    return out;
  }

  /** The nodes of {@code kind}, in order. */
  List<Node> nodesOf(Node.Kind kind) {
    List<Node> out = new ArrayList<>();
    nodes.values().stream().filter(n -> n.kind() == kind).forEach(out::add);
    return out;
  }
}

package org.pfcheck.importers.ib;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deliberately simple channel-dependency graph of an ibdm {@code .topo} file under routing that takes
 * every minimal path (min-hop), or every minimal up-down path from given root switches, computed on its
 * own (regular expressions, string keys, no code of the importer or the analyzer). Systems of type
 * Cougar, Lion or MT23108 are channel adapters. Queues are named {@code <switch>[<port>]/p0} after the channel into them.
 */
final class SimpleTopologyDependencies {
  private static final Pattern SYSTEM = Pattern.compile("^(\\S+)\\s+(\\S+)\\s*$");
  private static final Pattern PORT = Pattern.compile("^\\s+(\\S+)\\s+-\\S*>\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s*$");

  private final Map<String, String> peer = new HashMap<>();            // "node port" -> "node port"
  private final Map<String, List<String>> ports = new HashMap<>();     // node -> its cabled "node port"s
  private final Set<String> adapters = new HashSet<>();

  SimpleTopologyDependencies(String topo) {
    String system = null;
    for (String line : topo.split("\n")) {
      Matcher s = SYSTEM.matcher(line);
      Matcher p = PORT.matcher(line);
      if (line.isBlank() || line.startsWith("#")) {
        system = null;
      } else if (p.matches()) {
        connect(system + " " + p.group(1), p.group(3) + " " + p.group(4));
        if (List.of("Cougar", "Lion", "MT23108").contains(p.group(2))) {
          adapters.add(p.group(3));
        }
      } else if (s.matches()) {
        system = s.group(2);
      }
    }
  }

  private void connect(String a, String b) {
    if (peer.put(a, b) == null) {
      ports.computeIfAbsent(a.split(" ")[0], k -> new ArrayList<>()).add(a);
    }
    if (peer.put(b, a) == null) {
      ports.computeIfAbsent(b.split(" ")[0], k -> new ArrayList<>()).add(b);
    }
  }

  private boolean isSwitch(String node) {
    return !adapters.contains(node);
  }

  /** Dependencies of every CA-to-CA packet on every minimal path. */
  Set<String> minHop() {
    return dependencies(null);
  }

  /** Dependencies of every CA-to-CA packet on every minimal up-down path, ranks counted from {@code roots}. */
  Set<String> upDown(Predicate<String> roots) {
    Map<String, Integer> rank = new HashMap<>();
    ArrayDeque<String> queue = new ArrayDeque<>();
    for (String n : ports.keySet()) {
      if (isSwitch(n) && roots.test(n)) {
        rank.put(n, 0);
        queue.add(n);
      }
    }
    while (!queue.isEmpty()) {
      String n = queue.poll();
      for (String p : ports.get(n)) {
        String m = peer.get(p).split(" ")[0];
        if (isSwitch(m) && !rank.containsKey(m)) {
          rank.put(m, rank.get(n) + 1);
          queue.add(m);
        }
      }
    }
    return dependencies(rank);
  }

  /**
   * The dependencies towards every adapter; {@code rank} null for min-hop. A state is "the channel a
   * packet came in by" plus, for up-down, whether it came down (from a smaller rank).
   */
  private Set<String> dependencies(Map<String, Integer> rank) {
    Set<String> out = new TreeSet<>();
    for (String dst : adapters) {
      String target = peer.get(ports.get(dst).get(0)).split(" ")[0];
      Map<String, Integer> distance = distances(target, rank);
      ArrayDeque<String> work = new ArrayDeque<>();
      Set<String> seen = new HashSet<>();
      for (String src : adapters) {
        if (!src.equals(dst)) {
          String in = peer.get(ports.get(src).get(0));
          if (seen.add(in + "|up")) {
            work.add(in + "|up");
          }
        }
      }
      while (!work.isEmpty()) {
        String state = work.poll();
        String in = state.split("\\|")[0];
        boolean down = state.endsWith("|down");
        String node = in.split(" ")[0];
        if (node.equals(target)) {
          continue;  // delivered
        }
        int d = distance.get(node + (rank == null || !down ? "|up" : "|down"));
        for (String p : ports.get(node)) {
          String far = peer.get(p);
          String next = far.split(" ")[0];
          if (!isSwitch(next)) {
            continue;
          }
          boolean goesDown = rank != null && rank.get(next) > rank.get(node);
          boolean goesUp = rank != null && rank.get(next) < rank.get(node);
          if (rank != null && (!goesDown && !goesUp || down && goesUp)) {
            continue;
          }
          Integer dn = distance.get(next + (goesDown ? "|down" : "|up"));
          if (dn != null && dn == d - 1) {
            out.add(queue(in) + " -> " + queue(far));
            String s = far + (goesDown ? "|down" : "|up");
            if (seen.add(s)) {
              work.add(s);
            }
          }
        }
      }
    }
    return out;
  }

  /** Hops to {@code target} from "switch|up" and "switch|down" (min-hop: "switch|up" only), by relaxation. */
  private Map<String, Integer> distances(String target, Map<String, Integer> rank) {
    Map<String, Integer> d = new HashMap<>();
    d.put(target + "|up", 0);
    d.put(target + "|down", 0);
    for (boolean changed = true; changed;) {
      changed = false;
      for (String node : ports.keySet()) {
        if (!isSwitch(node) || node.equals(target)) {
          continue;
        }
        for (String phase : List.of("|up", "|down")) {
          for (String p : ports.get(node)) {
            String next = peer.get(p).split(" ")[0];
            if (!isSwitch(next)) {
              continue;
            }
            boolean goesDown = rank != null && rank.get(next) > rank.get(node);
            boolean goesUp = rank != null && rank.get(next) < rank.get(node);
            if (rank != null && (!goesDown && !goesUp || phase.equals("|down") && goesUp)) {
              continue;
            }
            Integer dn = d.get(next + (goesDown ? "|down" : "|up"));
            Integer old = d.get(node + phase);
            if (dn != null && (old == null || dn + 1 < old)) {
              d.put(node + phase, dn + 1);
              changed = true;
            }
          }
        }
      }
    }
    return d;
  }

  private static String queue(String channelEnd) {
    String[] np = channelEnd.split(" ");
    return np[0] + "[" + np[1] + "]/p0";
  }
}

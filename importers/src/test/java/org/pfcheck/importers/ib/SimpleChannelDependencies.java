package org.pfcheck.importers.ib;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deliberately simple channel-dependency graph of an InfiniBand subnet, computed from the dump files
 * on its own (regular expressions, string keys, no code of the importer or the analyzer), as ibdm's
 * credit-loop check describes it: a channel is a port's outgoing direction of a cable; tracing every
 * source-destination path through the routing tables, each channel depends on the next. A switch's own
 * packets enter it through "port 0". Channels are named as the importer's documented naming makes
 * pfcheck name the queue at the channel's far end: {@code sw-<LID>[P<port>]/p0}; channels into channel
 * adapters are sinks and have no such name (their dependencies are left out).
 */
final class SimpleChannelDependencies {
  private static final Pattern PORT = Pattern.compile(
      "\\{ ([A-Za-z*-]+) Ports:\\w+ SystemGUID:\\w+ NodeGUID:(\\w+) PortGUID:\\w+ VenID:\\w+ DevID:\\w+ Rev:\\w+ "
          + "\\{[^}]*\\} LID:(\\w+) PN:(\\w+) \\}");
  private static final Pattern TABLE = Pattern.compile("dump_ucast_routes: Switch 0x(\\w+)");
  private static final Pattern ENTRY = Pattern.compile("^0x(\\w+) : (\\d+|UNREACHABLE)");

  private final Map<String, String> peer = new HashMap<>();      // "guid:port" -> "guid:port"
  private final Map<String, Boolean> isSwitch = new HashMap<>();
  private final Map<Integer, String> lidOwner = new HashMap<>(); // LID -> "guid:port" (a switch's: port 0)
  private final Map<String, Integer> switchLid = new HashMap<>();
  private final Map<String, Map<Integer, Integer>> table = new HashMap<>();

  SimpleChannelDependencies(String subnetLst, String osmFdbs) {
    for (String line : subnetLst.split("\n")) {
      Matcher m = PORT.matcher(line);
      List<String[]> ends = new ArrayList<>();
      while (m.find()) {
        ends.add(new String[] {m.group(1), m.group(2), m.group(3), m.group(4)});
      }
      if (ends.size() != 2 || !line.contains("LOG=ACT")) {
        continue;
      }
      String[] keys = new String[2];
      for (int k = 0; k < 2; k++) {
        String[] e = ends.get(k);
        boolean sw = e[0].startsWith("SW");
        int lid = Integer.parseInt(e[2], 16);
        keys[k] = e[1] + ":" + Integer.parseInt(e[3], 16);
        isSwitch.put(e[1], sw);
        lidOwner.put(lid, sw ? e[1] + ":0" : keys[k]);
        if (sw) {
          switchLid.put(e[1], lid);
        }
      }
      peer.put(keys[0], keys[1]);
      peer.put(keys[1], keys[0]);
    }
    String current = null;
    for (String line : osmFdbs.split("\n")) {
      Matcher t = TABLE.matcher(line);
      if (t.find()) {
        current = t.group(1);
        table.put(current, new HashMap<>());
        continue;
      }
      Matcher e = ENTRY.matcher(line);
      if (e.find() && !e.group(2).equals("UNREACHABLE")) {
        table.get(current).put(Integer.parseInt(e.group(1), 16), Integer.parseInt(e.group(2)));
      }
    }
  }

  /** The dependencies "queue -> queue" of every path between the LIDs of CA ports (and switches when {@code allLids}). */
  Set<String> dependencies(boolean allLids) {
    List<Integer> ends = new ArrayList<>();
    lidOwner.forEach((lid, owner) -> {
      if (allLids || !isSwitch.get(owner.split(":")[0])) {
        ends.add(lid);
      }
    });
    Set<String> out = new TreeSet<>();
    for (int src : ends) {
      for (int dst : ends) {
        if (src != dst) {
          trace(src, dst, out);
        }
      }
    }
    return out;
  }

  /** Follows the tables from {@code src} to {@code dst}, adding each pair of consecutive channels. */
  private void trace(int src, int dst, Set<String> out) {
    String owner = lidOwner.get(src);
    String node = owner.split(":")[0];
    String channel;  // "guid:port": the port a packet leaves by
    String previous = null;
    if (isSwitch.get(node)) {
      previous = "sw-" + hex(switchLid.get(node)) + "[P0]/p0";
      channel = node + ":" + table.get(node).get(dst);
    } else {
      channel = owner;
    }
    for (int hops = 0; hops < 300; hops++) {
      String far = peer.get(channel);
      if (far == null) {
        return;  // a dead end: the packet is lost
      }
      String farNode = far.split(":")[0];
      if (!isSwitch.get(farNode)) {
        return;  // into a channel adapter: a sink (its queue is not modelled)
      }
      String queue = "sw-" + hex(switchLid.get(farNode)) + "[P" + far.split(":")[1] + "]/p0";
      if (previous != null) {
        out.add(previous + " -> " + queue);
      }
      if (switchLid.get(farNode) == dst) {
        return;  // delivered to the switch itself
      }
      Integer port = table.get(farNode).get(dst);
      if (port == null || port == 0) {
        return;
      }
      previous = queue;
      channel = farNode + ":" + port;
    }
    throw new AssertionError("more than 300 hops from LID " + src + " to " + dst + ": a forwarding loop");
  }

  private static String hex(int lid) {
    return String.format("%04X", lid);
  }

  /** Whether {@code edges} ("a -> b") have a cycle: Kahn's algorithm leaves some node unremoved. */
  static boolean cyclic(Set<String> edges) {
    Map<String, List<String>> next = new HashMap<>();
    Map<String, Integer> in = new HashMap<>();
    for (String e : edges) {
      String[] ab = e.split(" -> ");
      next.computeIfAbsent(ab[0], k -> new ArrayList<>()).add(ab[1]);
      in.merge(ab[1], 1, Integer::sum);
      in.putIfAbsent(ab[0], 0);
    }
    ArrayDeque<String> free = new ArrayDeque<>();
    in.forEach((q, d) -> {
      if (d == 0) {
        free.add(q);
      }
    });
    Set<String> removed = new HashSet<>();
    while (!free.isEmpty()) {
      String q = free.poll();
      removed.add(q);
      for (String n : next.getOrDefault(q, List.of())) {
        if (in.merge(n, -1, Integer::sum) == 0) {
          free.add(n);
        }
      }
    }
    return removed.size() < in.size();
  }
}

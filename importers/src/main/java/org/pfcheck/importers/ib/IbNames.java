package org.pfcheck.importers.ib;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pfcheck.model.text.Keywords;

/**
 * The {@code .pfc} names of an imported subnet's switches and hosts, unique and valid in the language.
 * With LIDs (a link dump), a switch is {@code sw-<LID>} (four upper-case hex digits, as OpenSM prints
 * LIDs; {@code sw-<GUID>} without one) and a channel-adapter port is named after its host when the
 * node description says ({@code swlab225 HCA-1} gives {@code swlab225}), else {@code ca-<LID>} ({@code
 * rt-<LID>} for a router); in a {@code .topo} file, the system names. A node with several cabled ports
 * gets a host per port ({@code <name>-P2}); a switch's management port, a host when switch LIDs are
 * destinations, is {@code <switch>-port0}. Characters the language does not allow become {@code _}, a
 * keyword gets a {@code _} appended, and a name
 * taken already gets {@code -2}, {@code -3}, ... Immutable.
 */
final class IbNames {
  private static final Pattern HCA = Pattern.compile("^(\\S+)\\s+HCA-(\\d+)\\b.*");


  private final Map<String, String> switches;
  private final Map<End, String> hosts;
  private final Map<End, String> ports;

  private IbNames(Map<String, String> switches, Map<End, String> hosts, Map<End, String> ports) {
    this.switches = switches;
    this.hosts = hosts;
    this.ports = ports;
  }

  /** IbNames for {@code subnet}: its switches, and the end-point ports in {@code endPoints} (cabled ports of CAs and routers). */
  static IbNames of(Subnet subnet, List<End> endPoints, boolean managementHosts) {
    Set<String> taken = new HashSet<>();
    Map<String, String> switches = new HashMap<>();
    Map<End, Lid> lids = subnet.lidsByPort();
    for (Node n : subnet.nodesOf(Node.Kind.SWITCH)) {
      Lid lid = lids.get(End.numbered(n.key(), 0));
      String base = !isGuid(n.key()) ? n.key() : lid != null ? "sw-" + Lid.hex(lid.value()).substring(2)
          : "sw-" + n.key();
      switches.put(n.key(), unique(base, taken));
    }
    Map<String, Integer> cabled = new HashMap<>();
    endPoints.forEach(e -> cabled.merge(e.node(), 1, Integer::sum));
    Map<End, String> hosts = new HashMap<>();
    for (End e : endPoints) {
      Node n = subnet.nodes().get(e.node());
      String base = base(n, lids.get(e));
      boolean perPort = lids.get(e) != null && (base.startsWith("ca-") || base.startsWith("rt-"));  // the port's own LID
      hosts.put(e, unique(cabled.get(e.node()) > 1 && !perPort ? base + "-" + e.port() : base, taken));
    }
    if (managementHosts) {
      for (Node n : subnet.nodesOf(Node.Kind.SWITCH)) {
        hosts.put(End.numbered(n.key(), 0), unique(switches.get(n.key()) + "-port0", taken));
      }
    }
    return new IbNames(switches, hosts, portNames(subnet, managementHosts));
  }

  /** Each cabled port's name, valid and unique at its node ({@code P0} kept for the management port). */
  private static Map<End, String> portNames(Subnet subnet, boolean managementHosts) {
    Map<String, Set<String>> taken = new HashMap<>();
    Map<End, String> out = new HashMap<>();
    for (IbLink l : subnet.links()) {
      for (End e : List.of(l.a(), l.b())) {
        Set<String> used = taken.computeIfAbsent(e.node(), k -> new HashSet<>(managementHosts ? Set.of("P0") : Set.of()));
        out.computeIfAbsent(e, k -> unique(k.port(), used));
      }
    }
    return out;
  }

  private static String base(Node n, Lid lid) {
    Matcher m = HCA.matcher(n.description());
    if (m.matches()) {
      return m.group(1) + (m.group(2).equals("1") ? "" : "-hca" + m.group(2));
    }
    if (!isGuid(n.key())) {
      return n.key();
    }
    String prefix = n.kind() == Node.Kind.ROUTER ? "rt-" : "ca-";
    return lid != null ? prefix + Lid.hex(lid.value()).substring(2) : prefix + n.key();
  }

  private static boolean isGuid(String key) {
    return key.length() == 16 && Hex.guid(key) != null && key.equals(Hex.guid(key));
  }

  /** The switch named for node {@code key}. */
  String switchName(String key) {
    return switches.get(key);
  }

  /** The name of cabled port {@code e} at its node ({@code P0} for a switch's management port). */
  String port(End e) {
    return ports.getOrDefault(e, e.port());
  }

  /** The host named for end-point port {@code e} (or a switch's port 0), or null. */
  String hostName(End e) {
    return hosts.get(e);
  }

  private static String unique(String raw, Set<String> taken) {
    String name = valid(raw);
    String candidate = name;
    for (int k = 2; !taken.add(candidate); k++) {
      candidate = name + "-" + k;
    }
    return candidate;
  }

  /** {@code raw} as a name of the language. */
  static String valid(String raw) {
    StringBuilder out = new StringBuilder(raw.length());
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      boolean word = c < 128 && (Character.isLetterOrDigit(c) || c == '_');
      boolean between = (c == '-' || c == '.') && out.length() > 0 && isWord(out.charAt(out.length() - 1))
          && i + 1 < raw.length() && isWord(raw.charAt(i + 1));
      out.append(word || between ? c : '_');
    }
    String s = out.length() == 0 ? "_" : out.toString();
    return Keywords.ALL.contains(s) ? s + "_" : s;
  }

  private static boolean isWord(char c) {
    return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
  }
}

package org.pfcheck.importers.ib;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Collects what a dump says about nodes, cables and LIDs, and reports where it contradicts itself: a
 * node described twice differently, a port cabled to two places, a LID given to two ports. A cable
 * described from both ends (as OpenSM's link dump does) is one cable. Working state of one reader.
 */
final class SubnetBuilder {
  private final String file;
  private final Diagnostics diagnostics;
  private final Map<String, Node> nodes = new LinkedHashMap<>();
  private final Map<End, End> peers = new HashMap<>();
  private final Map<End, SourceSpan> cabledAt = new HashMap<>();
  private final List<IbLink> links = new ArrayList<>();
  private final Map<Integer, Lid> lids = new HashMap<>();
  private final Map<End, Lid> lidOfPort = new HashMap<>();
  private final Set<String> unsure = new HashSet<>();
  private final List<String> notes = new ArrayList<>();

  SubnetBuilder(String file, Diagnostics diagnostics) {
    this.file = file;
    this.diagnostics = diagnostics;
  }

  /** The node under {@code key}, if described. */
  Node node(String key) {
    return nodes.get(key);
  }

  /** Records {@code n}; false (and a diagnostic at {@code at}) when an earlier description differs. */
  boolean node(Node n, SourceSpan at) {
    Node before = nodes.putIfAbsent(n.key(), n);
    if (before == null) {
      return true;
    }
    String difference = before.kind() != n.kind() || !before.type().equals(n.type()) ? "type " + before.type()
        : before.ports() != n.ports() && before.ports() > 0 && n.ports() > 0 ? before.ports() + " ports"
        : !before.description().equals(n.description()) ? "description '" + before.description() + "'" : null;
    if (difference == null) {
      return true;
    }
    diagnostics.report(Code.PFC453, at, "node " + n.key() + " is described differently here than at line "
        + before.span().line() + " (" + difference + ")", "a subnet dump describes each node one way; dump it again");
    return false;
  }

  /** Records a cable between {@code a} and {@code b} described at {@code at}. */
  void cable(End a, End b, SourceSpan at) {
    if (a.equals(b)) {
      diagnostics.report(Code.PFC453, at, "port " + a + " is cabled to itself", "fix or remove the line");
      return;
    }
    boolean known = peers.containsKey(a) || peers.containsKey(b);
    if (known && b.equals(peers.get(a)) && a.equals(peers.get(b))) {
      return;
    }
    if (known) {
      End taken = peers.containsKey(a) ? a : b;
      diagnostics.report(Code.PFC453, at, "port " + taken + " is cabled to " + peers.get(taken) + " at line "
          + cabledAt.get(taken).line() + ", and to " + (taken == a ? b : a) + " here",
          "a port has one cable: the dump is inconsistent, dump it again");
      return;
    }
    peers.put(a, b);
    peers.put(b, a);
    cabledAt.put(a, at);
    cabledAt.put(b, at);
    links.add(new IbLink(a, b, at));
  }

  /** Records that {@code owner} has LID {@code value} (already checked to be unicast), assigned at {@code at}. */
  void lid(int value, End owner, SourceSpan at) {
    Lid before = lidOfPort.get(owner);
    if (before != null && before.value() != value) {
      diagnostics.report(Code.PFC453, at, owner + " has LID " + Lid.hex(value) + " here but " + Lid.hex(before.value())
          + " at line " + before.span().line(), "a port has one base LID: dump the subnet again");
      return;
    }
    Lid other = lids.get(value);
    if (other != null && !other.owner().equals(owner)) {
      diagnostics.report(Code.PFC454, at, "LID " + Lid.hex(value) + " is given to " + owner + " here and to "
          + other.owner() + " at line " + other.span().line(), "every port has its own LID: dump the subnet again");
      return;
    }
    if (before == null) {
      Lid lid = new Lid(value, owner, at);
      lids.put(value, lid);
      lidOfPort.put(owner, lid);
    }
  }

  /** Marks the nodes that a line that could not be read names (by {@code key}). */
  void unsure(String key) {
    unsure.add(key);
  }

  /** Records what the reader assumed, for the header. */
  void note(String assumption) {
    notes.add(assumption);
  }

  Subnet build() {
    return new Subnet(file, nodes, links, lids, unsure, notes);
  }
}

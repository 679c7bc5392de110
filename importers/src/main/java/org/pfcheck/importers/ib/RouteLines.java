package org.pfcheck.importers.ib;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Each switch's routing table as one {@code route} per destination, a {@code /32} for the destination
 * LID's address, via the port the table names or {@code drop} where it names none (no entry,
 * UNREACHABLE, or a port without a cable); with the checks that need the subnet and the tables together:
 * a table for no switch of the subnet (PFC455), a switch without a table (PFC456), a port beyond the
 * switch's (PFC452), a route to a port without a cable (PFC458), entries for LIDs no port owns (PFC461).
 * Stateless.
 */
final class RouteLines {
  private RouteLines() {}

  /** A destination: a host's port, its LID and its name. */
  record Destination(End port, int lid, String host) {}

  static List<Statement> of(Subnet subnet, Assembly.Tables tables, IbNames names, List<Destination> destinations,
      Diagnostics diagnostics) {
    Map<String, Lft> lfts = tables.lfts();
    String fdbFile = tables.file();
    for (Lft t : lfts.values()) {
      Node n = subnet.nodes().get(t.guid());
      if ((n == null || n.kind() != Node.Kind.SWITCH) && !subnet.unsure().contains(t.guid())) {
        diagnostics.report(Code.PFC455, t.span(), "a routing table for 0x" + t.guid() + ", which "
            + (n == null ? "the link dump " + subnet.file() + " does not describe" : "is a " + n.type() + ", not a switch"),
            "give the link dump and the tables of the same subnet, dumped together");
      }
    }
    Map<End, End> peers = subnet.peers();
    List<Statement> out = new ArrayList<>();
    for (Node sw : subnet.nodesOf(Node.Kind.SWITCH)) {
      Lft table = lfts.get(sw.key());
      if (table == null && (lfts.isEmpty() || tables.unsure().contains(sw.key())
          || subnet.unsure().contains(sw.key()))) {
        continue;
      }
      if (table == null) {
        diagnostics.report(Code.PFC456, sw.span(), "switch 0x" + sw.key() + " (" + names.switchName(sw.key())
            + ") has no routing table in " + fdbFile, "dump every switch's table (OpenSM -D 0x41, or "
            + "dump_fdbs); a switch without one would drop everything, which would prove too much");
        continue;
      }
      check(sw, table, subnet.lids().keySet(), diagnostics);
      for (Destination d : destinations) {
        out.add(route(sw, table, d, names, peers, fdbFile, diagnostics));
      }
    }
    return out;
  }

  private static void check(Node sw, Lft table, Set<Integer> lids, Diagnostics diagnostics) {
    Lft.Entry firstUnknown = null;
    int unknown = 0;
    for (Lft.Entry e : table.entries().values()) {
      if (e.port() > sw.ports()) {
        diagnostics.report(Code.PFC452, e.span(), "LID " + Lid.hex(e.lid()) + " goes to port " + e.port()
            + ", but switch 0x" + sw.key() + " has " + sw.ports() + " ports", "give the link dump and the tables "
            + "of the same subnet");
      }
      if (!lids.contains(e.lid()) && e.port() != Lft.Entry.UNREACHABLE) {
        firstUnknown = firstUnknown == null ? e : firstUnknown;
        unknown++;
      }
    }
    if (firstUnknown != null) {
      diagnostics.report(Code.PFC461, firstUnknown.span(), "the table of switch 0x" + sw.key() + " routes " + unknown
          + " LID" + (unknown == 1 ? "" : "s") + " that no port of the link dump owns, from " + Lid.hex(firstUnknown.lid())
          + " (left out: nothing is sent to them)", "with LMC > 0, every LID of a port's range routes like its base LID");
    }
  }

  private static Statement route(Node sw, Lft table, Destination d, IbNames names, Map<End, End> peers, String file,
      Diagnostics diagnostics) {
    String prefix = "route " + names.switchName(sw.key()) + " " + address(d.lid()) + "/32 ";
    Lft.Entry e = table.entries().get(d.lid());
    if (e == null) {
      return new Statement(prefix + "drop", "no entry for LID " + Lid.hex(d.lid()) + " in " + file, table.span());
    }
    String where = file + ":" + e.span().line();
    if (e.port() == Lft.Entry.UNREACHABLE) {
      return new Statement(prefix + "drop", where + " UNREACHABLE", e.span());
    }
    End out = End.numbered(sw.key(), e.port());
    boolean self = e.port() == 0 && d.port().equals(out);
    if (self || e.port() > 0 && e.port() <= sw.ports() && peers.containsKey(out)) {
      return new Statement(prefix + "via " + names.port(out), where, e.span());
    }
    if (e.port() <= sw.ports()) {
      diagnostics.report(Code.PFC458, e.span(), "switch 0x" + sw.key() + " sends LID " + Lid.hex(d.lid()) + " ("
          + d.host() + ") to port " + e.port() + (e.port() == 0 ? ", itself" : ", which has no cable")
          + ": dropped there", "check the table; a packet that reaches this switch is lost");
    }
    return new Statement(prefix + "drop", where + " port " + e.port() + " leads nowhere", e.span());
  }

  /** The address that stands for LID {@code lid}: 10.0.0.0 plus the LID. */
  static String address(int lid) {
    return "10.0." + (lid >> 8) + "." + (lid & 0xFF);
  }
}

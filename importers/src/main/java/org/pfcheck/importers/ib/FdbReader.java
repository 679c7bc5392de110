package org.pfcheck.importers.ib;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads OpenSM's unicast routing-table dumps, in either form: {@code dump_ucast_routes} ({@code
 * osm.fdbs}: a {@code dump_ucast_routes: Switch 0x<guid>} line, then {@code 0x<LID> : <port> : <hops> :
 * <optimal>}, {@code 0x<LID> : UNREACHABLE} or {@code 0x<LID> : <port> : HOPS UNKNOWN} per LID) or
 * {@code dump_ucast_lfts} ({@code Unicast lids [0-N] of switch Lid L guid 0x<guid> ('desc'):}, then
 * {@code 0x<lid> <port> # ...}). LIDs are hex, ports decimal. A table given twice, a LID given twice in a
 * table, an entry outside a table and a line of neither form each get a located diagnostic. Stateless.
 */
final class FdbReader {
  private static final String ROUTES = "dump_ucast_routes:";
  private static final String LFTS = "Unicast lids";
  private static final Pattern GUID = Pattern.compile("0x([0-9A-Fa-f]{1,16})");

  private FdbReader() {}

  /**
   * What was read: the tables by switch GUID, in file order, and the GUIDs on table headers that could
   * not be read (a missing table of such a switch is no news).
   */
  record Read(Map<String, Lft> tables, Set<String> unsure) {}

  static Read read(String file, List<String> lines, Diagnostics diagnostics) {
    Map<String, Lft> out = new LinkedHashMap<>();
    Set<String> unsure = new HashSet<>();
    String guid = null;
    SourceSpan header = null;
    Map<Integer, Lft.Entry> entries = new HashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i);
      String t = text.strip();
      if (t.isEmpty() || t.startsWith("LID") || t.endsWith("lids dumped")) {
        continue;
      }
      LineCursor c = new LineCursor(file, i + 1, text);
      try {
        if (t.startsWith(ROUTES) || t.startsWith(LFTS)) {
          if (guid != null) {
            out.put(guid, new Lft(guid, header, entries));
          }
          guid = null;  // until the header reads: the entries of an unreadable one are left out
          header = new SourceSpan(file, i + 1, 1, i + 1, text.length() + 1);
          entries = new HashMap<>();
          String g = header(c, t.startsWith(ROUTES));
          if (out.containsKey(g)) {
            diagnostics.report(Code.PFC457, header, "a second routing table for switch 0x" + g + " (the first is at line "
                + out.get(g).span().line() + ")", "dump each switch's table once");
          } else {
            guid = g;
          }
          continue;
        }
        if (!t.startsWith("0x") && !t.startsWith("0X")) {
          throw new Malformed(c.here(), "not a routing-table line: expected '" + ROUTES + " Switch 0x<guid>' or "
              + "'0x<LID> : <port> ...', found " + c.found());
        }
        if (header == null) {
          throw new Malformed(c.here(), "a routing entry before any '" + ROUTES + " Switch 0x<guid>' line",
              "the dump starts each switch's table with its header line");
        }
        Lft.Entry e = entry(c);
        if (guid == null || e == null) {
          continue;  // the entries of a table already reported twice
        }
        Lft.Entry before = entries.putIfAbsent(e.lid(), e);
        if (before != null) {
          diagnostics.report(Code.PFC457, e.span(), "LID " + Lid.hex(e.lid()) + " appears twice in the table of "
              + "switch 0x" + guid + " (first at line " + before.span().line() + ")", "keep one entry per LID");
        }
      } catch (Malformed m) {
        diagnostics.report(m.code, m.at, m.getMessage(), m.hint);
        if (t.startsWith(ROUTES) || t.startsWith(LFTS)) {
          Matcher g = GUID.matcher(t);
          while (g.find()) {
            unsure.add(Hex.guid(g.group(1)));
          }
        }
      }
    }
    if (guid != null) {
      out.put(guid, new Lft(guid, header, entries));
    }
    return new Read(out, unsure);
  }

  /** The switch GUID of a table's header line. */
  private static String header(LineCursor c, boolean routes) {
    String marker = routes ? "Switch" : "guid";
    while (!c.atEnd()) {
      if (c.word().equals(marker)) {
        c.skipSpaces();
        int pos = c.position();
        String g = c.word();
        String guid = Hex.guid(g);
        if (guid == null || !g.startsWith("0x")) {
          throw new Malformed(c.at(pos), "expected the switch GUID (0x and up to 16 hex digits) after '" + marker
              + "', found '" + g + "'");
        }
        return guid;
      }
    }
    throw new Malformed(c.here(), "a table header without '" + marker + " 0x<guid>'");
  }

  /** {@code 0x<LID> : <port> ...}, {@code 0x<LID> : UNREACHABLE} or {@code 0x<lid> <port> # ...}; null for LID 0. */
  private static Lft.Entry entry(LineCursor c) {
    c.skipSpaces();
    int lidAt = c.position();
    String lidText = c.word();
    long lid = Hex.parse(lidText);
    if (lid < 0) {
      throw new Malformed(c.at(lidAt), "'" + lidText + "' is not a LID (0x and hex digits)");
    }
    if (lid == 0) {
      return null;  // dump_ucast_lfts may list LID 0, which no port has
    }
    if (lid > Lid.MAX) {
      throw new Malformed(Code.PFC452, c.at(lidAt), "LID " + lidText + " is outside the unicast range 0x0001..0xBFFF",
          "unicast tables hold unicast LIDs only");
    }
    c.accept(':');
    c.skipSpaces();
    int portAt = c.position();
    String port = c.word();
    SourceSpan span = c.at(lidAt);
    if (port.equals("UNREACHABLE")) {
      return new Lft.Entry((int) lid, Lft.Entry.UNREACHABLE, span);
    }
    int p = Hex.decimal(port);
    if (p < 0 || p > 254) {
      throw new Malformed(c.at(portAt), "expected a port number (decimal, 0..254) or UNREACHABLE after the LID, found '"
          + port + "'");
    }
    return new Lft.Entry((int) lid, p, span);
  }
}

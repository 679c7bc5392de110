package org.pfcheck.importers.ib;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads the topology file {@code ibnetdiscover} prints: per node a header {@code Switch <ports>
 * "S-<guid>" # "<desc>" base port 0 lid <L> lmc <M>} (or {@code Ca}/{@code Rt} and {@code "H-<guid>"}/
 * {@code "R-<guid>"}), then one line per connected port, {@code [<port>](<portguid>) "<X>-<guid>"[<port>]
 * ... # ...}; a CA or router port line's comment starts with its own {@code lid <L>}. Identification
 * lines ({@code vendid=}, {@code switchguid=}, ...), chassis headings and comments are skipped. LIDs are
 * decimal. Stateless.
 */
final class NetDiscoverReader {
  private static final Pattern QUOTED_GUID = Pattern.compile("\"[SHR]-([0-9A-Fa-f]{1,16})\"");

  private NetDiscoverReader() {}

  /** Whether {@code lines} look like ibnetdiscover output (a node header line with a quoted GUID name). */
  static boolean recognises(List<String> lines) {
    return lines.stream().limit(200).anyMatch(l -> l.matches("^(Switch|Ca|Rt)\\s+\\d+\\s+\"[SHR]-[0-9a-fA-F]+\".*"));
  }

  static Subnet read(String file, List<String> lines, Diagnostics diagnostics) {
    SubnetBuilder b = new SubnetBuilder(file, diagnostics);
    Node current = null;
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i);
      String t = text.strip();
      if (t.isEmpty() || t.startsWith("#") || t.contains("=") && !t.startsWith("[") || t.startsWith("Chassis")
          || t.startsWith("Non-Chassis") || t.startsWith("Hostname:")) {
        continue;
      }
      LineCursor c = new LineCursor(file, i + 1, text);
      try {
        if (t.startsWith("[")) {
          if (current == null) {
            throw new Malformed(c.here(), "a port line before any Switch, Ca or Rt line");
          }
          port(c, current, b);
        } else {
          current = header(c, b);
        }
      } catch (Malformed m) {
        diagnostics.report(m.code, m.at, m.getMessage(), m.hint);
        if (!t.startsWith("[")) {
          current = null;
        }
        Matcher guid = QUOTED_GUID.matcher(t);
        while (guid.find()) {
          b.unsure(Hex.guid(guid.group(1)));
        }
      }
    }
    return b.build();
  }

  /** {@code Switch 24 "S-<guid>" # "desc" base port 0 lid 6 lmc 0}, {@code Ca 2 "H-<guid>" # "desc"}. */
  private static Node header(LineCursor c, SubnetBuilder b) {
    c.skipSpaces();
    int at = c.position();
    String type = c.word();
    Node.Kind kind = switch (type) {
      case "Switch" -> Node.Kind.SWITCH;
      case "Ca" -> Node.Kind.CA;
      case "Rt" -> Node.Kind.ROUTER;
      default -> throw new Malformed(c.at(at), "expected a node line (Switch, Ca or Rt) or a port line ([n] ...), "
          + "found '" + type + "'");
    };
    c.skipSpaces();
    int portsAt = c.position();
    int ports = Hex.decimal(c.word());
    if (ports < 1 || ports > 254) {
      throw new Malformed(c.at(portsAt), "expected the node's number of ports (1..254) after '" + type + "'");
    }
    c.skipSpaces();
    int nameAt = c.position();
    String guid = quotedGuid(c, nameAt);
    String comment = c.rest();
    String description = quoted(comment);
    Node node = new Node(guid, kind, type, description, ports, c.at(at));
    b.node(node, c.at(at));
    if (kind == Node.Kind.SWITCH) {
      int k = comment.indexOf("port 0 lid ");
      int lid = k < 0 ? -1 : leadingNumber(comment.substring(k + 11));
      if (lid < 0 || lid > Lid.MAX) {
        throw new Malformed(Code.PFC452, c.at(nameAt), "the switch line has no valid 'port 0 lid <L>' (found "
            + (k < 0 ? "none" : comment.substring(k + 1).strip()) + ")", "ibnetdiscover prints the LID of port 0");
      }
      if (lid > 0) {
        b.lid(lid, End.numbered(guid, 0), c.at(at));
      }
    }
    return node;
  }

  /** {@code [3](portguid) "S-<guid>"[7] # lid 4 lmc 0 "desc" lid 6 4xSDR}. */
  private static void port(LineCursor c, Node node, SubnetBuilder b) {
    c.skipSpaces();
    int at = c.position();
    int local = bracketNumber(c, at);
    if (local < 1 || local > node.ports()) {
      throw new Malformed(Code.PFC452, c.at(at), "port " + local + " is outside 1.." + node.ports() + " of " + node.key(),
          "check the node's port count");
    }
    if (c.accept('(')) {
      c.until(')');
    }
    c.skipSpaces();
    int farAt = c.position();
    String far = quotedGuid(c, farAt);
    int remote = bracketNumber(c, c.position());
    String comment = c.rest();
    End here = End.numbered(node.key(), local);
    b.cable(here, End.numbered(far, remote), c.at(at));
    if (node.kind().endPoint()) {
      int k = comment.indexOf("lid ");
      int lid = k < 0 ? -1 : leadingNumber(comment.substring(k + 4));
      if (lid < 0 || lid > Lid.MAX) {
        throw new Malformed(Code.PFC452, c.at(at), "the port line of a CA has no valid '# lid <L>'", "ibnetdiscover "
            + "prints the port's LID first in the comment");
      }
      if (lid > 0) {
        b.lid(lid, here, c.at(at));
      }
    }
  }

  private static String quotedGuid(LineCursor c, int at) {
    String w = c.word();
    int bracket = w.indexOf('[');
    String name = bracket > 0 ? w.substring(0, bracket) : w;
    if (bracket > 0) {
      c.rewind(w.length() - bracket);
    }
    if (name.length() < 5 || name.charAt(0) != '"' || name.charAt(name.length() - 1) != '"' || name.charAt(2) != '-'
        || "SHR".indexOf(name.charAt(1)) < 0 || Hex.guid(name.substring(3, name.length() - 1)) == null) {
      throw new Malformed(c.at(at), "expected a quoted node name \"S-<guid>\", \"H-<guid>\" or \"R-<guid>\", found '"
          + name + "'");
    }
    return Hex.guid(name.substring(3, name.length() - 1));
  }

  private static int bracketNumber(LineCursor c, int at) {
    if (!c.accept('[')) {
      throw new Malformed(c.at(at), "expected a port number in brackets, found " + c.found());
    }
    String n = c.until(']');
    int v = n == null ? -1 : Hex.decimal(n.strip());
    if (v < 0) {
      throw new Malformed(c.at(at), "expected a port number in brackets, like [3]");
    }
    return v;
  }

  private static String quoted(String comment) {
    int open = comment.indexOf('"');
    int close = open < 0 ? -1 : comment.indexOf('"', open + 1);
    return close < 0 ? "" : comment.substring(open + 1, close);
  }

  private static int leadingNumber(String s) {
    int end = 0;
    while (end < s.length() && Character.isDigit(s.charAt(end))) {
      end++;
    }
    return Hex.decimal(s.substring(0, end));
  }
}

package org.pfcheck.importers.ib;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads an OpenSM/ibdm link dump ({@code subnet.lst}, {@code osm-subnet.lst}): one line per cable end,
 * {@code { NodeType Ports:.. SystemGUID:.. NodeGUID:.. PortGUID:.. VenID:.. DevID:.. Rev:.. {NodeDesc}
 * LID:hex PN:hex } { ..the far end.. } PHY=.. LOG=.. [SPD=..]}. A switch's LID is its port 0's. Lines
 * whose link is not up ({@code LOG=DWN}) describe no cable, as in ibdm. Every malformed line gets one
 * located diagnostic; the rest are still read. Stateless.
 */
final class SubnetListReader {
  private static final Set<String> ACTIVE = Set.of("ACT", "ARM", "INI");
  private static final Pattern NODE_GUID = Pattern.compile("NodeGUID:(?:0x)?([0-9A-Fa-f]{1,16})");

  private SubnetListReader() {}

  /** One port as a line describes it. */
  private record Port(Node node, int lid, SourceSpan lidAt, int number, SourceSpan numberAt) {}

  /** What was read: the subnet, and how many lines described a link that is not up. */
  record Read(Subnet subnet, int inactive) {}

  static Read read(String file, List<String> lines, Diagnostics diagnostics) {
    SubnetBuilder b = new SubnetBuilder(file, diagnostics);
    int inactive = 0;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).isBlank()) {
        continue;
      }
      LineCursor c = new LineCursor(file, i + 1, lines.get(i));
      try {
        Port a = port(c);
        Port z = port(c);
        if (!active(c)) {
          inactive++;
          continue;
        }
        if (b.node(a.node(), a.node().span()) & b.node(z.node(), z.node().span())) {
          End ea = end(a);
          End ez = end(z);
          b.cable(ea, ez, new SourceSpan(file, i + 1, 1, i + 1, lines.get(i).length() + 1));
          lid(b, a, ea);
          lid(b, z, ez);
        }
      } catch (Malformed m) {
        diagnostics.report(m.code, m.at, m.getMessage(), m.hint);
        Matcher guid = NODE_GUID.matcher(lines.get(i));
        while (guid.find()) {
          String key = Hex.guid(guid.group(1));
          if (key != null) {
            b.unsure(key);
          }
        }
      }
    }
    return new Read(b.build(), inactive);
  }

  private static End end(Port p) {
    return End.numbered(p.node().key(), p.number());
  }

  private static void lid(SubnetBuilder b, Port p, End end) {
    if (p.lid() != 0) {
      b.lid(p.lid(), p.node().kind() == Node.Kind.SWITCH ? End.numbered(p.node().key(), 0) : end, p.lidAt());
    }
  }

  /** {@code { TYPE Key:value ... {description} LID:.. PN:.. }}. */
  private static Port port(LineCursor c) {
    c.skipSpaces();
    SourceSpan start = c.here();
    if (!c.accept('{')) {
      throw new Malformed(c.here(), "expected '{' to start a port, found " + c.found());
    }
    c.skipSpaces();
    int typeAt = c.position();
    String type = c.word();
    Node.Kind kind = type.startsWith("SW") ? Node.Kind.SWITCH : type.startsWith("CA") ? Node.Kind.CA
        : type.startsWith("Rt") ? Node.Kind.ROUTER : null;
    if (kind == null) {
      throw new Malformed(c.at(typeAt), "unknown node type '" + type + "' (expected SW, CA or Rt)");
    }
    Map<String, String> fields = new HashMap<>();
    Map<String, Integer> at = new HashMap<>();
    while (!c.atEnd() && !c.peekWord().startsWith("{")) {
      field(c, fields, at);
    }
    if (!c.accept('{')) {
      throw new Malformed(c.here(), "expected the node description in braces, found end of line");
    }
    String description = c.until('}');
    if (description == null) {
      throw new Malformed(c.here(), "the node description has no closing '}'");
    }
    while (!c.atEnd() && !c.peekWord().startsWith("}")) {
      field(c, fields, at);
    }
    SourceSpan close = c.here();
    if (!c.accept('}')) {
      throw new Malformed(close, "expected '}' to end the port, found end of line");
    }
    int ports = (int) number(c, fields, at, "Ports", 1, 254, close);
    String guid = Hex.guid(required(fields, "NodeGUID", close));
    if (guid == null) {
      throw new Malformed(c.at(at.get("NodeGUID")), "NodeGUID '" + fields.get("NodeGUID") + "' is not a GUID",
          "write up to 16 hex digits");
    }
    int lid = (int) number(c, fields, at, "LID", 0, Lid.MAX, close);
    int pn = (int) number(c, fields, at, "PN", 1, ports, close);
    Node node = new Node(guid, kind, type, description.strip(), ports, start);
    return new Port(node, lid, c.at(at.get("LID")), pn, c.at(at.get("PN")));
  }

  private static void field(LineCursor c, Map<String, String> fields, Map<String, Integer> at) {
    c.skipSpaces();
    int pos = c.position();
    String w = c.word();
    int colon = w.indexOf(':');
    if (colon <= 0) {
      throw new Malformed(c.at(pos), "expected Key:value, found '" + w + "'");
    }
    fields.put(w.substring(0, colon), w.substring(colon + 1));
    at.put(w.substring(0, colon), pos + colon + 1);
  }

  private static String required(Map<String, String> fields, String key, SourceSpan where) {
    String v = fields.get(key);
    if (v == null) {
      throw new Malformed(where, "the port has no " + key + ": field", "OpenSM writes " + key + ":<hex> in every port");
    }
    return v;
  }

  private static long number(LineCursor c, Map<String, String> fields, Map<String, Integer> at, String key, int min,
      int max, SourceSpan where) {
    long v = Hex.parse(required(fields, key, where));
    if (v < 0) {
      throw new Malformed(c.at(at.get(key)), key + " '" + fields.get(key) + "' is not a hex number");
    }
    if (v < min || v > max) {
      throw new Malformed(Code.PFC452, c.at(at.get(key)), key + " " + fields.get(key) + " (" + v + ") is outside "
          + min + ".." + max, key.equals("PN") ? "a port number is at most the node's Ports count (hex)"
          : key.equals("LID") ? "unicast LIDs are 0x0001..0xBFFF (0 means unassigned)" : "check the dump");
    }
    return v;
  }

  /** The link state after the two ports: {@code PHY=.. LOG=.. [SPD=..]}; whether LOG says it is up. */
  private static boolean active(LineCursor c) {
    String state = null;
    while (!c.atEnd()) {
      c.skipSpaces();
      int pos = c.position();
      String w = c.word();
      int eq = w.indexOf('=');
      if (eq <= 0) {
        throw new Malformed(c.at(pos), "expected PHY=, LOG= or SPD= after the two ports, found '" + w + "'");
      }
      if (w.startsWith("LOG=")) {
        state = w.substring(4);
      }
    }
    if (state == null) {
      throw new Malformed(c.here(), "the line has no LOG= link state", "OpenSM ends each line with PHY=.. LOG=..");
    }
    return ACTIVE.contains(state);
  }
}

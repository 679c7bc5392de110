package org.pfcheck.importers.ib;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads an ibdm topology file ({@code .topo}): sections of a system line {@code SYSTEM-TYPE SYSTEM-NAME
 * [CFG: ...]} followed by port lines {@code LOCAL-PORT -[width-][speed-]> REMOTE-TYPE REMOTE-NAME
 * REMOTE-PORT}, up to an empty line; {@code #} starts a comment line. A system whose type is a chassis of
 * the {@link Chassis.Catalog} becomes its switch chips and internal cables, and its front-panel ports
 * ({@code L1/P3}) the chip ports behind them; any other system is a channel adapter when its type is one
 * of {@code caTypes} and one switch otherwise, so a board port ({@code /}) or a {@code CFG:} on it cannot
 * be represented. Working state of one read.
 */
final class TopoReader {
  private final SubnetBuilder b;
  private final Set<String> caTypes;
  private final Chassis.Catalog catalog;
  private final Diagnostics diagnostics;
  private final Map<String, String> cfgs = new HashMap<>();
  private final Map<String, SourceSpan> cfgAt = new HashMap<>();
  private final Map<String, Chassis> chassis = new LinkedHashMap<>();
  private final Map<String, String> chassisTypes = new HashMap<>();

  private TopoReader(String file, Set<String> caTypes, Chassis.Catalog catalog, Diagnostics diagnostics) {
    this.b = new SubnetBuilder(file, diagnostics);
    this.caTypes = caTypes;
    this.catalog = catalog;
    this.diagnostics = diagnostics;
  }

  static Subnet read(String file, List<String> lines, Set<String> caTypes, Chassis.Catalog catalog,
      Diagnostics diagnostics) {
    TopoReader r = new TopoReader(file, caTypes, catalog, diagnostics);
    r.configurations(file, lines);
    r.sections(file, lines);
    for (Chassis c : r.chassis.values()) {
      if (c != null) {
        r.b.note("chassis " + c.system() + " (" + c.type() + ") expanded as ibdm's system definition does: "
            + c.chips().size() + " switch chips named " + c.system() + "/board/chip, " + c.cables().size()
            + " internal cables");
      }
    }
    return r.b.build();
  }

  /** The {@code CFG:} of each system line, read before the sections since port lines may name a chassis first. */
  private void configurations(String file, List<String> lines) {
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i);
      int cfg = text.indexOf("CFG:");
      if (cfg > 0 && !text.contains("->") && !Character.isWhitespace(text.charAt(0))) {
        String[] words = text.substring(0, cfg).strip().split("\\s+");
        if (words.length == 2) {
          String given = text.substring(cfg + 4).strip();
          SourceSpan at = SourceSpan.at(file, i + 1, cfg + 1);
          String before = cfgs.putIfAbsent(words[1], given);
          if (before == null) {
            cfgAt.put(words[1], at);
          } else if (!before.equals(given)) {
            // one chassis has one set of boards: which of the two the fabric has is not known
            diagnostics.report(Code.PFC459, at, "system " + words[1] + " is configured twice: 'CFG: " + given
                + "' here and 'CFG: " + before + "' at line " + cfgAt.get(words[1]).line(), "keep one CFG for the"
                + " system, the one its boards have");
          }
        }
      }
    }
  }

  private void sections(String file, List<String> lines) {
    String system = null;
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i);
      if (text.isBlank()) {
        system = null;
        continue;
      }
      if (text.strip().startsWith("#")) {
        continue;
      }
      LineCursor c = new LineCursor(file, i + 1, text);
      try {
        if (text.contains("->") || Character.isWhitespace(text.charAt(0)) && text.strip().split("\\s+").length > 2) {
          if (system == null) {
            throw new Malformed(c.here(), "a port line outside a system section",
                "start the section with a 'SYSTEM-TYPE SYSTEM-NAME' line (sections end at an empty line)");
          }
          portLine(c, system);
        } else {
          system = systemLine(c);
        }
      } catch (Malformed m) {
        diagnostics.report(m.code, m.at, m.getMessage(), m.hint);
        if (!text.contains(">")) {
          system = null;  // a broken system line: its ports would only cascade
        }
      }
    }
  }

  private String systemLine(LineCursor c) {
    c.skipSpaces();
    int typeAt = c.position();
    String type = c.word();
    String name = c.word();
    if (name.isEmpty()) {
      throw new Malformed(c.at(typeAt), "expected 'SYSTEM-TYPE SYSTEM-NAME' or a port line 'P1 -> TYPE NAME P2', found "
          + "'" + type + "'");
    }
    String rest = c.rest().strip();
    if (!rest.isEmpty() && !rest.startsWith("CFG:")) {
      throw new Malformed(c.at(typeAt), "a system line has two words and an optional 'CFG: ...', found more: '"
          + rest + "'", "port lines start with blanks and have an arrow: '   P1 -> TYPE NAME P2'");
    }
    checkName(c, name, typeAt);
    SourceSpan at = c.at(typeAt);
    if (catalog.expands(type)) {
      chassis(name, type, at);
    } else if (rest.startsWith("CFG:") && !rest.substring(4).isBlank()) {
      throw new Malformed(Code.PFC459, at, "system " + name + " is a modular system configured by its boards ("
          + rest + "), and pfcheck has no definition of type " + type, unknownTypeHint());
    } else {
      plain(name, type, at);
    }
    return name;
  }

  private void portLine(LineCursor c, String system) {
    c.skipSpaces();
    int localAt = c.position();
    String local = c.word();
    c.skipSpaces();
    int arrowAt = c.position();
    String arrow = c.word();
    if (!arrow.startsWith("-") || !arrow.endsWith(">")) {
      throw new Malformed(c.at(arrowAt), "expected '->' (or '-4x-10G->') after the local port, found '" + arrow + "'");
    }
    c.skipSpaces();
    int typeAt = c.position();
    String type = c.word();
    String name = c.word();
    c.skipSpaces();
    int portAt = c.position();
    String port = c.word();
    if (port.isEmpty() || !c.atEnd()) {
      throw new Malformed(c.at(typeAt), "expected 'REMOTE-TYPE REMOTE-NAME REMOTE-PORT' after the arrow",
          "write e.g. '   P1 -> Cougar H-1 P1'");
    }
    checkName(c, name, typeAt);
    Node self = b.node(system);
    End here = end(system, local, c, localAt, self == null ? null : self.type());
    SourceSpan at = c.at(typeAt);
    boolean known = catalog.expands(type) ? chassis(name, type, at) : plain(name, type, at);
    End there = known ? end(name, port, c, portAt, type) : null;
    if (here != null && there != null) {
      b.cable(here, there, c.at(localAt));
    }
  }

  /** The node port behind {@code port} of system {@code name}: a chassis' chip port, or the system's own. */
  private End end(String name, String port, LineCursor c, int at, String type) {
    if (chassis.containsKey(name)) {
      Chassis x = chassis.get(name);
      End e = x == null ? null : x.panel().get(port);
      if (x != null && e == null) {
        throw new Malformed(Code.PFC459, c.at(at), x.type() + " " + name + " has no front-panel port " + port
            + (cfgs.containsKey(name) ? " in its configuration (CFG: " + cfgs.get(name) + ")" : ""),
            "use a port of its definition (ibnl/" + x.type() + ": such as " + String.join(", ", x.panel().keySet()
            .stream().limit(3).toList()) + ")");
      }
      return e;
    }
    if (port.contains("/")) {
      throw new Malformed(Code.PFC459, c.at(at), "port " + port + " is a port of a board of a modular system"
          + (type == null ? "" : " of type " + type) + ", and pfcheck has no definition of that type",
          unknownTypeHint());
    }
    return new End(name, port);
  }

  private String unknownTypeHint() {
    return "pfcheck expands the chassis types " + String.join(", ", catalog.tops().keySet().stream()
        .filter(catalog::expands).toList()) + "; describe each switch chip of another as its own system, ports P1, P2, ...";
  }

  /** Expands chassis {@code name} at its first mention; false (reported) when it cannot be. */
  private boolean chassis(String name, String type, SourceSpan at) {
    String before = chassisTypes.putIfAbsent(name, type);
    if (before == null && b.node(name) != null) {
      chassisTypes.remove(name);
      before = b.node(name).type();
    }
    if (before != null && !before.equals(type)) {
      diagnostics.report(Code.PFC453, at, "system " + name + " is a " + type + " here and a " + before + " before",
          "a system has one type: fix the line");
      return false;
    }
    if (before == null) {
      SourceSpan cfgSpan = cfgAt.getOrDefault(name, at);  // CFG problems point at the CFG, wherever the chassis is first named
      Chassis x = Chassis.expand(catalog, name, type, cfg(name, cfgSpan), cfgSpan, diagnostics);
      chassis.put(name, x);
      if (x != null) {
        x.chips().forEach((chip, ports) -> b.node(new Node(chip, Node.Kind.SWITCH, type, chip, ports, at), at));
        x.cables().forEach(l -> b.cable(l.a(), l.b(), at));
      }
    }
    return chassis.get(name) != null;
  }

  /** {@code board=VARIANT} pairs of the system's {@code CFG:}. */
  private Map<String, String> cfg(String name, SourceSpan at) {
    Map<String, String> out = new LinkedHashMap<>();
    String text = cfgs.getOrDefault(name, "");
    for (String pair : text.split("[,\\s]+")) {
      String[] kv = pair.split("=");
      if (kv.length == 2 && !kv[0].isEmpty() && !kv[1].isEmpty()) {
        String before = out.putIfAbsent(kv[0], kv[1]);
        if (before != null && !before.equals(kv[1])) {
          diagnostics.report(Code.PFC459, at, "CFG of " + name + " gives board " + kv[0] + " twice (" + kv[0] + "="
              + before + ", " + pair + "): which variant the chassis has is not known", "keep one " + kv[0]
              + "=VARIANT");
        }
      } else if (!pair.isEmpty()) {
        diagnostics.report(Code.PFC459, at, "CFG entry '" + pair + "' of " + name + " is not BOARD=VARIANT",
            "write e.g. 'CFG: leaf1=R,spine2=4x' (R, X or Removed leaves a board out)");
      }
    }
    return out;
  }

  /** Records a one-node system; false (reported) when the name is a chassis. */
  private boolean plain(String name, String type, SourceSpan at) {
    if (chassisTypes.containsKey(name)) {
      diagnostics.report(Code.PFC453, at, "system " + name + " is a " + type + " here and a " + chassisTypes.get(name)
          + " before", "a system has one type: fix the line");
      return false;
    }
    return b.node(node(name, type, caTypes, at), at);
  }

  private static Node node(String name, String type, Set<String> caTypes, SourceSpan at) {
    boolean ca = caTypes.contains(type.toLowerCase(Locale.ROOT));
    return new Node(name, ca ? Node.Kind.CA : Node.Kind.SWITCH, type, "", 0, at);
  }

  private static void checkName(LineCursor c, String name, int at) {
    if (name.contains("/")) {
      throw new Malformed(c.at(at), "system name '" + name + "' contains '/'", "ibdm system names have no '/'");
    }
  }
}

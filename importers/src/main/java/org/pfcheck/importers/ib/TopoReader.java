package org.pfcheck.importers.ib;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads an ibdm topology file ({@code .topo}): sections of a system line {@code SYSTEM-TYPE SYSTEM-NAME
 * [CFG: ...]} followed by port lines {@code LOCAL-PORT -[width-][speed-]> REMOTE-TYPE REMOTE-NAME
 * REMOTE-PORT}, up to an empty line; {@code #} starts a comment line. Without ibdm's system definitions
 * (IBNL), a system is a channel adapter when its type is one of {@code caTypes} and a switch otherwise,
 * and every system is one node: a modular system (a {@code CFG:} of boards, port names with {@code /})
 * cannot be represented. Stateless.
 */
final class TopoReader {
  private TopoReader() {}

  static Subnet read(String file, List<String> lines, Set<String> caTypes, Diagnostics diagnostics) {
    SubnetBuilder b = new SubnetBuilder(file, diagnostics);
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
          portLine(c, system, b, caTypes);
        } else {
          system = systemLine(c, b, caTypes);
        }
      } catch (Malformed m) {
        diagnostics.report(m.code, m.at, m.getMessage(), m.hint);
        if (!text.contains(">")) {
          system = null;  // a broken system line: its ports would only cascade
        }
      }
    }
    return b.build();
  }

  private static String systemLine(LineCursor c, SubnetBuilder b, Set<String> caTypes) {
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
    if (rest.startsWith("CFG:") && !rest.substring(4).isBlank()) {
      throw new Malformed(Code.PFC459, c.at(typeAt), "system " + name + " is a modular system configured by its boards ("
          + rest + "); its internal switches cannot be represented", "describe each switch chip as its own system");
    }
    checkName(c, name, typeAt);
    b.node(node(name, type, caTypes, c.at(typeAt)), c.at(typeAt));
    return name;
  }

  private static void portLine(LineCursor c, String system, SubnetBuilder b, Set<String> caTypes) {
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
    checkPort(c, local, localAt);
    checkPort(c, port, portAt);
    checkName(c, name, typeAt);
    SourceSpan at = c.at(typeAt);
    if (b.node(node(name, type, caTypes, at), at)) {
      b.cable(new End(system, local), new End(name, port), c.at(localAt));
    }
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

  private static void checkPort(LineCursor c, String port, int at) {
    if (port.contains("/")) {
      throw new Malformed(Code.PFC459, c.at(at), "port " + port + " is a port of a board of a modular system, whose "
          + "internal switches cannot be represented", "describe each switch chip as its own system, ports P1, P2, ...");
    }
  }
}

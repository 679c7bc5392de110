package org.pfcheck.importers.ib;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads ibdm's system definitions (IBNL, ibutils' {@code ibdm-ibnl-file} man page): {@code SYSTEM} boards
 * and one {@code TOPSYSTEM} chassis, each a list of {@code NODE SW|CA PORTS DEVICE NAME} switch chips and
 * {@code SUBSYSTEM BOARD NAME} boards, every one followed by its connections {@code PORT -> INST PORT} (to
 * a sibling) or {@code PORT -> NAME} (to a port of the enclosing system); a width or speed may sit in the
 * arrow. The {@code NAME=VALUE} attribute lines of a top system are skipped (they mark management chips,
 * not wiring). Stateless; problems are located diagnostics, all of them.
 */
final class Ibnl {
  private Ibnl() {}

  /** The chassis definitions shipped with pfcheck, from ibutils (see ibnl/COPYING.ibutils beside them). */
  static final List<String> SHIPPED = List.of("Gnu.ibnl", "Gazelle.ibnl", "MTS14400.ibnl", "MTS14400-DDR.ibnl");

  private static final Pattern HEADER = Pattern.compile("^(TOPSYSTEM|SYSTEM)\\s+(\\S.*?)\\s*$");
  private static final Pattern NODE = Pattern.compile("^NODE\\s+(SW|CA|HCA)\\s+(\\d+)\\s+(\\S+)\\s+(\\S+)\\s*$");
  private static final Pattern SUBSYSTEM = Pattern.compile("^SUBSYSTEM\\s+(\\S+)\\s+(\\S+)\\s*$");
  private static final Pattern CONNECTION =
      Pattern.compile("^(\\S+?)\\s*-(?:[0-9A-Za-z.]+-){0,2}>\\s*(\\S+)(?:\\s+(\\S+))?\\s*$");
  private static final Pattern ATTRIBUTE = Pattern.compile("^[^\\s=]+=[^\\s=]+(=[^\\s=]+)?$");

  /**
   * A system or board: its names (the first is the master, the others aliases; {@code LEAF:4x} is the
   * {@code 4x} variant of {@code LEAF}), its chips and boards by name, and its connections.
   */
  record Definition(String file, boolean top, List<String> names, Map<String, Instance> instances,
      List<Connection> connections, SourceSpan span) {
    Definition {
      names = List.copyOf(names);
      instances = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(instances));
      connections = List.copyOf(connections);
    }
  }

  /** A switch chip ({@code board} null, with {@code ports}) or a board of type {@code board}. */
  record Instance(String name, String board, int ports, String device, SourceSpan span) {}

  /** {@code port} of {@code instance} cabled to {@code toPort} of sibling {@code to}, or to system port {@code toPort} ({@code to} null). */
  record Connection(String instance, String port, String to, String toPort, SourceSpan span) {}

  /** The shipped definitions, read from the class path (never with a diagnostic: a test reads them all). */
  static List<Definition> shipped(Diagnostics diagnostics) {
    List<Definition> out = new ArrayList<>();
    for (String name : SHIPPED) {
      try (InputStream in = Ibnl.class.getResourceAsStream("ibnl/" + name)) {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        out.addAll(read("ibnl/" + name, text.lines().toList(), diagnostics));
      } catch (IOException e) {
        throw new java.io.UncheckedIOException("pfcheck's own ibnl/" + name + " is unreadable", e);
      }
    }
    return out;
  }

  /** The definitions of one IBNL file. */
  static List<Definition> read(String file, List<String> lines, Diagnostics diagnostics) {
    List<Definition> out = new ArrayList<>();
    Section section = null;
    String instance = null;
    for (int i = 0; i < lines.size(); i++) {
      String raw = lines.get(i);
      String text = raw.strip();
      int col = raw.indexOf(text) + 1;
      SourceSpan at = SourceSpan.at(file, i + 1, Math.max(col, 1));
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      Matcher m;
      if ((m = HEADER.matcher(text)).matches()) {
        if (section != null) {
          out.add(section.close(diagnostics));
        }
        section = new Section(file, m.group(1).equals("TOPSYSTEM"), List.of(m.group(2).split("\\s*,\\s*")), at);
        instance = null;
      } else if (section == null) {
        diagnostics.report(Code.PFC459, at, "'" + text + "' before the first SYSTEM or TOPSYSTEM line",
            "an IBNL file is SYSTEM and TOPSYSTEM sections; see ibdm's ibdm-ibnl-file man page");
      } else if ((m = NODE.matcher(text)).matches()) {
        instance = section.add(new Instance(m.group(4), null, Integer.parseInt(m.group(2).length() > 4 ? "0"
            : m.group(2)), m.group(1) + " " + m.group(3), at), diagnostics);
        if (!m.group(1).equals("SW")) {
          diagnostics.report(Code.PFC459, at, "node " + m.group(4) + " is a channel adapter inside a chassis, "
              + "which pfcheck does not expand", "describe the adapter as its own system in the .topo file");
        }
      } else if ((m = SUBSYSTEM.matcher(text)).matches()) {
        instance = section.add(new Instance(m.group(2), m.group(1), 0, "", at), diagnostics);
      } else if ((m = CONNECTION.matcher(text)).matches() && instance != null) {
        section.connections.add(new Connection(instance, m.group(1), m.group(3) == null ? null : m.group(2),
            m.group(3) == null ? m.group(2) : m.group(3), at));
      } else if (section.top && instance == null && ATTRIBUTE.matcher(text).matches()) {
        continue;
      } else {
        diagnostics.report(Code.PFC459, at, "cannot read '" + text + "' as an IBNL line" + (instance == null
            ? " (a connection must follow a NODE or SUBSYSTEM line)" : ""), "write 'NODE SW 8 DEVICE U1', "
            + "'SUBSYSTEM BOARD name', or a connection '1 -> U2 3' / '1 -> P1'");
      }
    }
    if (section != null) {
      out.add(section.close(diagnostics));
    }
    if (out.stream().noneMatch(Definition::top)) {
      diagnostics.report(Code.PFC459, SourceSpan.at(file, 1, 1), file + " defines no TOPSYSTEM",
          "an IBNL file ends with the TOPSYSTEM section that names the chassis type");
    }
    return out;
  }

  /** A section being read. */
  private static final class Section {
    final String file;
    final boolean top;
    final List<String> names;
    final SourceSpan span;
    final Map<String, Instance> instances = new LinkedHashMap<>();
    final List<Connection> connections = new ArrayList<>();

    Section(String file, boolean top, List<String> names, SourceSpan span) {
      this.file = file;
      this.top = top;
      this.names = names;
      this.span = span;
    }

    String add(Instance i, Diagnostics diagnostics) {
      if (instances.putIfAbsent(i.name(), i) != null) {
        diagnostics.report(Code.PFC459, i.span(), "instance " + i.name() + " is defined twice in system "
            + names.get(0), "give every NODE and SUBSYSTEM of a system its own name");
      }
      return i.name();
    }

    /** The definition; connections to unknown siblings or beyond a chip's ports are reported. */
    Definition close(Diagnostics diagnostics) {
      for (Connection c : connections) {
        check(c.instance(), c.port(), c.span(), diagnostics);
        if (c.to() != null) {
          if (!instances.containsKey(c.to())) {
            diagnostics.report(Code.PFC459, c.span(), "connection to " + c.to() + ", which system " + names.get(0)
                + " does not define", "define it with a NODE or SUBSYSTEM line, or fix the name");
          } else {
            check(c.to(), c.toPort(), c.span(), diagnostics);
          }
        }
      }
      return new Definition(file, top, names, instances, connections, span);
    }

    private void check(String name, String port, SourceSpan at, Diagnostics diagnostics) {
      Instance i = instances.get(name);
      if (i == null || i.board() != null) {
        return;
      }
      int n = port.matches("\\d{1,4}") ? Integer.parseInt(port) : -1;
      if (n < 1 || n > i.ports()) {
        diagnostics.report(Code.PFC459, at, "port '" + port + "' of node " + name + ", which has ports 1.." + i.ports(),
            "a chip's ports are numbered 1.." + i.ports() + " (its NODE line's port count)");
      }
    }
  }
}

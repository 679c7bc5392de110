package org.pfcheck.importers.ib;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites a {@code .topo} file with chassis into a flat one of single-chip systems, for {@link
 * SimpleTopologyDependencies}: deliberately simple string code of its own (no importer class), reading
 * the same ibutils IBNL files. A chip of chassis {@code GZ1}, board {@code leaf3}, is system {@code
 * GZ1_leaf3_U2} with ports {@code P<n>}; every cable becomes a section of its own.
 */
final class SimpleChassisFlattener {
  private static final Pattern PORT = Pattern.compile("^\\s+(\\S+)\\s+-\\S*>\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s*$");
  private static final Set<String> ADAPTERS = Set.of("Cougar", "Lion", "MT23108");

  /** IBNL sections: "file/NAME" (boards) or "NAME" (top systems) -> lines of the section. */
  private final Map<String, List<String>> sections = new HashMap<>();
  private final Set<String> cables = new LinkedHashSet<>();   // "typeA nameA portA|typeB nameB portB"

  SimpleChassisFlattener(String... ibnlFiles) {
    for (String f : ibnlFiles) {
      List<String> current = null;
      for (String line : read(f).split("\n")) {
        String t = line.strip();
        if (t.startsWith("SYSTEM ") || t.startsWith("TOPSYSTEM ")) {
          current = new ArrayList<>();
          for (String n : t.substring(t.indexOf(' ') + 1).split(",")) {
            sections.put(t.startsWith("TOP") ? n.strip() : f + "/" + n.strip(), current);
          }
        } else if (current != null && !t.isEmpty()) {
          current.add(t);
        }
      }
    }
  }

  private static String read(String ibnl) {
    try (InputStream in = SimpleChassisFlattener.class.getResourceAsStream("/org/pfcheck/importers/ib/ibnl/" + ibnl)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  String flatten(String topo) {
    Map<String, Map<String, String>> panels = new HashMap<>();   // chassis -> panel port -> "chip Pn"
    Map<String, String> cfg = new HashMap<>();
    for (String line : topo.split("\n")) {
      if (!line.isBlank() && !Character.isWhitespace(line.charAt(0)) && !line.startsWith("#") && line.contains("CFG:")) {
        cfg.put(line.split("\\s+")[1], line.substring(line.indexOf("CFG:") + 4).strip());
      }
    }
    String system = null;
    String systemType = null;
    for (String line : topo.split("\n")) {
      Matcher p = PORT.matcher(line);
      if (line.isBlank() || line.startsWith("#")) {
        system = null;
      } else if (p.matches()) {
        String a = end(systemType, system, p.group(1), panels, cfg);
        String b = end(p.group(2), p.group(3), p.group(4), panels, cfg);
        cable(a, b);
      } else {
        systemType = line.split("\\s+")[0];
        system = line.split("\\s+")[1];
      }
    }
    StringBuilder out = new StringBuilder();
    for (String c : cables) {
      String[] a = c.split("\\|")[0].split(" ");
      String[] b = c.split("\\|")[1].split(" ");
      if (ADAPTERS.contains(a[0])) {
        String[] t = a;
        a = b;
        b = t;
      }
      out.append(a[0]).append(' ').append(a[1]).append("\n   ").append(a[2]).append(" -> ").append(b[0]).append(' ')
          .append(b[1]).append(' ').append(b[2]).append("\n\n");
    }
    return out.toString();
  }

  private void cable(String a, String b) {
    if (a != null && b != null && !cables.contains(b + "|" + a)) {
      cables.add(a + "|" + b);
    }
  }

  /** "type name port" of a cable end, a chassis port replaced by its chip's. */
  private String end(String type, String name, String port, Map<String, Map<String, String>> panels,
      Map<String, String> cfg) {
    if (!sections.containsKey(type)) {
      return type + " " + name + " " + port;
    }
    Map<String, String> panel = panels.computeIfAbsent(name, n -> expand(n, type, "", type, modifiers(cfg.get(n))));
    String chip = panel.get(port);
    return chip == null ? null : "SW " + chip;
  }

  private static Map<String, String> modifiers(String cfg) {
    Map<String, String> out = new HashMap<>();
    if (cfg != null) {
      for (String kv : cfg.split(",")) {
        out.put(kv.split("=")[0].strip(), kv.split("=")[1].strip());
      }
    }
    return out;
  }

  /** Cables the chips of section {@code key} and returns its system ports: name -> "chip Pn". */
  private Map<String, String> expand(String chassis, String key, String prefix, String top, Map<String, String> mods) {
    String file = fileOf(top);
    List<String> lines = sections.get(key);
    Map<String, Map<String, String>> boards = new HashMap<>();
    Set<String> chips = new LinkedHashSet<>();
    for (String l : lines) {
      String[] w = l.split("\\s+");
      if (w[0].equals("NODE")) {
        chips.add(w[4]);
      } else if (w[0].equals("SUBSYSTEM")) {
        String mod = mods.get(prefix + w[2]);
        if (mod == null || !List.of("R", "X", "Removed").contains(mod)) {
          String board = file + "/" + w[1] + (mod == null ? "" : ":" + mod);
          boards.put(w[2], expand(chassis, board, prefix + w[2] + "/", top, mods));
        }
      }
    }
    Map<String, String> sysPorts = new LinkedHashMap<>();
    String inst = null;
    for (String l : lines) {
      String[] w = l.split("\\s+");
      if (w[0].equals("NODE")) {
        inst = w[4];
      } else if (w[0].equals("SUBSYSTEM")) {
        inst = w[2];
      } else if (inst != null && l.contains(">")) {
        String local = l.substring(0, l.indexOf('-')).strip();
        String[] far = l.substring(l.indexOf('>') + 1).strip().split("\\s+");
        String here = terminal(chassis, prefix, inst, local, chips, boards);
        if (far.length == 1) {
          if (here != null) {
            sysPorts.put(far[0], here);
          }
        } else {
          String there = terminal(chassis, prefix, far[0], far[1], chips, boards);
          if (here != null && there != null) {
            cable("SW " + here, "SW " + there);
          }
        }
      }
    }
    return sysPorts;
  }

  private static String terminal(String chassis, String prefix, String inst, String port, Set<String> chips,
      Map<String, Map<String, String>> boards) {
    if (chips.contains(inst)) {
      return (chassis + "/" + prefix + inst).replace('/', '_') + " P" + port;
    }
    Map<String, String> b = boards.get(inst);
    return b == null ? null : b.get(port);
  }

  /** The IBNL file that defines top system {@code type}: the one whose sections include it. */
  private String fileOf(String type) {
    for (String f : List.of("Gnu.ibnl", "Gazelle.ibnl", "MTS14400.ibnl", "MTS14400-DDR.ibnl")) {
      if (read(f).contains("TOPSYSTEM") && List.of(read(f).split("TOPSYSTEM")[1].split("\n")[0].strip().split(","))
          .contains(type)) {
        return f;
      }
    }
    throw new IllegalArgumentException("no IBNL file defines " + type);
  }
}

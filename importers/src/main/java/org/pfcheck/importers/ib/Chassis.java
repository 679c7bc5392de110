package org.pfcheck.importers.ib;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * One chassis of a {@code .topo} file expanded as ibdm does: its switch chips, named {@code
 * SYSTEM/board/chip} after the hierarchy ({@code GZ1/leaf3/U2}), the cables inside it, and the chip port
 * behind each front-panel port ({@code L3/P5}). A {@code CFG:} modifier {@code board=VARIANT} picks the
 * board definition {@code BOARD:VARIANT}; {@code R}, {@code X} or {@code Removed} leaves the board out,
 * with its chips, cables and panel ports. Immutable.
 *
 * @param chips chip key to its port count, in definition order
 * @param cables internal cables, each once
 * @param panel front-panel port name to the chip port behind it
 */
record Chassis(String system, String type, Map<String, Integer> chips, List<IbLink> cables, Map<String, End> panel) {
  Chassis {
    chips = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(chips));
    cables = List.copyOf(cables);
    panel = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(panel));
  }

  /** The chassis types of some definitions, and their boards, by name. */
  record Catalog(Map<String, Ibnl.Definition> tops, Map<String, Ibnl.Definition> boards) {
    static Catalog of(List<Ibnl.Definition> definitions) {
      Map<String, Ibnl.Definition> tops = new LinkedHashMap<>();
      Map<String, Ibnl.Definition> boards = new HashMap<>();
      for (Ibnl.Definition d : definitions) {
        for (String n : d.names()) {
          (d.top() ? tops : boards).putIfAbsent(d.top() ? n : d.file() + "/" + n, d);
        }
      }
      return new Catalog(tops, boards);
    }

    /** A multi-chip chassis type: single-chip systems stay one switch with their panel port names. */
    boolean expands(String type) {
      Ibnl.Definition d = tops.get(type);
      return d != null && !(d.instances().size() == 1 && d.instances().values().iterator().next().board() == null);
    }
  }

  private static final Set<String> REMOVED = Set.of("R", "X", "Removed");

  /** Expands {@code system} of {@code type} (one that {@link Catalog#expands}); null after a diagnostic at {@code at}. */
  static Chassis expand(Catalog catalog, String system, String type, Map<String, String> cfg, SourceSpan at,
      Diagnostics diagnostics) {
    Expansion x = new Expansion(catalog, system, cfg, at, diagnostics);
    Ibnl.Definition top = catalog.tops().get(type);
    x.instantiate(top, "");
    for (Ibnl.Connection c : top.connections()) {
      if (c.to() == null) {
        End e = x.resolve(top, c.instance(), c.port(), "");
        if (e != null) {
          x.panel.put(c.toPort(), e);
        }
      }
    }
    for (String board : cfg.keySet()) {
      if (!x.used.contains(board)) {
        diagnostics.report(Code.PFC459, at, "CFG names board '" + board + "', which a " + type + " does not have",
            "name boards as " + top.file() + " does (" + String.join(", ", top.instances().keySet()) + ")");
        x.failed = true;
      }
    }
    return x.failed ? null : new Chassis(system, type, x.chips, x.cables, x.panel);
  }

  /** Working state of one expansion. */
  private static final class Expansion {
    final Catalog catalog;
    final String system;
    final Map<String, String> cfg;
    final SourceSpan at;
    final Diagnostics diagnostics;
    final Map<String, Integer> chips = new LinkedHashMap<>();
    final List<IbLink> cables = new ArrayList<>();
    final Set<Set<End>> seen = new LinkedHashSet<>();
    final Map<String, End> panel = new LinkedHashMap<>();
    final Set<String> used = new LinkedHashSet<>();
    boolean failed;

    Expansion(Catalog catalog, String system, Map<String, String> cfg, SourceSpan at, Diagnostics diagnostics) {
      this.catalog = catalog;
      this.system = system;
      this.cfg = cfg;
      this.at = at;
      this.diagnostics = diagnostics;
    }

    /** Creates the chips of {@code d} under {@code prefix} and cables its siblings together, depth first. */
    void instantiate(Ibnl.Definition d, String prefix) {
      for (Ibnl.Instance i : d.instances().values()) {
        if (i.board() == null) {
          chips.put(system + "/" + prefix + i.name(), i.ports());
        } else {
          Ibnl.Definition b = board(d, i, prefix);
          if (b != null) {
            instantiate(b, prefix + i.name() + "/");
          }
        }
      }
      for (Ibnl.Connection c : d.connections()) {
        if (c.to() != null) {
          End a = resolve(d, c.instance(), c.port(), prefix);
          End b = resolve(d, c.to(), c.toPort(), prefix);
          if (a != null && b != null && seen.add(Set.of(a, b))) {
            cables.add(new IbLink(a, b, c.span()));
          }
        }
      }
    }

    /** The board definition of {@code i}, with its CFG variant; null when removed or unknown (reported). */
    Ibnl.Definition board(Ibnl.Definition parent, Ibnl.Instance i, String prefix) {
      String hier = prefix + i.name();
      String variant = cfg.get(hier);
      used.add(hier);
      if (variant != null && REMOVED.contains(variant)) {
        return null;
      }
      String key = parent.file() + "/" + i.board() + (variant == null ? "" : ":" + variant);
      Ibnl.Definition b = catalog.boards().get(key);
      if (b == null) {
        failed = true;
        diagnostics.report(Code.PFC459, variant == null ? i.span() : at, "board " + hier + " of " + system
            + " is a " + i.board() + (variant == null ? "" : ":" + variant) + ", which " + parent.file()
            + " does not define", variant == null ? "define SYSTEM " + i.board() + " in " + parent.file()
            : "use a variant " + parent.file() + " defines, or R to leave the board out");
      }
      return b;
    }

    /** The chip port behind {@code port} of instance {@code name} of {@code d}; null when a removed board holds it. */
    End resolve(Ibnl.Definition d, String name, String port, String prefix) {
      Ibnl.Instance i = d.instances().get(name);
      if (i == null) {
        return null;
      }
      if (i.board() == null) {
        return port.matches("\\d{1,4}") ? End.numbered(system + "/" + prefix + i.name(), Integer.parseInt(port)) : null;
      }
      String hier = prefix + i.name();
      String variant = cfg.get(hier);
      if (variant != null && REMOVED.contains(variant)) {
        return null;
      }
      Ibnl.Definition b = catalog.boards().get(d.file() + "/" + i.board() + (variant == null ? "" : ":" + variant));
      if (b == null) {
        return null;
      }
      for (Ibnl.Connection c : b.connections()) {
        if (c.to() == null && c.toPort().equals(port)) {
          return resolve(b, c.instance(), c.port(), hier + "/");
        }
      }
      return null;  // this variant of the board has no such port (ibdm: "not all connections exist")
    }
  }
}

package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.TreeSet;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;

/**
 * Builds the DSCP map, the lossless priorities, the PFC settings, and (through {@link QosMaps}) the named
 * maps and their bindings. Not thread-safe; one per reading.
 */
final class QosAssembler {
  private final LiteralValues values;
  private final Diagnostics diagnostics;
  private final TreeMap<Integer, Integer> dscp = new TreeMap<>();
  private final Map<Integer, SourceSpan> dscpWhere = new HashMap<>();
  private final TreeSet<Integer> lossless = new TreeSet<>();
  private final List<PfcSetting> pfc = new ArrayList<>();
  private final QosMaps maps;
  private Origin origin = Origin.NONE;

  QosAssembler(LiteralValues values, Diagnostics diagnostics) {
    this.values = values;
    this.diagnostics = diagnostics;
    this.maps = new QosMaps(values, diagnostics);
  }

  /** Takes one statement; false when it is not a QoS statement. */
  boolean accept(Ast.Stmt s) {
    if (s instanceof Ast.DscpStmt d) {
      dscpStmt(d);
    } else if (s instanceof Ast.LosslessStmt l) {
      if (lossless.isEmpty()) {
        origin = Origin.of(l.span());
      }
      priorities(l.priorities()).ifPresent(lossless::addAll);
    } else if (s instanceof Ast.MapStmt m) {
      maps.map(m);
    } else if (s instanceof Ast.ClassifyStmt c) {
      maps.classify(c);
    } else if (s instanceof Ast.PfcStmt p) {
      priorities(p.priorities()).ifPresent(ps -> pfc.add(new PfcSetting(p.switchName().text(),
          p.port().map(Ast.Tok::text), new TreeSet<>(ps), p.asymmetric(), Origin.of(p.span()))));
    } else {
      return false;
    }
    return true;
  }

  private Optional<List<Integer>> priorities(List<Ast.Tok> toks) {
    List<Integer> out = new ArrayList<>();
    boolean ok = true;
    for (Ast.Tok t : toks) {
      OptionalInt p = values.priority(t);
      if (p.isPresent()) {
        out.add(p.getAsInt());
      } else {
        ok = false;
      }
    }
    return ok ? Optional.of(out) : Optional.empty();
  }

  private void dscpStmt(Ast.DscpStmt d) {
    OptionalInt priority = values.priority(d.priority());
    for (Ast.NumItem item : d.dscps()) {
      OptionalInt from = values.dscp(item.first());
      OptionalInt to = item.last().isPresent() ? values.dscp(item.last().get()) : from;
      if (from.isEmpty() || to.isEmpty() || priority.isEmpty()) {
        continue;
      }
      if (from.getAsInt() > to.getAsInt()) {
        diagnostics.report(Code.PFC201, item.span(), "DSCP range " + from.getAsInt() + ".." + to.getAsInt() + " is empty",
            "write the smaller value first: " + to.getAsInt() + ".." + from.getAsInt());
        continue;
      }
      for (int v = from.getAsInt(); v <= to.getAsInt(); v++) {
        map(v, priority.getAsInt(), item.span());
      }
    }
  }

  private void map(int value, int priority, SourceSpan span) {
    Integer earlier = dscp.get(value);
    if (earlier != null && earlier != priority) {
      diagnostics.report(Code.PFC202, span, "DSCP " + value + " is mapped to priority " + priority
          + " here but to priority " + earlier + " on line " + dscpWhere.get(value).line(),
          "map each DSCP value to one priority");
      return;
    }
    dscp.put(value, priority);
    dscpWhere.putIfAbsent(value, span);
  }

  /** The priority packets of DSCP {@code value} get: its mapping, or 0 (unmarked) when unmapped. */
  int priorityOf(int value) {
    return dscp.getOrDefault(value, 0);
  }

  Qos qos() {
    return new Qos(dscp, lossless, pfc, origin, maps.dscpMaps(), maps.tcMaps(), maps.classifications());
  }
}

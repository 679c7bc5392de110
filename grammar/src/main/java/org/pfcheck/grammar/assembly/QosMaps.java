package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.pfcheck.grammar.assembly.LiteralValues.Named;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.qos.Classification;
import org.pfcheck.model.qos.DscpMap;
import org.pfcheck.model.qos.TcMap;

/**
 * Builds the named DSCP and TC maps and their bindings ({@code dscp-map}, {@code tc-map},
 * {@code classify}). A map name declared twice is PFC101, a key mapped twice to different values PFC202;
 * which names a binding may use is the validator's to check. Not thread-safe; one per reading.
 */
final class QosMaps {
  private final LiteralValues values;
  private final Diagnostics diagnostics;
  private final List<DscpMap> dscpMaps = new ArrayList<>();
  private final List<TcMap> tcMaps = new ArrayList<>();
  private final List<Classification> classifications = new ArrayList<>();
  private final Map<String, SourceSpan> declared = new HashMap<>();

  QosMaps(LiteralValues values, Diagnostics diagnostics) {
    this.values = values;
    this.diagnostics = diagnostics;
  }

  void map(Ast.MapStmt m) {
    String kind = m.dscp() ? "dscp-map" : "tc-map";
    SourceSpan earlier = declared.putIfAbsent(kind + " " + m.name().text(), m.span());
    if (earlier != null) {
      diagnostics.report(Code.PFC101, m.name().span(), kind + " " + m.name().text() + " is already declared on line "
          + earlier.line(), "declare each map once, with all its entries in that statement");
      return;
    }
    TreeMap<Integer, Integer> entries = new TreeMap<>();
    Map<Integer, SourceSpan> where = new HashMap<>();
    OptionalInt fallback = OptionalInt.empty();
    boolean ok = true;
    for (Ast.MapEntry e : m.entries()) {
      OptionalInt value = m.dscp() ? values.trafficClass(e.value()) : values.priority(e.value());
      if (e.keys().isEmpty()) {
        if (fallback.isPresent()) {
          diagnostics.report(Code.PFC208, e.span(), kind + " " + m.name().text() + " has a second default",
              "give one 'default' per map");
        }
        fallback = value.isPresent() && fallback.isEmpty() ? value : fallback;
        ok &= value.isPresent();
        continue;
      }
      Ast.NumItem keys = e.keys().get();
      OptionalInt from = key(m.dscp(), keys.first());
      OptionalInt to = keys.last().isPresent() ? key(m.dscp(), keys.last().get()) : from;
      if (from.isEmpty() || to.isEmpty() || value.isEmpty()) {
        ok = false;
        continue;
      }
      if (from.getAsInt() > to.getAsInt()) {
        diagnostics.report(Code.PFC201, keys.span(), "range " + from.getAsInt() + ".." + to.getAsInt() + " is empty",
            "write the smaller value first: " + to.getAsInt() + ".." + from.getAsInt());
        ok = false;
        continue;
      }
      for (int k = from.getAsInt(); k <= to.getAsInt(); k++) {
        Integer before = entries.putIfAbsent(k, value.getAsInt());
        if (before != null && before != value.getAsInt()) {
          diagnostics.report(Code.PFC202, keys.span(), (m.dscp() ? "DSCP " : "traffic class ") + k + " is mapped to "
              + value.getAsInt() + " here but to " + before + " on line " + where.get(k).line() + " in " + kind + " "
              + m.name().text(), "map each value once per map");
          ok = false;
        }
        where.putIfAbsent(k, keys.span());
      }
    }
    if (!ok) {
      return;
    }
    Origin origin = Origin.of(m.span());
    if (m.dscp()) {
      dscpMaps.add(new DscpMap(m.name().text(), entries, fallback, origin));
    } else {
      tcMaps.add(new TcMap(m.name().text(), entries, fallback, origin));
    }
  }

  private OptionalInt key(boolean dscp, Ast.Tok t) {
    return dscp ? values.dscp(t) : values.trafficClass(t);
  }

  void classify(Ast.ClassifyStmt c) {
    OnceOnlySettings options = new OnceOnlySettings(diagnostics);
    OnceOnlySettings.Once<String> dscpMap = options.once("dscp-map");
    OnceOnlySettings.Once<String> tcMap = options.once("tc-map");
    for (Ast.ClassifyMap m : c.maps()) {
      (m.dscp() ? dscpMap : tcMap).set(m.name().text(), m.span());
    }
    Classification.Scope scope = c.tunnel() ? Classification.Scope.TUNNEL
        : c.ports().isPresent() ? Classification.Scope.PORTS : Classification.Scope.SWITCH;
    List<String> ports = c.ports().map(p -> values.names(p).stream().map(Named::name).toList()).orElse(List.of());
    if (scope == Classification.Scope.PORTS && ports.isEmpty()) {
      return; // a bad range, reported
    }
    for (Named sw : values.names(c.switches())) {
      classifications.add(new Classification(sw.name(), scope, ports, dscpMap.value(), tcMap.value(),
          Origin.of(c.span())));
    }
  }

  List<DscpMap> dscpMaps() {
    return dscpMaps;
  }

  List<TcMap> tcMaps() {
    return tcMaps;
  }

  List<Classification> classifications() {
    return classifications;
  }
}

package org.pfcheck.grammar.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.grammar.yaml.YamlNode.Entry;

/**
 * Reads the YAML form's QoS sections into the statements the language's QoS visitor makes:
 * {@code lossless}, {@code dscp}, {@code pfc}, {@code dscp-maps}, {@code tc-maps} and {@code classify}
 * (docs/yaml.md). Stateless apart from the shared {@link YamlValues}.
 */
final class YamlQos {
  private final YamlValues v;

  YamlQos(YamlValues v) {
    this.v = v;
  }

  void lossless(Entry e, List<Stmt> out) {
    List<Tok> priorities = v.numbers(e.value(), "a lossless priority");
    if (!priorities.isEmpty()) {
      out.add(new Ast.LosslessStmt(priorities, YamlValues.span(e)));
    }
  }

  /** DSCP value or range to priority: one {@code dscp} statement per entry. */
  void dscp(Entry e, List<Stmt> out) {
    v.mapping(e.value(), "dscp (DSCP value or range: priority)").ifPresent(m -> {
      for (Entry d : m.entries()) {
        Optional<Ast.NumItem> keys = v.numberKey(d.key(), "a DSCP value or range");
        Optional<Tok> priority = v.number(d.value(), "a priority");
        if (keys.isPresent() && priority.isPresent()) {
          out.add(new Ast.DscpStmt(List.of(keys.get()), priority.get(), YamlValues.span(d)));
        }
      }
    });
  }

  /**
   * {@code {switch: S, port: P, priorities: [3, 4], asymmetric: true}}; {@code priorities: []} is PFC
   * off, {@code asymmetric} (default false) honours pauses for every priority.
   */
  void pfc(Entry e, List<Stmt> out) {
    v.items(e, "a PFC setting", "this PFC setting", List.of("switch", "port", "priorities", "asymmetric"), (m, f) -> {
      Optional<Tok> sw = f.require("switch").flatMap(n -> v.name(n, "the PFC setting's switch"));
      Optional<Tok> port = f.get("port").flatMap(n -> v.name(n, "a port"));
      Optional<YamlNode> list = f.require("priorities");
      boolean off = list.isPresent() && list.get() instanceof YamlNode.Seq s && s.items().isEmpty();
      List<Tok> priorities = list.isEmpty() || off ? List.of() : v.numbers(list.get(), "a priority");
      Optional<YamlNode> asym = f.get("asymmetric");
      Optional<Boolean> asymmetric = asym.isEmpty() ? Optional.of(false) : v.flag(asym.get(), "asymmetric");
      if (sw.isPresent() && (off || !priorities.isEmpty()) && (f.get("port").isEmpty() || port.isPresent())
          && asymmetric.isPresent()) {
        out.add(new Ast.PfcStmt(sw.get(), port, priorities, asymmetric.get(), m.span()));
      }
    });
  }

  void dscpMaps(Entry e, List<Stmt> out) {
    maps(e, true, out);
  }

  void tcMaps(Entry e, List<Stmt> out) {
    maps(e, false, out);
  }

  /** Named maps: each one's entries are {@code key or range: value} and {@code default: value}. */
  private void maps(Entry e, boolean dscp, List<Stmt> out) {
    String kind = dscp ? "a DSCP-to-traffic-class map" : "a traffic-class-to-priority-group map";
    v.mapping(e.value(), (dscp ? "dscp-maps" : "tc-maps") + " (NAME: {entries})").ifPresent(maps -> {
      for (Entry named : maps.entries()) {
        Optional<Tok> name = v.name(named.key(), "a map");
        List<Ast.MapEntry> entries = new ArrayList<>();
        v.mapping(named.value(), kind).ifPresent(m -> {
          if (m.entries().isEmpty()) {
            v.wrongType(m, "expected at least one entry in " + kind);
          }
          for (Entry d : m.entries()) {
            Optional<Tok> value = v.number(d.value(), dscp ? "a traffic class" : "a priority group");
            Optional<Ast.NumItem> keys = d.key().text().equals("default") ? Optional.empty()
                : v.numberKey(d.key(), dscp ? "a DSCP value or range" : "a traffic class or range");
            if (value.isPresent() && (keys.isPresent() || d.key().text().equals("default"))) {
              entries.add(new Ast.MapEntry(keys, value.get(), YamlValues.span(d)));
            }
          }
        });
        if (name.isPresent() && !entries.isEmpty()) {
          out.add(new Ast.MapStmt(dscp, name.get(), entries, YamlValues.span(named)));
        }
      }
    });
  }

  /** {@code {switch: S…, ports: […] | tunnel: true, dscp-map: NAME, tc-map: NAME}}. */
  void classify(Entry e, List<Stmt> out) {
    List<String> keys = List.of("switch", "ports", "tunnel", "dscp-map", "tc-map");
    v.items(e, "a classification", "this classification", keys, (m, f) -> {
      List<Ast.NameItem> switches = f.require("switch").map(n -> v.names(n, "a switch")).orElse(List.of());
      Optional<List<Ast.NameItem>> ports = f.get("ports").map(n -> v.names(n, "a port"));
      boolean tunnel = f.get("tunnel").flatMap(n -> v.flag(n, "tunnel")).orElse(false);
      boolean both = tunnel && f.exclusive("ports", "tunnel");
      List<Ast.ClassifyMap> maps = new ArrayList<>();
      for (Entry o : m.entries()) {
        String key = o.key().text();
        if (key.equals("dscp-map") || key.equals("tc-map")) {
          v.name(o.value(), "a map").ifPresent(n -> maps.add(new Ast.ClassifyMap(key.equals("dscp-map"), n,
              YamlValues.span(o))));
        }
      }
      f.requireEither("dscp-map", "tc-map");
      if (!switches.isEmpty() && !maps.isEmpty() && !both && ports.map(p -> !p.isEmpty()).orElse(true)) {
        out.add(new Ast.ClassifyStmt(switches, ports, tunnel, maps, m.span()));
      }
    });
  }
}

package org.pfcheck.grammar.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.grammar.yaml.YamlNode.Entry;

/**
 * Reads the YAML form's timers, traffic and scenario sections into the statements the language's
 * scenario visitor makes: {@code timers}, {@code flows}, {@code down}, {@code dead}, {@code mac-missing}
 * and {@code space} (docs/yaml.md). Stateless apart from the shared {@link YamlValues}.
 */
final class YamlScenario {
  private final YamlValues v;

  YamlScenario(YamlValues v) {
    this.v = v;
  }

  /** {@code {arp: 4h, mac: 5m}}; either may be left out. */
  void timers(Entry e, List<Stmt> out) {
    v.mapping(e.value(), "timers").ifPresent(m -> {
      new YamlFields(m, "timers", List.of("arp", "mac"), v);
      List<Ast.Timer> timers = new ArrayList<>();
      for (Entry t : m.entries()) {
        boolean arp = t.key().text().equals("arp");
        if (arp || t.key().text().equals("mac")) {
          v.word(t.value(), "a duration (4h, 5m, 30s, 1d)").ifPresent(d -> timers.add(new Ast.Timer(arp, d,
              YamlValues.span(t))));
        }
      }
      if (!timers.isEmpty()) {
        out.add(new Ast.TimersStmt(timers, YamlValues.span(e)));
      } else if (m.entries().isEmpty()) {
        v.wrongType(m, "expected arp, mac or both in timers");
      }
    });
  }

  /** {@code {from: H, to: H, priority: P}} or {@code {from: H, to: H, dscp: D}}. */
  void flows(Entry e, List<Stmt> out) {
    v.items(e, "a flow", "this flow", List.of("from", "to", "priority", "dscp"), (m, f) -> {
      Optional<Tok> src = f.require("from").flatMap(n -> v.name(n, "the flow's source host"));
      Optional<Tok> dst = f.require("to").flatMap(n -> v.name(n, "the flow's destination host"));
      if (f.exclusive("priority", "dscp") || !f.requireEither("priority", "dscp")) {
        return;
      }
      Optional<Tok> priority = f.get("priority").flatMap(n -> v.number(n, "a priority"));
      Optional<Tok> dscp = f.get("dscp").flatMap(n -> v.number(n, "a DSCP value"));
      if (src.isPresent() && dst.isPresent() && (priority.isPresent() || dscp.isPresent())) {
        out.add(new Ast.FlowStmt(src.get(), dst.get(), priority, dscp, m.span()));
      }
    });
  }

  /** Links down in the scenario, each {@code [A, B]}. */
  void down(Entry e, List<Stmt> out) {
    for (YamlNode item : v.list(e.value(), "down")) {
      v.linkRef(item, "a link down").ifPresent(r -> out.add(new Ast.DownStmt(r, item.span())));
    }
  }

  /** Dead hosts: a name, or a list of names and ranges (one statement per item). */
  void dead(Entry e, List<Stmt> out) {
    for (YamlNode item : YamlValues.oneOrMore(e.value())) {
      List<Ast.NameItem> hosts = v.names(item, "a dead host");
      if (!hosts.isEmpty()) {
        out.add(new Ast.DeadStmt(hosts, item.span()));
      }
    }
    if (e.value() instanceof YamlNode.Seq s && s.items().isEmpty()) {
      v.wrongType(s, "expected at least one dead host");
    }
  }

  /** {@code {host: H, at: S}}: an explicitly missing MAC entry. */
  void macMissing(Entry e, List<Stmt> out) {
    v.items(e, "a missing MAC entry", "this missing MAC entry", List.of("host", "at"), (m, f) -> {
      Optional<Tok> host = f.require("host").flatMap(n -> v.name(n, "a host"));
      Optional<Tok> at = f.require("at").flatMap(n -> v.name(n, "the switch missing the entry"));
      if (host.isPresent() && at.isPresent()) {
        out.add(new Ast.MacMissingStmt(host.get(), at.get(), m.span()));
      }
    });
  }

  /**
   * {@code {links-down: N | {max: N, among: [[A, B], …]}, dead-hosts: N | {max: N, among: [H, …]}}}:
   * the two bounds of a scenario space, each optional.
   */
  void space(Entry e, List<Stmt> out) {
    v.mapping(e.value(), "space").ifPresent(m -> {
      new YamlFields(m, "space", List.of("links-down", "dead-hosts"), v);
      if (m.entries().isEmpty()) {
        v.wrongType(m, "expected links-down, dead-hosts or both in space");
      }
      for (Entry bound : m.entries()) {
        boolean links = bound.key().text().equals("links-down");
        if (!links && !bound.key().text().equals("dead-hosts")) {
          continue;
        }
        Optional<Tok> max;
        Optional<YamlNode> among = Optional.empty();
        if (bound.value() instanceof YamlNode.Mapping b) {
          YamlFields f = new YamlFields(b, links ? "links-down" : "dead-hosts", List.of("max", "among"), v);
          max = f.require("max").flatMap(n -> v.number(n, "a bound"));
          among = f.get("among");
        } else {
          max = v.number(bound.value(), "a bound, or {max: N, among: [...]}");
        }
        if (max.isEmpty()) {
          continue;
        }
        // Without 'among' any link or host is a candidate: a list that could not be read is not that.
        if (links) {
          List<Ast.LinkRefTok> refs = new ArrayList<>();
          List<YamlNode> candidates = among.map(a -> v.list(a, "among")).orElse(List.of());
          if (among.isPresent() && candidates.isEmpty() && among.get() instanceof YamlNode.Seq) {
            v.wrongType(among.get(), "expected at least one candidate link");
          }
          candidates.forEach(r -> v.linkRef(r, "a candidate link").ifPresent(refs::add));
          if (refs.size() == candidates.size() && (among.isEmpty() || !refs.isEmpty())) {
            out.add(new Ast.SpaceLinksStmt(max.get(), refs, YamlValues.span(bound)));
          }
        } else {
          List<Ast.NameItem> hosts = among.map(a -> v.names(a, "a candidate host")).orElse(List.of());
          if (among.isEmpty() || !hosts.isEmpty() && hosts.size() == YamlValues.oneOrMore(among.get()).size()) {
            out.add(new Ast.SpaceHostsStmt(max.get(), hosts, YamlValues.span(bound)));
          }
        }
      }
    });
  }
}

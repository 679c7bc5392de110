package org.pfcheck.grammar.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.grammar.yaml.YamlNode.Entry;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;

/**
 * Reads the YAML form's forwarding sections into the statements the language's forwarding visitor
 * makes: {@code routing}, {@code routes} and {@code rewrites} (docs/yaml.md). Stateless apart from the
 * shared {@link YamlValues}.
 */
final class YamlForwarding {
  /** The selectors written as one word. */
  private static final List<String> FIXED = List.of("any", "above", "below", "host");

  private final YamlValues v;

  YamlForwarding(YamlValues v) {
    this.v = v;
  }

  void routing(Entry e, List<Stmt> out) {
    v.choice(e.value(), "a routing mode", List.of("shortest-path", "up-down")).ifPresent(mode -> out.add(
        new Ast.RoutingStmt(mode.equals("up-down") ? Routing.Mode.UP_DOWN : Routing.Mode.SHORTEST_PATH,
            YamlValues.span(e))));
  }

  /** {@code {switch: S, prefix: P, via: [hops]}} or {@code {switch: S, prefix: P, drop: true}}. */
  void routes(Entry e, List<Stmt> out) {
    v.items(e, "a route", "this route", List.of("switch", "prefix", "via", "drop"), (m, f) -> {
      Optional<Tok> sw = f.require("switch").flatMap(n -> v.name(n, "the route's switch"));
      Optional<Ast.PrefixTok> prefix = f.require("prefix").flatMap(n -> v.prefix(n, "the route's prefix"));
      boolean drop = f.get("drop").flatMap(n -> v.flag(n, "drop")).orElse(false);
      List<Ast.NameItem> via = f.get("via").map(n -> v.names(n, "a next hop")).orElse(List.of());
      if (f.exclusive("via", "drop")) {
        return;
      }
      if (!f.requireEither("via", "drop") || !drop && f.require("via").isEmpty()) {
        return;
      }
      if (sw.isPresent() && prefix.isPresent() && (drop || !via.isEmpty())) {
        out.add(new Ast.RouteStmt(sw.get(), prefix.get(), via, m.span()));
      }
    });
  }

  /**
   * {@code {priority: P, becomes: Q}} or {@code {dscp: A, becomes: B}}, with the optional clauses
   * {@code at}, {@code from}, {@code to} (selectors) and {@code decisions} (bounce, flood or any).
   */
  void rewrites(Entry e, List<Stmt> out) {
    List<String> keys = List.of("priority", "dscp", "becomes", "at", "from", "to", "decisions");
    v.items(e, "a rewrite rule", "this rewrite rule", keys, (m, f) -> {
      boolean dscp = f.has("dscp");
      if (f.exclusive("priority", "dscp")) {
        return;
      }
      Optional<Tok> from = f.require(dscp ? "dscp" : "priority").flatMap(n -> v.number(n, dscp ? "a DSCP value"
          : "a priority"));
      Optional<Tok> to = f.require("becomes").flatMap(n -> v.number(n, dscp ? "a DSCP value" : "a priority"));
      List<Ast.Clause> clauses = new ArrayList<>();
      boolean ok = true;
      for (Entry c : m.entries()) {
        Ast.ClauseKind kind = switch (c.key().text()) {
          case "at" -> Ast.ClauseKind.AT;
          case "from" -> Ast.ClauseKind.FROM;
          case "to" -> Ast.ClauseKind.TO;
          case "decisions" -> Ast.ClauseKind.ON;
          default -> null;
        };
        Optional<Ast.Clause> clause = kind == null ? Optional.empty() : kind == Ast.ClauseKind.ON
            ? decisions(c) : selector(c.value(), kind == Ast.ClauseKind.AT).map(s -> new Ast.Clause(kind, s,
                Optional.empty(), YamlValues.span(c)));
        clause.ifPresent(clauses::add);
        ok &= kind == null || clause.isPresent();
      }
      if (from.isPresent() && to.isPresent() && ok) {
        out.add(new Ast.RewriteStmt(dscp, from.get(), to.get(), clauses, m.span()));
      }
    });
  }

  private Optional<Ast.Clause> decisions(Entry c) {
    return v.choice(c.value(), "the decisions a rewrite applies to", List.of("bounce", "flood", "any"))
        .map(d -> new Ast.Clause(Ast.ClauseKind.ON, null, Optional.of(RewriteRule.On.valueOf(d.toUpperCase(
            Locale.ROOT))), YamlValues.span(c)));
  }

  /**
   * A selector: {@code any}, {@code above}, {@code below}, {@code host}, a name or a list of names,
   * {@code {tier: T}}, or {@code {ports: [P, …]}} (not in {@code at}).
   */
  private Optional<Ast.SelectorTok> selector(YamlNode n, boolean at) {
    if (n instanceof YamlNode.Mapping m) {
      YamlFields f = new YamlFields(m, "this selector", at ? List.of("tier") : List.of("tier", "ports"), v);
      if (m.entries().size() != 1) {
        v.wrongType(m, "expected one of {tier: T}" + (at ? "" : " or {ports: [P, …]}"));
        return Optional.empty();
      }
      if (f.has("tier")) {
        return v.name(m.get("tier").get(), "a tier").map(t -> new Ast.SelectorTok(Optional.of(new Selector.Tier(
            t.text())), List.of(), false));
      }
      List<Ast.NameItem> ports = f.get("ports").map(p -> v.names(p, "a port")).orElse(List.of());
      return ports.isEmpty() ? Optional.empty() : Optional.of(new Ast.SelectorTok(Optional.empty(), ports, true));
    }
    if (n instanceof YamlNode.Scalar s && FIXED.contains(s.text()) && s.kind() == YamlNode.Kind.STRING) {
      Selector fixed = switch (s.text()) {
        case "above" -> Selector.ABOVE;
        case "below" -> Selector.BELOW;
        case "host" -> Selector.HOSTS;
        default -> Selector.ANY;
      };
      return Optional.of(new Ast.SelectorTok(Optional.of(fixed), List.of(), false));
    }
    List<Ast.NameItem> names = v.names(n, "a switch, host or tier selector");
    return names.isEmpty() ? Optional.empty() : Optional.of(new Ast.SelectorTok(Optional.empty(), names, false));
  }
}

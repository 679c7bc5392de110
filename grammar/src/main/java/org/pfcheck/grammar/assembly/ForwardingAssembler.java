package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.pfcheck.grammar.assembly.LiteralValues.Named;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;

/** Builds the routing mode, explicit routes and rewrite rules (priority and DSCP). Not thread-safe; one per reading. */
final class ForwardingAssembler {
  private final LiteralValues values;
  private final OnceOnlySettings.Once<Routing.Mode> mode;
  private final OnceOnlySettings options;
  private final List<Route> routes = new ArrayList<>();
  private final List<RewriteRule> rewrites = new ArrayList<>();

  ForwardingAssembler(LiteralValues values, Diagnostics diagnostics) {
    this.values = values;
    this.options = new OnceOnlySettings(diagnostics);
    this.mode = options.once("routing");
  }

  /** Takes one statement; false when it is not a forwarding statement. */
  boolean accept(Ast.Stmt s) {
    if (s instanceof Ast.RoutingStmt r) {
      mode.set(r.mode(), r.span());
    } else if (s instanceof Ast.RouteStmt r) {
      List<String> via = values.names(r.via()).stream().map(Named::name).toList();
      values.prefix(r.prefix()).ifPresent(p -> routes.add(new Route(r.switchName().text(), p, via, Origin.of(r.span()))));
    } else if (s instanceof Ast.RewriteStmt r) {
      rewrite(r);
    } else {
      return false;
    }
    return true;
  }

  private void rewrite(Ast.RewriteStmt r) {
    OptionalInt from = r.dscp() ? values.dscp(r.from()) : values.priority(r.from());
    OptionalInt to = r.dscp() ? values.dscp(r.to()) : values.priority(r.to());
    OnceOnlySettings.Once<Selector> at = options.once("at");
    OnceOnlySettings.Once<Selector> ingress = options.once("from");
    OnceOnlySettings.Once<Selector> egress = options.once("to");
    OnceOnlySettings.Once<RewriteRule.On> on = options.once("on");
    for (Ast.Clause c : r.clauses()) {
      switch (c.kind()) {
        case AT -> selector(c.selector(), at, c);
        case FROM -> selector(c.selector(), ingress, c);
        case TO -> selector(c.selector(), egress, c);
        case ON -> on.set(c.on().orElseThrow(), c.span());
      }
    }
    if (from.isPresent() && to.isPresent()) {
      rewrites.add(new RewriteRule(from.getAsInt(), to.getAsInt(), at.value().orElse(Selector.ANY),
          ingress.value().orElse(Selector.ANY), egress.value().orElse(Selector.ANY), Origin.of(r.span()),
          on.value().orElse(RewriteRule.On.ANY), r.dscp()));
    }
  }

  private void selector(Ast.SelectorTok sel, OnceOnlySettings.Once<Selector> target, Ast.Clause c) {
    if (sel.fixed().isPresent()) {
      target.set(sel.fixed().get(), c.span());
      return;
    }
    List<String> names = values.names(sel.names()).stream().map(Named::name).toList();
    if (!names.isEmpty()) {
      target.set(sel.ports() ? new Selector.Ports(names) : new Selector.Names(names), c.span());
    }
  }

  Routing routing() {
    return mode.value().map(m -> new Routing(m, Origin.of(mode.span().get()))).orElse(Routing.DEFAULT);
  }

  List<Route> routes() {
    return routes;
  }

  List<RewriteRule> rewrites() {
    return rewrites;
  }
}

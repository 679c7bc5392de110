package org.pfcheck.grammar.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.parse.Ast.ClauseKind;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;

/** Reads routing mode, explicit routes and priority and DSCP rewrites into {@link Ast} values. */
final class ForwardingVisitor extends SectionVisitor {
  ForwardingVisitor(Syntax syntax) {
    super(syntax);
  }

  @Override
  public Stmt visitRoutingStmt(PfcParser.RoutingStmtContext ctx) {
    Routing.Mode mode = ctx.UP_DOWN() != null ? Routing.Mode.UP_DOWN : Routing.Mode.SHORTEST_PATH;
    return new Ast.RoutingStmt(mode, syntax.span(ctx));
  }

  @Override
  public Stmt visitRouteStmt(PfcParser.RouteStmtContext ctx) {
    List<Ast.NameItem> via = ctx.nextHops() == null ? List.of() : syntax.names(ctx.nextHops().nameItems());
    return new Ast.RouteStmt(syntax.tok(ctx.switchName()), syntax.prefix(ctx.prefix()), via, syntax.span(ctx));
  }

  @Override
  public Stmt visitRewriteStmt(PfcParser.RewriteStmtContext ctx) {
    List<Ast.Clause> clauses = new ArrayList<>();
    for (PfcParser.RewriteClauseContext c : ctx.rewriteClause()) {
      ClauseKind kind;
      PfcParser.SelectorContext sel;
      if (c instanceof PfcParser.RewriteOnContext on) {
        PfcParser.RewriteScopeContext scope = on.rewriteScope();
        RewriteRule.On decisions = scope.BOUNCE() != null ? RewriteRule.On.BOUNCE
            : scope.FLOOD() != null ? RewriteRule.On.FLOOD : RewriteRule.On.ANY;
        clauses.add(new Ast.Clause(ClauseKind.ON, null, Optional.of(decisions), syntax.span(c)));
        continue;
      }
      if (c instanceof PfcParser.RewriteAtContext at) {
        kind = ClauseKind.AT;
        sel = at.selector();
      } else if (c instanceof PfcParser.RewriteFromContext from) {
        kind = ClauseKind.FROM;
        sel = from.selector();
      } else {
        kind = ClauseKind.TO;
        sel = ((PfcParser.RewriteToContext) c).selector();
      }
      clauses.add(new Ast.Clause(kind, selector(sel), Optional.empty(), syntax.span(c)));
    }
    if (ctx.DSCP() != null) {
      return new Ast.RewriteStmt(true, syntax.tok(ctx.dscpValue(0)), syntax.tok(ctx.dscpValue(1)), clauses,
          syntax.span(ctx));
    }
    return new Ast.RewriteStmt(false, syntax.tok(ctx.priority(0)), syntax.tok(ctx.priority(1)), clauses,
        syntax.span(ctx));
  }

  private Ast.SelectorTok selector(PfcParser.SelectorContext ctx) {
    if (ctx instanceof PfcParser.SelectNamesContext names) {
      return new Ast.SelectorTok(Optional.empty(), syntax.names(names.selectorNames().nameItems()), false);
    }
    if (ctx instanceof PfcParser.SelectPortsContext ports) {
      return new Ast.SelectorTok(Optional.empty(), syntax.names(ports.portNames().nameItems()), true);
    }
    Selector fixed;
    if (ctx instanceof PfcParser.SelectTierContext tier) {
      fixed = new Selector.Tier(tier.tierName().getText());
    } else if (ctx instanceof PfcParser.SelectAboveContext) {
      fixed = Selector.ABOVE;
    } else if (ctx instanceof PfcParser.SelectBelowContext) {
      fixed = Selector.BELOW;
    } else if (ctx instanceof PfcParser.SelectHostContext) {
      fixed = Selector.HOSTS;
    } else {
      fixed = Selector.ANY;
    }
    return new Ast.SelectorTok(Optional.of(fixed), List.of(), false);
  }
}

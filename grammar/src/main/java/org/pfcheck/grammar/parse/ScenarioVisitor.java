package org.pfcheck.grammar.parse;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.grammar.parse.Ast.Stmt;

/** Reads L2 timers, flows, the scenario and the scenario space into {@link Ast} values. */
final class ScenarioVisitor extends SectionVisitor {
  ScenarioVisitor(Syntax syntax) {
    super(syntax);
  }

  @Override
  public Stmt visitTimersStmt(PfcParser.TimersStmtContext ctx) {
    List<Ast.Timer> timers = new ArrayList<>();
    for (PfcParser.TimerContext t : ctx.timer()) {
      if (t instanceof PfcParser.ArpTimerContext arp) {
        timers.add(new Ast.Timer(true, syntax.tok(arp.duration()), syntax.span(t)));
      } else {
        timers.add(new Ast.Timer(false, syntax.tok(((PfcParser.MacTimerContext) t).duration()), syntax.span(t)));
      }
    }
    return new Ast.TimersStmt(timers, syntax.span(ctx));
  }

  @Override
  public Stmt visitFlowStmt(PfcParser.FlowStmtContext ctx) {
    return new Ast.FlowStmt(syntax.tok(ctx.hostName(0)), syntax.tok(ctx.hostName(1)), syntax.optionalTok(ctx.priority()),
        syntax.optionalTok(ctx.dscpValue()), syntax.span(ctx));
  }

  @Override
  public Stmt visitDownStmt(PfcParser.DownStmtContext ctx) {
    return new Ast.DownStmt(syntax.linkRef(ctx.linkRef()), syntax.span(ctx));
  }

  @Override
  public Stmt visitDeadStmt(PfcParser.DeadStmtContext ctx) {
    return new Ast.DeadStmt(syntax.names(ctx.hostNames().nameItems()), syntax.span(ctx));
  }

  @Override
  public Stmt visitMacMissingStmt(PfcParser.MacMissingStmtContext ctx) {
    return new Ast.MacMissingStmt(syntax.tok(ctx.hostName()), syntax.tok(ctx.switchName()), syntax.span(ctx));
  }

  @Override
  public Stmt visitSpaceLinks(PfcParser.SpaceLinksContext ctx) {
    return new Ast.SpaceLinksStmt(syntax.tok(ctx.bound()), ctx.linkRef().stream().map(syntax::linkRef).toList(),
        syntax.span(ctx));
  }

  @Override
  public Stmt visitSpaceHosts(PfcParser.SpaceHostsContext ctx) {
    List<Ast.NameItem> among = ctx.hostNames() == null ? List.of() : syntax.names(ctx.hostNames().nameItems());
    return new Ast.SpaceHostsStmt(syntax.tok(ctx.bound()), among, syntax.span(ctx));
  }
}

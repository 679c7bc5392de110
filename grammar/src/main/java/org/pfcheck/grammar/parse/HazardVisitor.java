package org.pfcheck.grammar.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.model.hazards.BroadcastClass;

/** Reads the hazard settings ({@code nic}, {@code pfc-watchdog}, {@code buffer}, {@code broadcast}) into {@link Ast} values. */
final class HazardVisitor extends SectionVisitor {
  HazardVisitor(Syntax syntax) {
    super(syntax);
  }

  @Override
  public Stmt visitNicStmt(PfcParser.NicStmtContext ctx) {
    PfcParser.NicTargetContext t = ctx.nicTarget();
    Ast.Target target;
    if (t instanceof PfcParser.NicAtContext at) {
      target = new Ast.Target(Ast.TargetKind.AT, syntax.names(at.switchNames().nameItems()), syntax.span(t));
    } else if (t instanceof PfcParser.NicHostsContext hosts) {
      target = new Ast.Target(Ast.TargetKind.NAMES, syntax.names(hosts.hostNames().nameItems()), syntax.span(t));
    } else {
      target = new Ast.Target(Ast.TargetKind.ALL, List.of(), syntax.span(t));
    }
    return new Ast.NicStmt(target, options(ctx.nicOption()), syntax.span(ctx));
  }

  @Override
  public Stmt visitWatchdogStmt(PfcParser.WatchdogStmtContext ctx) {
    return new Ast.WatchdogStmt(target(ctx.switchTarget()), ports(ctx.portScope()), ctx.OFF() != null,
        options(ctx.watchdogOption()), syntax.span(ctx));
  }

  @Override
  public Stmt visitBufferStmt(PfcParser.BufferStmtContext ctx) {
    return new Ast.BufferStmt(target(ctx.switchTarget()), ports(ctx.portScope()), options(ctx.bufferOption()),
        syntax.span(ctx));
  }

  @Override
  public Stmt visitBroadcastStmt(PfcParser.BroadcastStmtContext ctx) {
    BroadcastClass.Kind kind = ctx.ARP() != null ? BroadcastClass.Kind.ARP : BroadcastClass.Kind.MULTICAST;
    return new Ast.BroadcastStmt(kind, syntax.tok(ctx.priority()), syntax.span(ctx));
  }

  private Ast.Target target(PfcParser.SwitchTargetContext t) {
    if (t instanceof PfcParser.TargetTierContext tier) {
      Ast.Tok name = syntax.tok(tier.tierName());
      return new Ast.Target(Ast.TargetKind.TIER, List.of(new Ast.NameItem(name, Optional.empty(), name.span())),
          syntax.span(t));
    }
    if (t instanceof PfcParser.TargetSwitchesContext names) {
      return new Ast.Target(Ast.TargetKind.NAMES, syntax.names(names.switchNames().nameItems()), syntax.span(t));
    }
    return new Ast.Target(Ast.TargetKind.ALL, List.of(), syntax.span(t));
  }

  private Optional<Ast.PortsTok> ports(PfcParser.PortScopeContext scope) {
    if (scope == null) {
      return Optional.empty();
    }
    if (scope instanceof PfcParser.ScopePortsContext ports) {
      return Optional.of(new Ast.PortsTok(false, syntax.names(ports.portNames().nameItems()), syntax.span(scope)));
    }
    return Optional.of(new Ast.PortsTok(true, List.of(), syntax.span(scope)));
  }

  /**
   * Each option as its keyword (the first token) and its value tokens: the rule contexts after the
   * keyword ({@code 100ms}, {@code 1/16}), or a keyword value ({@code go-back-0}, {@code drop}); none for
   * {@code off}.
   */
  private List<Ast.Opt> options(List<? extends ParserRuleContext> options) {
    List<Ast.Opt> out = new ArrayList<>();
    for (ParserRuleContext o : options) {
      List<Ast.Tok> values = new ArrayList<>();
      for (int i = 1; i < o.getChildCount(); i++) {
        values(o.getChild(i), values);
      }
      out.add(new Ast.Opt(o.getStart().getText(), values, syntax.span(o)));
    }
    return out;
  }

  private void values(ParseTree tree, List<Ast.Tok> out) {
    if (tree instanceof TerminalNode leaf) {
      if (leaf.getSymbol().getType() != PfcParser.OFF && leaf.getSymbol().getType() != PfcParser.SLASH) {
        out.add(syntax.tok(leaf.getSymbol()));
      }
    } else if (tree instanceof PfcParser.FractionContext f) {
      f.INT().forEach(n -> out.add(syntax.tok(n.getSymbol())));
    } else if (tree instanceof ParserRuleContext ctx) {
      out.add(syntax.tok(ctx));
    }
  }
}

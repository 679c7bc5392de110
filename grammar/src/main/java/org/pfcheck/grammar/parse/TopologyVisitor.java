package org.pfcheck.grammar.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.model.forwarding.MacMissPolicy;

/** Reads the network, tier, switch, host, link, VLAN and fabric statements into {@link Ast} values. */
final class TopologyVisitor extends SectionVisitor {
  TopologyVisitor(Syntax syntax) {
    super(syntax);
  }

  @Override
  public Stmt visitNetworkStmt(PfcParser.NetworkStmtContext ctx) {
    return new Ast.NetworkStmt(syntax.tok(ctx.networkName()), syntax.span(ctx));
  }

  @Override
  public Stmt visitTiersStmt(PfcParser.TiersStmtContext ctx) {
    List<List<Ast.Tok>> groups = new ArrayList<>();
    for (PfcParser.TierGroupContext g : ctx.tierGroup()) {
      groups.add(syntax.toks(g.tierName()));
    }
    return new Ast.TiersStmt(groups, syntax.span(ctx));
  }

  @Override
  public Stmt visitSwitchStmt(PfcParser.SwitchStmtContext ctx) {
    List<Ast.SwitchOpt> options = new ArrayList<>();
    for (PfcParser.SwitchOptionContext o : ctx.switchOption()) {
      options.add(option(o));
    }
    return new Ast.SwitchStmt(syntax.names(ctx.switchNames().nameItems()), options, syntax.span(ctx));
  }

  private Ast.SwitchOpt option(PfcParser.SwitchOptionContext o) {
    if (o instanceof PfcParser.SwitchTierContext t) {
      return new Ast.TierOpt(syntax.tok(t.tierName()), syntax.span(o));
    }
    if (o instanceof PfcParser.SwitchSubnetContext s) {
      return new Ast.SubnetOpt(s.prefix().stream().map(syntax::prefix).toList(), syntax.span(o));
    }
    if (o instanceof PfcParser.SwitchMacMissContext m) {
      return new Ast.MacMissOpt(policy(m.macMissPolicy()), syntax.span(o));
    }
    return new Ast.FloodOpt(vlan(((PfcParser.SwitchFloodDomainContext) o).floodDomain()), syntax.span(o));
  }

  @Override
  public Stmt visitDefaultMacMiss(PfcParser.DefaultMacMissContext ctx) {
    return new Ast.DefaultMacMissStmt(policy(ctx.macMissPolicy()), syntax.span(ctx));
  }

  @Override
  public Stmt visitDefaultFloodDomain(PfcParser.DefaultFloodDomainContext ctx) {
    return new Ast.DefaultFloodStmt(vlan(ctx.floodDomain()), syntax.span(ctx));
  }

  private static MacMissPolicy policy(PfcParser.MacMissPolicyContext ctx) {
    return ctx.DROP_LOSSLESS() != null ? MacMissPolicy.DROP_LOSSLESS : MacMissPolicy.FLOOD;
  }

  private Optional<Ast.Tok> vlan(PfcParser.FloodDomainContext ctx) {
    return syntax.optionalTok(ctx.vlanId());
  }

  @Override
  public Stmt visitHostStmt(PfcParser.HostStmtContext ctx) {
    List<Ast.HostOpt> options = new ArrayList<>();
    for (PfcParser.HostOptionContext o : ctx.hostOption()) {
      if (o instanceof PfcParser.HostIpContext ip) {
        options.add(new Ast.IpOpt(syntax.optionalTok(ip.address()), syntax.span(o)));
      } else if (o instanceof PfcParser.HostOutsideContext) {
        options.add(new Ast.OutsideOpt(syntax.span(o)));
      } else {
        PfcParser.HostStandbyContext s = (PfcParser.HostStandbyContext) o;
        options.add(new Ast.StandbyOpt(syntax.attachment(s.attachment()), syntax.span(o)));
      }
    }
    return new Ast.HostStmt(syntax.names(ctx.hostNames().nameItems()), syntax.attachment(ctx.attachment()), options,
        syntax.span(ctx));
  }

  @Override
  public Stmt visitLinkStmt(PfcParser.LinkStmtContext ctx) {
    return new Ast.LinkStmt(syntax.linkRef(ctx.linkRef()), ctx.DOWN() != null, syntax.span(ctx));
  }

  @Override
  public Stmt visitLinksStmt(PfcParser.LinksStmtContext ctx) {
    return new Ast.LinksStmt(syntax.names(ctx.switchNames(0).nameItems()), syntax.names(ctx.switchNames(1).nameItems()),
        ctx.DOWN() != null, syntax.span(ctx));
  }

  @Override
  public Stmt visitVlanStmt(PfcParser.VlanStmtContext ctx) {
    return new Ast.VlanStmt(syntax.tok(ctx.vlanId()), syntax.tok(ctx.switchName()),
        syntax.names(ctx.portNames().nameItems()), syntax.span(ctx));
  }

  @Override
  public Stmt visitRoutedStmt(PfcParser.RoutedStmtContext ctx) {
    return new Ast.RoutedStmt(syntax.tok(ctx.switchName()), syntax.names(ctx.portNames().nameItems()), syntax.span(ctx));
  }

  @Override
  public Stmt visitLagStmt(PfcParser.LagStmtContext ctx) {
    return new Ast.LagStmt(syntax.tok(ctx.switchName()), syntax.tok(ctx.lagName()),
        syntax.names(ctx.portNames().nameItems()), syntax.span(ctx));
  }

  @Override
  public Stmt visitFabricStmt(PfcParser.FabricStmtContext ctx) {
    List<Ast.Param> params = new ArrayList<>();
    for (PfcParser.TemplateParamContext p : ctx.templateParam()) {
      params.add(new Ast.Param(syntax.tok(p.parameterName()), syntax.tok(p.parameterValue())));
    }
    return new Ast.FabricStmt(syntax.tok(ctx.templateName()), params, syntax.span(ctx));
  }
}

package org.pfcheck.grammar.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.parse.Ast.Stmt;

/** Reads the DSCP map, lossless priorities and PFC settings into {@link Ast} values. */
final class QosVisitor extends SectionVisitor {
  QosVisitor(Syntax syntax) {
    super(syntax);
  }

  @Override
  public Stmt visitDscpStmt(PfcParser.DscpStmtContext ctx) {
    List<Ast.NumItem> items = new ArrayList<>();
    for (PfcParser.DscpItemContext item : ctx.dscpItem()) {
      Optional<Ast.Tok> last = item.dscpValue().size() > 1 ? Optional.of(syntax.tok(item.dscpValue(1))) : Optional.empty();
      items.add(new Ast.NumItem(syntax.tok(item.dscpValue(0)), last, syntax.span(item)));
    }
    return new Ast.DscpStmt(items, syntax.tok(ctx.priority()), syntax.span(ctx));
  }

  @Override
  public Stmt visitLosslessStmt(PfcParser.LosslessStmtContext ctx) {
    return new Ast.LosslessStmt(syntax.toks(ctx.priorityList().priority()), syntax.span(ctx));
  }

  @Override
  public Stmt visitDscpMapStmt(PfcParser.DscpMapStmtContext ctx) {
    return new Ast.MapStmt(true, syntax.tok(ctx.mapName()), entries(ctx.mapEntry()), syntax.span(ctx));
  }

  @Override
  public Stmt visitTcMapStmt(PfcParser.TcMapStmtContext ctx) {
    return new Ast.MapStmt(false, syntax.tok(ctx.mapName()), entries(ctx.mapEntry()), syntax.span(ctx));
  }

  private List<Ast.MapEntry> entries(List<PfcParser.MapEntryContext> ctxs) {
    List<Ast.MapEntry> out = new ArrayList<>();
    for (PfcParser.MapEntryContext e : ctxs) {
      if (e instanceof PfcParser.MapPairContext pair) {
        PfcParser.MapKeysContext k = pair.mapKeys();
        Optional<Ast.Tok> last = k.mapKey().size() > 1 ? Optional.of(syntax.tok(k.mapKey(1))) : Optional.empty();
        Ast.NumItem keys = new Ast.NumItem(syntax.tok(k.mapKey(0)), last, syntax.span(k));
        out.add(new Ast.MapEntry(Optional.of(keys), syntax.tok(pair.mapValue()), syntax.span(e)));
      } else {
        out.add(new Ast.MapEntry(Optional.empty(), syntax.tok(((PfcParser.MapDefaultContext) e).mapValue()),
            syntax.span(e)));
      }
    }
    return out;
  }

  @Override
  public Stmt visitClassifyStmt(PfcParser.ClassifyStmtContext ctx) {
    List<Ast.ClassifyMap> maps = new ArrayList<>();
    for (PfcParser.ClassifyMapContext m : ctx.classifyMap()) {
      if (m instanceof PfcParser.ClassifyDscpContext d) {
        maps.add(new Ast.ClassifyMap(true, syntax.tok(d.mapName()), syntax.span(m)));
      } else {
        maps.add(new Ast.ClassifyMap(false, syntax.tok(((PfcParser.ClassifyTcContext) m).mapName()), syntax.span(m)));
      }
    }
    Optional<List<Ast.NameItem>> ports = ctx.portNames() == null ? Optional.empty()
        : Optional.of(syntax.names(ctx.portNames().nameItems()));
    return new Ast.ClassifyStmt(syntax.names(ctx.switchNames().nameItems()), ports, ctx.TUNNEL() != null, maps,
        syntax.span(ctx));
  }

  @Override
  public Stmt visitPfcStmt(PfcParser.PfcStmtContext ctx) {
    List<Ast.Tok> priorities = ctx.priorityList() == null ? List.of() : syntax.toks(ctx.priorityList().priority());
    return new Ast.PfcStmt(syntax.tok(ctx.switchName()), syntax.optionalTok(ctx.portName()), priorities,
        ctx.ASYMMETRIC() != null, syntax.span(ctx));
  }
}

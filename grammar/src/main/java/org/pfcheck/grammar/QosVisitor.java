package org.pfcheck.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.Ast.Stmt;

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
  public Stmt visitPfcStmt(PfcParser.PfcStmtContext ctx) {
    List<Ast.Tok> priorities = ctx.priorityList() == null ? List.of() : syntax.toks(ctx.priorityList().priority());
    return new Ast.PfcStmt(syntax.tok(ctx.switchName()), syntax.optionalTok(ctx.portName()), priorities,
        syntax.span(ctx));
  }
}

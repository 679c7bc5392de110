package org.pfcheck.grammar.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.pfcheck.grammar.PfcSource;
import org.pfcheck.grammar.parse.Ast.AttachTok;
import org.pfcheck.grammar.parse.Ast.EndpointTok;
import org.pfcheck.grammar.parse.Ast.LinkRefTok;
import org.pfcheck.grammar.parse.Ast.NameItem;
import org.pfcheck.grammar.parse.Ast.PrefixTok;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.model.SourceSpan;

/**
 * Turns parse-tree pieces shared by several statements into {@link Ast} values with positions, each
 * span passed through the source's {@link PfcSource#origins() origins} map.
 */
final class Syntax {
  private final String file;
  private final UnaryOperator<SourceSpan> origins;

  Syntax(String file, UnaryOperator<SourceSpan> origins) {
    this.file = file;
    this.origins = origins;
  }

  /** The span of one token (1-based columns; the end is just past the token). */
  SourceSpan span(Token t) {
    return origins.apply(raw(t));
  }

  private SourceSpan raw(Token t) {
    int length = Math.max(0, t.getStopIndex() - t.getStartIndex() + 1);
    int column = t.getCharPositionInLine() + 1;
    return new SourceSpan(file, Math.max(1, t.getLine()), column, Math.max(1, t.getLine()), column + length);
  }

  /** The point at {@code line} and 0-based {@code column}, as ANTLR counts them. */
  SourceSpan point(int line, int column) {
    return origins.apply(SourceSpan.at(file, Math.max(1, line), column + 1));
  }

  /** The span from the first to the last token of {@code ctx}. */
  SourceSpan span(ParserRuleContext ctx) {
    SourceSpan start = raw(ctx.getStart());
    Token stop = ctx.getStop();
    if (stop == null || stop.getTokenIndex() < ctx.getStart().getTokenIndex()) {
      return origins.apply(start);
    }
    SourceSpan end = raw(stop);
    return origins.apply(new SourceSpan(file, start.line(), start.column(), end.endLine(), end.endColumn()));
  }

  Tok tok(ParserRuleContext ctx) {
    return new Tok(ctx.getText(), span(ctx));
  }

  Tok tok(Token t) {
    return new Tok(t.getText(), span(t));
  }

  <T extends ParserRuleContext> Optional<Tok> optionalTok(T ctx) {
    return ctx == null ? Optional.empty() : Optional.of(tok(ctx));
  }

  List<NameItem> names(PfcParser.NameItemsContext ctx) {
    List<NameItem> out = new ArrayList<>();
    for (PfcParser.NameItemContext item : ctx.nameItem()) {
      Optional<Tok> last = item.name().size() > 1 ? Optional.of(tok(item.name(1))) : Optional.empty();
      out.add(new NameItem(tok(item.name(0)), last, span(item)));
    }
    return out;
  }

  List<Tok> toks(List<? extends ParserRuleContext> ctxs) {
    List<Tok> out = new ArrayList<>();
    for (ParserRuleContext c : ctxs) {
      out.add(tok(c));
    }
    return out;
  }

  PrefixTok prefix(PfcParser.PrefixContext ctx) {
    return new PrefixTok(tok(ctx.address()), tok(ctx.INT().getSymbol()), span(ctx));
  }

  EndpointTok endpoint(PfcParser.EndpointContext ctx) {
    return new EndpointTok(tok(ctx.switchName()), optionalTok(ctx.portName()));
  }

  LinkRefTok linkRef(PfcParser.LinkRefContext ctx) {
    return new LinkRefTok(endpoint(ctx.endpoint(0)), endpoint(ctx.endpoint(1)), span(ctx));
  }

  AttachTok attachment(PfcParser.AttachmentContext ctx) {
    return new AttachTok(tok(ctx.switchName()), optionalTok(ctx.portName()));
  }

  /** Whether {@code tree} was parsed without any error: no error nodes, no recognition exception. */
  static boolean complete(ParseTree tree) {
    if (tree instanceof ErrorNode) {
      return false;
    }
    if (tree instanceof ParserRuleContext ctx) {
      if (ctx.exception != null) {
        return false;
      }
      for (int i = 0; i < ctx.getChildCount(); i++) {
        if (!complete(ctx.getChild(i))) {
          return false;
        }
      }
    }
    return true;
  }
}

package org.pfcheck.grammar.parse;

import java.util.HashSet;
import java.util.Set;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Turns ANTLR's syntax errors into PFC001 diagnostics in the user's terms ("expected a switch name
 * after 'at', found end of line"; the words are {@link SyntaxWording}'s), at most one per line, and
 * recovers at the end of the line so that every faulty line of a file is reported. Not thread-safe;
 * one per parse.
 */
final class SyntaxErrors extends DefaultErrorStrategy {
  private final Syntax syntax;
  private final Diagnostics diagnostics;
  private final Set<Integer> lines = new HashSet<>();

  SyntaxErrors(Syntax syntax, Diagnostics diagnostics) {
    this.syntax = syntax;
    this.diagnostics = diagnostics;
  }

  /** The lines that have a syntax error. */
  Set<Integer> lines() {
    return lines;
  }

  /** A listener for the lexer (which cannot fail, since any character becomes a token) and the parser. */
  BaseErrorListener listener() {
    return new BaseErrorListener() {
      @Override
      public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int column, String msg,
          RecognitionException e) {
        if (lines.add(line)) {
          diagnostics.report(Code.PFC001, syntax.point(line, column), "cannot read this: " + msg, "see docs/language.md for the syntax");
        }
      }
    };
  }

  @Override
  public void reportError(Parser recognizer, RecognitionException e) {
    if (inErrorRecoveryMode(recognizer)) {
      return;
    }
    beginErrorCondition(recognizer);
    IntervalSet expected = e.getExpectedTokens();
    ParserRuleContext ctx = e.getCtx() instanceof ParserRuleContext c ? c : recognizer.getContext();
    report(recognizer, e.getOffendingToken() != null ? e.getOffendingToken() : recognizer.getCurrentToken(),
        expected == null ? new IntervalSet() : expected, ctx);
  }

  @Override
  protected void reportUnwantedToken(Parser recognizer) {
    if (inErrorRecoveryMode(recognizer)) {
      return;
    }
    beginErrorCondition(recognizer);
    report(recognizer, recognizer.getCurrentToken(), getExpectedTokens(recognizer), recognizer.getContext());
  }

  @Override
  protected void reportMissingToken(Parser recognizer) {
    reportUnwantedToken(recognizer);
  }

  /** Recovers by skipping the rest of the line: statements are one per line. */
  @Override
  public void recover(Parser recognizer, RecognitionException e) {
    TokenStream in = recognizer.getInputStream();
    while (in.LA(1) != PfcParser.NEWLINE && in.LA(1) != Token.EOF) {
      recognizer.consume();
    }
  }

  /**
   * Reports a mismatch where it happened. (ANTLR would report it at the last optional element before,
   * with that element's expected tokens: "expected '..' or ','" where a switch name is missing.)
   */
  @Override
  public Token recoverInline(Parser recognizer) throws RecognitionException {
    nextTokensContext = null;
    return super.recoverInline(recognizer);
  }

  /** Never deletes a line break to make a statement fit: that would merge two lines. */
  @Override
  protected Token singleTokenDeletion(Parser recognizer) {
    if (recognizer.getInputStream().LA(1) == PfcParser.NEWLINE) {
      return null;
    }
    return super.singleTokenDeletion(recognizer);
  }

  private void report(Parser parser, Token offending, IntervalSet expected, ParserRuleContext ctx) {
    SourceSpan span = syntax.span(offending);
    if (!lines.add(span.line())) {
      return;
    }
    SyntaxWording.Message m = SyntaxWording.of(parser, offending, expected, ctx);
    diagnostics.report(Code.PFC001, span, m.text(), m.hint());
  }
}

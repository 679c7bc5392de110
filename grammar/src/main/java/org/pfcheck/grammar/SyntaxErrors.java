package org.pfcheck.grammar;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * after 'at', found end of line"), at most one per line, and recovers at the end of the line so that
 * every faulty line of a file is reported. Not thread-safe; one per parse.
 */
final class SyntaxErrors extends DefaultErrorStrategy {
  private static final Map<Integer, String> ROLES = Map.ofEntries(
      Map.entry(PfcParser.RULE_networkName, "a network name"),
      Map.entry(PfcParser.RULE_tierName, "a tier name"),
      Map.entry(PfcParser.RULE_tierGroup, "a tier name"),
      Map.entry(PfcParser.RULE_switchName, "a switch name"),
      Map.entry(PfcParser.RULE_switchNames, "a switch name"),
      Map.entry(PfcParser.RULE_endpoint, "a switch name"),
      Map.entry(PfcParser.RULE_attachment, "a switch name"),
      Map.entry(PfcParser.RULE_linkRef, "a link such as T0 -- L0"),
      Map.entry(PfcParser.RULE_hostName, "a host name"),
      Map.entry(PfcParser.RULE_hostNames, "a host name"),
      Map.entry(PfcParser.RULE_portName, "a port name"),
      Map.entry(PfcParser.RULE_portNames, "a port name"),
      Map.entry(PfcParser.RULE_nextHops, "a neighbour or port name"),
      Map.entry(PfcParser.RULE_selector, "a selector (any, above, below, host, tier NAME, or names)"),
      Map.entry(PfcParser.RULE_templateName, "a template name (fat-tree, leaf-spine, clos3, jellyfish, ring, torus)"),
      Map.entry(PfcParser.RULE_parameterName, "a template parameter name"),
      Map.entry(PfcParser.RULE_parameterValue, "a number"),
      Map.entry(PfcParser.RULE_priority, "a priority (0..7)"),
      Map.entry(PfcParser.RULE_priorityList, "a priority (0..7)"),
      Map.entry(PfcParser.RULE_dscpValue, "a DSCP value (0..63)"),
      Map.entry(PfcParser.RULE_dscpItem, "a DSCP value (0..63)"),
      Map.entry(PfcParser.RULE_vlanId, "a VLAN id (1..4094)"),
      Map.entry(PfcParser.RULE_bound, "a number"),
      Map.entry(PfcParser.RULE_duration, "a duration such as 30s, 5m, 4h or 1d"),
      Map.entry(PfcParser.RULE_address, "an IPv4 address such as 10.0.0.5"),
      Map.entry(PfcParser.RULE_prefix, "a prefix such as 10.0.1.0/24"),
      Map.entry(PfcParser.RULE_macMissPolicy, "'flood' or 'drop-lossless'"),
      Map.entry(PfcParser.RULE_floodDomain, "'all' or 'vlan N'"));
  private static final int MAX_LISTED = 6;

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
    TokenStream tokens = parser.getInputStream();
    Token previous = offending.getTokenIndex() > 0 ? tokens.get(offending.getTokenIndex() - 1) : null;
    String first = firstOfLine(tokens, offending);
    String hint = Usage.of(first).map(u -> "write it as: " + u)
        .orElse("a statement starts with one of: " + String.join(", ", Usage.keywords()));
    String message;
    if (previous == null || previous.getType() == PfcParser.NEWLINE) {
      message = describe(offending) + " does not start a statement"
          + Usage.closest(offending.getText()).map(k -> "; did you mean '" + k + "'?").orElse("");
      hint = "a statement starts with one of: " + String.join(", ", Usage.keywords());
    } else {
      message = "expected " + expectation(parser, offending, expected, ctx) + " after '" + previous.getText()
          + "', found " + describe(offending);
    }
    diagnostics.report(Code.PFC001, span, message, hint);
  }

  private static String firstOfLine(TokenStream tokens, Token offending) {
    int i = offending.getTokenIndex();
    while (i > 0 && tokens.get(i - 1).getType() != PfcParser.NEWLINE) {
      i--;
    }
    return tokens.get(i).getText();
  }

  private static String expectation(Parser parser, Token offending, IntervalSet expected, ParserRuleContext ctx) {
    for (ParserRuleContext c = ctx; c != null; c = c.getParent()) {
      if (c.getStart() == null || c.getStart().getTokenIndex() != offending.getTokenIndex()) {
        break;
      }
      String role = ROLES.get(c.getRuleIndex());
      if (role != null) {
        return role;
      }
    }
    List<String> words = new ArrayList<>();
    for (int type : expected.toList()) {
      words.add(expectedToken(parser, type));
    }
    if (words.isEmpty()) {
      return "something else";
    }
    if (words.size() > MAX_LISTED) {
      return "one of " + String.join(", ", words.subList(0, MAX_LISTED)) + ", …";
    }
    if (words.size() == 1) {
      return words.get(0);
    }
    return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
  }

  private static String expectedToken(Parser parser, int type) {
    return switch (type) {
      case PfcParser.NEWLINE -> "end of line";
      case Token.EOF -> "end of file";
      case PfcParser.INT -> "a number";
      case PfcParser.WORD -> "a name";
      default -> parser.getVocabulary().getDisplayName(type);
    };
  }

  private static String describe(Token t) {
    return switch (t.getType()) {
      case PfcParser.NEWLINE -> "end of line";
      case Token.EOF -> "end of file";
      case PfcParser.ERRCHAR -> character(t.getText());
      case PfcParser.INT -> "number " + t.getText();
      default -> "'" + t.getText() + "'";
    };
  }

  /**
   * A stray character as the user can find it: quoted when it is visible, else by code point and name
   * (a no-break space pasted from a web page looks like a space; an escape must not reach the terminal).
   */
  static String character(String text) {
    int cp = text.codePointAt(0);
    int type = Character.getType(cp);
    boolean invisible = Character.isISOControl(cp) || Character.isWhitespace(cp) || Character.isSpaceChar(cp)
        || type == Character.FORMAT || type == Character.UNASSIGNED || type == Character.PRIVATE_USE
        || type == Character.SURROGATE;
    if (!invisible) {
      return "the character '" + text + "'";
    }
    String name = Character.getName(cp);
    return "the invisible character " + String.format(Locale.ROOT, "U+%04X", cp)
        + (name == null ? "" : " (" + name.toLowerCase(Locale.ROOT) + ")");
  }
}

package org.pfcheck.grammar.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * What a syntax error says, in the user's terms: what was expected (the role of the grammar rule that
 * failed, such as "a switch name", else the tokens that would fit), what was found, and how the
 * statement is written. Used by {@link SyntaxErrors}. Stateless.
 */
final class SyntaxWording {
  /** A PFC001 diagnostic's message and hint. */
  record Message(String text, String hint) {}

  /** What a grammar rule stands for, said instead of its tokens when the error is at its first word. */
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
      Map.entry(PfcParser.RULE_floodDomain, "'all' or 'vlan N'"),
      Map.entry(PfcParser.RULE_mapName, "a map name"),
      Map.entry(PfcParser.RULE_lagName, "a port-channel name"),
      Map.entry(PfcParser.RULE_mapEntry, "a map entry such as 3 -> 3 or default 1"),
      Map.entry(PfcParser.RULE_mapKeys, "a number or a range such as 0..2"),
      Map.entry(PfcParser.RULE_mapKey, "a number"),
      Map.entry(PfcParser.RULE_mapValue, "a number"),
      Map.entry(PfcParser.RULE_classifyMap, "'dscp-map NAME' or 'tc-map NAME'"),
      Map.entry(PfcParser.RULE_rewriteScope, "'bounce', 'flood' or 'any'"),
      Map.entry(PfcParser.RULE_millis, "a time such as 100ms or 2s"),
      Map.entry(PfcParser.RULE_size, "a size such as 4KB, 2MB or 12MB"),
      Map.entry(PfcParser.RULE_count, "a number"),
      Map.entry(PfcParser.RULE_fraction, "a fraction such as 1/16"),
      Map.entry(PfcParser.RULE_watchdogAction, "'drop', 'forward' or 'alert'"),
      Map.entry(PfcParser.RULE_nicTarget, "'all', 'at' switches, or host names"),
      Map.entry(PfcParser.RULE_switchTarget, "'all', 'tier NAME', or switch names"));
  private static final int MAX_LISTED = 6;

  private SyntaxWording() {}

  /** The message for {@code offending}, met where the parser expected {@code expected} in rule {@code ctx}. */
  static Message of(Parser parser, Token offending, IntervalSet expected, ParserRuleContext ctx) {
    TokenStream tokens = parser.getInputStream();
    Token previous = offending.getTokenIndex() > 0 ? tokens.get(offending.getTokenIndex() - 1) : null;
    String first = firstOfLine(tokens, offending);
    String hint = StatementShapes.of(first).map(u -> "write it as: " + u)
        .orElse("a statement starts with one of: " + String.join(", ", StatementShapes.keywords()));
    String message;
    if (previous == null || previous.getType() == PfcParser.NEWLINE) {
      message = describe(offending) + " does not start a statement"
          + StatementShapes.closest(offending.getText()).map(k -> "; did you mean '" + k + "'?").orElse("");
      hint = "a statement starts with one of: " + String.join(", ", StatementShapes.keywords());
    } else {
      String wanted = expectation(parser, offending, expected, ctx);
      message = "expected " + wanted + " after '" + previous.getText() + "', found " + describe(offending);
      if (wanted.endsWith(" name") && org.pfcheck.model.text.Keywords.ALL.contains(offending.getText())) {
        // a name the language took as a keyword ('outside' became one): say so, and how to get on
        message += ", a keyword of the language, which cannot be a name";
        hint = "rename it ('" + offending.getText() + "1', or '" + offending.getText() + "-a'); docs/language.md lists the"
            + " keywords";
      }
    }
    return new Message(message, hint);
  }

  private static String firstOfLine(TokenStream tokens, Token offending) {
    int i = offending.getTokenIndex();
    while (i > 0 && tokens.get(i - 1).getType() != PfcParser.NEWLINE) {
      i--;
    }
    return tokens.get(i).getText();
  }

  /**
   * The role of the innermost rule that begins at {@code offending} and has one, else the expected
   * tokens: a list of keywords says less than "a switch name".
   */
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
  private static String character(String text) {
    int cp = text.codePointAt(0);
    int type = Character.getType(cp);
    boolean invisible = Character.isISOControl(cp) || Character.isWhitespace(cp) || Character.isSpaceChar(cp)
        || type == Character.FORMAT || type == Character.UNASSIGNED || type == Character.PRIVATE_USE
        || type == Character.SURROGATE;
    if (!invisible) {
      return "the character '" + text + "'" + (Character.isLetter(cp) && cp > 127 ? " (names use ASCII letters only)" : "");
    }
    String name = Character.getName(cp);
    return "the invisible character " + String.format(Locale.ROOT, "U+%04X", cp)
        + (name == null ? "" : " (" + name.toLowerCase(Locale.ROOT) + ")");
  }
}

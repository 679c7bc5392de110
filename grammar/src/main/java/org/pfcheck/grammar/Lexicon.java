package org.pfcheck.grammar;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The language's words as its lexer reads them: the keywords (from the generated lexer's vocabulary,
 * so a new keyword is known here at once) and the shape of a name. The YAML form checks its names
 * with these, so that every name it reads can be written in {@code .pfc} too. Stateless.
 */
final class Lexicon {
  /** One WORD or INT token of {@code Pfc.g4}: letters, digits and _, single - or . between them, an optional #N. */
  private static final Pattern WORD = Pattern.compile("[A-Za-z0-9_]+(?:[-.][A-Za-z0-9_]+)*(?:#[0-9]+)?");
  private static final Set<String> KEYWORDS = keywords();

  private Lexicon() {}

  private static Set<String> keywords() {
    Set<String> out = new HashSet<>();
    for (int t = 0; t <= PfcLexer.VOCABULARY.getMaxTokenType(); t++) {
      String literal = PfcLexer.VOCABULARY.getLiteralName(t);
      if (literal != null) {
        out.add(literal.substring(1, literal.length() - 1));
      }
    }
    return Set.copyOf(out);
  }

  /** Whether {@code word} is a keyword of the language. */
  static boolean isKeyword(String word) {
    return KEYWORDS.contains(word);
  }

  /** Whether {@code text} lexes as one word or number token (a keyword does too). */
  static boolean isWord(String text) {
    return WORD.matcher(text).matches();
  }

  /** Whether {@code text} can be written as a name: one word or number token, not a keyword. */
  static boolean isName(String text) {
    return isWord(text) && !isKeyword(text);
  }

  /** Whether the language's own lexer reads {@code text} as exactly one word or number token, with nothing left over. */
  static boolean lexesAsOneName(String text) {
    List<? extends org.antlr.v4.runtime.Token> tokens = new PfcLexer(
        org.antlr.v4.runtime.CharStreams.fromString(text)).getAllTokens();
    return tokens.size() == 1 && (tokens.get(0).getType() == PfcLexer.WORD || tokens.get(0).getType() == PfcLexer.INT)
        && tokens.get(0).getText().equals(text);
  }
}

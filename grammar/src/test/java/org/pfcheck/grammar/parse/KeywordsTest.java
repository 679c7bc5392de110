package org.pfcheck.grammar.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.text.Keywords;

/** The importers' keyword list (model's {@link Keywords}) is the lexer's: every word the grammar reserves. */
class KeywordsTest {
  @Test
  void theKeywordListHoldsEveryWordTheLexerReserves() {
    Set<String> lexer = new TreeSet<>();
    for (int t = 1; t <= PfcLexer.VOCABULARY.getMaxTokenType(); t++) {
      String literal = PfcLexer.VOCABULARY.getLiteralName(t);
      if (literal != null && literal.matches("'[a-z][a-z0-9-]*'")) {
        lexer.add(literal.substring(1, literal.length() - 1));
      }
    }
    Set<String> missing = new TreeSet<>(lexer);
    missing.removeAll(Keywords.ALL);
    assertEquals(Set.of(), missing, "keywords of Pfc.g4 missing from Keywords.ALL");
  }
}

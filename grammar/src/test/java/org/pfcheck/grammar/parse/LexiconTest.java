package org.pfcheck.grammar.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.pfcheck.grammar.PfcReader;

/**
 * {@link Lexicon}'s quick check of a name (a pattern, for the hundreds of thousands of names a large YAML
 * fabric has) says what the language's own lexer says ({@link PfcReader#isName}).
 */
class LexiconTest {
  @Provide
  Arbitrary<String> candidates() {
    Arbitrary<String> pieces = Arbitraries.of("a", "T0", "7", "_", "-", ".", "..", "#", "#2", "0", "e", " ", ":",
        "link", "host", "on", "dscp-map", "go-back-0", "\t", "é", "x1");
    return pieces.list().ofMinSize(1).ofMaxSize(5).map(l -> String.join("", l));
  }

  @Property
  void theQuickCheckAgreesWithTheLexer(@ForAll("candidates") String text) {
    assertEquals(PfcReader.isName(text), Lexicon.isName(text), () -> "'" + text + "'");
  }
}

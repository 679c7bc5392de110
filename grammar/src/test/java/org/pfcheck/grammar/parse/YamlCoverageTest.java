package org.pfcheck.grammar.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.junit.jupiter.api.Test;
import org.pfcheck.grammar.Fixtures;
import org.pfcheck.grammar.YamlFixtureTest;

/**
 * The YAML form has every construct of the language. The {@code .pfc} twins of the valid YAML fixtures
 * ({@code fixtures/yaml/*.pfc}, which {@link YamlFixtureTest} holds to reading as the same network as
 * their YAML) use every rule and labelled alternative of {@code Pfc.g4} and every keyword, so a
 * construct added to the language without a YAML form (and a fixture for it) fails here.
 */
class YamlCoverageTest {
  /** Adds the rule contexts and token names of {@code t} to {@code used}. */
  private static void walk(ParseTree t, Set<String> used) {
    if (t instanceof TerminalNode leaf) {
      used.add(PfcLexer.VOCABULARY.getSymbolicName(leaf.getSymbol().getType()));
    } else if (t instanceof ParserRuleContext c) {
      used.add(c.getClass().getSimpleName());
    }
    for (int k = 0; k < t.getChildCount(); k++) {
      walk(t.getChild(k), used);
    }
  }

  /** Every parser rule's context, or the contexts of its labelled alternatives where it has them. */
  private static Set<String> everyRuleAndAlternative() {
    List<Class<?>> contexts = Arrays.stream(PfcParser.class.getDeclaredClasses())
        .filter(ParserRuleContext.class::isAssignableFrom).toList();
    Set<String> out = new TreeSet<>();
    for (Class<?> c : contexts) {
      if (contexts.stream().noneMatch(o -> o.getSuperclass() == c)) {
        out.add(c.getSimpleName());
      }
    }
    return out;
  }

  /** The lexer's keywords: its tokens written as one literal word. */
  private static Set<String> everyKeyword() {
    Set<String> out = new TreeSet<>();
    IntStream.rangeClosed(1, PfcLexer.VOCABULARY.getMaxTokenType())
        .filter(t -> {
          String literal = PfcLexer.VOCABULARY.getLiteralName(t);
          return literal != null && literal.matches("'[a-z][a-z0-9-]*'");
        })
        .forEach(t -> out.add(PfcLexer.VOCABULARY.getSymbolicName(t)));
    return out;
  }

  @Test
  void theYamlFixturesUseEveryRuleAlternativeAndKeywordOfTheLanguage() {
    Set<String> used = new TreeSet<>();
    for (Path pfc : Fixtures.files("yaml")) {
      PfcParser parser = new PfcParser(new CommonTokenStream(new PfcLexer(CharStreams.fromString(Fixtures.text(pfc)))));
      walk(parser.file(), used);
      assertEquals(0, parser.getNumberOfSyntaxErrors(), pfc::toString);
    }
    Set<String> missing = new TreeSet<>(everyRuleAndAlternative());
    missing.addAll(everyKeyword());
    missing.removeAll(used);
    missing.remove(PfcLexer.VOCABULARY.getSymbolicName(Token.EOF));
    assertEquals(Set.of(), missing, "constructs of Pfc.g4 that no YAML fixture writes");
  }
}

package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random damage to a {@code .pfc} or YAML text, token by token (tokens are runs of non-blank characters):
 * deleted, duplicated or swapped tokens, random bytes, huge numbers, unknown names, deleted or
 * duplicated lines. A mutation is data (kind, position, payload), so it shrinks and prints readably.
 *
 * @param kind what to do
 * @param at which token or line (modulo their count)
 * @param payload what to insert, for the kinds that insert something
 */
public record Mutation(Kind kind, int at, String payload) {
  /** The kinds of damage. */
  public enum Kind { DELETE_TOKEN, DUPLICATE_TOKEN, SWAP_TOKENS, INSERT, REPLACE_TOKEN, DELETE_LINE, DUPLICATE_LINE }

  private static final List<String> PAYLOADS = List.of("99999999999999999999", "2147483648", "4294967296", "65536",
      "-1", "0", "nosuch", "X9", "h9_9", "T0", "..", "--", "->", ":", "#", "//", ",", "/33", "10.0.0.256", "\u0000",
      "\u00e9", "\uFEFF", "\t", "\r", "@", "\"", "0..99999999", "k", "vlan", "link", "99999", "4095", "1e9",
      // for the YAML examples
      "&a", "*a", "!!python/object:os.system", "{", "}", "[", "]", "- ", ": ", "yes", "~", "---", "|", "'", "? ");

  /** Any mutation; payloads are from a list of nasty tokens or random strings (bytes). */
  public static Arbitrary<Mutation> any() {
    Arbitrary<String> payload = Arbitraries.oneOf(Arbitraries.of(PAYLOADS), Arbitraries.strings().ofMaxLength(4));
    return Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.integers().between(0, 400), payload)
        .as(Mutation::new);
  }

  /** {@code text} with every mutation of {@code all} applied in turn. */
  public static String apply(String text, List<Mutation> all) {
    String out = text;
    for (Mutation m : all) {
      out = m.apply(out);
    }
    return out;
  }

  /** {@code text} with this mutation applied. */
  public String apply(String text) {
    if (kind == Kind.DELETE_LINE || kind == Kind.DUPLICATE_LINE) {
      List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
      int k = at % lines.size();
      if (kind == Kind.DELETE_LINE) {
        lines.remove(k);
      } else {
        lines.add(k, lines.get(k));
      }
      return String.join("\n", lines);
    }
    List<String> parts = new ArrayList<>(List.of(text.split("(?<=\\s)(?=\\S)|(?<=\\S)(?=\\s)")));
    List<Integer> tokens = new ArrayList<>();
    for (int k = 0; k < parts.size(); k++) {
      if (!parts.get(k).isBlank()) {
        tokens.add(k);
      }
    }
    if (tokens.isEmpty()) {
      return text + payload;
    }
    int t = tokens.get(at % tokens.size());
    switch (kind) {
      case DELETE_TOKEN -> parts.set(t, "");
      case DUPLICATE_TOKEN -> parts.set(t, parts.get(t) + " " + parts.get(t));
      case SWAP_TOKENS -> {
        int u = tokens.get((at + 1) % tokens.size());
        String x = parts.get(t);
        parts.set(t, parts.get(u));
        parts.set(u, x);
      }
      case INSERT -> parts.set(t, parts.get(t) + payload);
      default -> parts.set(t, payload);
    }
    return String.join("", parts);
  }
}

package org.pfcheck.importers.sonic;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.pfcheck.model.text.Keywords;

/**
 * Turns configuration names (hostnames, port and map names) into names the {@code .pfc} language accepts:
 * letters, digits and {@code _}, with single {@code -} or {@code .} between them, and not a keyword.
 * A name that already is one is kept; any other gets its other characters replaced by {@code _} (and a
 * keyword a trailing {@code _}), then a number if that clashes with a name given before in the same
 * namespace. Not thread-safe; one per namespace.
 */
final class SonicNames {
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_]+([-.][A-Za-z0-9_]+)*");

  /**
   * Port order as people read it: {@code Ethernet4} before {@code Ethernet48}: names that differ only in
   * a trailing number compare by the number (its length first, then its digits), others as text.
   */
  static final java.util.Comparator<String> NATURAL = (a, b) -> {
    int da = digitsFrom(a);
    int db = digitsFrom(b);
    if (da == db && da < a.length() && db < b.length() && a.regionMatches(0, b, 0, da)) {
      int za = nonZeroFrom(a, da);
      int zb = nonZeroFrom(b, db);
      int c = Integer.compare(a.length() - za, b.length() - zb);
      for (int k = 0; c == 0 && za + k < a.length(); k++) {
        c = Character.compare(a.charAt(za + k), b.charAt(zb + k));
      }
      if (c != 0) {
        return c;
      }
    }
    return a.compareTo(b);
  };

  /** Where the digits of {@code s} from {@code from} on start to matter: past leading zeros, keeping the last. */
  private static int nonZeroFrom(String s, int from) {
    int k = from;
    while (k < s.length() - 1 && s.charAt(k) == '0') {
      k++;
    }
    return k;
  }

  /** Where the trailing run of digits of {@code s} starts ({@code s.length()} when there is none). */
  private static int digitsFrom(String s) {
    int k = s.length();
    while (k > 0 && Character.isDigit(s.charAt(k - 1))) {
      k--;
    }
    return k;
  }
  private final Map<String, String> given = new HashMap<>();
  private final Set<String> taken = new HashSet<>();

  /** Whether {@code text} can be written as a name as it is. */
  static boolean valid(String text) {
    return NAME.matcher(text).matches() && !Keywords.ALL.contains(text);
  }

  /** Reserves {@code name} (already valid) so that no other configuration name is turned into it. */
  void reserve(String name) {
    given.put(name, name);
    taken.add(name);
  }

  /** The language name for configuration name {@code text}: the same for the same text. */
  String of(String text) {
    String known = given.get(text);
    if (known != null) {
      return known;
    }
    String base = valid(text) ? text : clean(text);
    String name = base;
    for (int n = 2; taken.contains(name); n++) {
      name = base + "_" + n;
    }
    given.put(text, name);
    taken.add(name);
    return name;
  }

  private static String clean(String text) {
    String s = text.replaceAll("[^A-Za-z0-9_.-]", "_").replaceAll("[-.]{2,}", "_").replaceAll("^[-.]+|[-.]+$", "");
    if (s.isEmpty()) {
      s = "_";
    }
    return Keywords.ALL.contains(s) ? s + "_" : s;
  }
}

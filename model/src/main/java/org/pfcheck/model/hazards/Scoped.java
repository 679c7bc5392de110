package org.pfcheck.model.hazards;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/** Orders scoped settings for resolution: least specific first, file order among equals (later wins). */
final class Scoped {
  private Scoped() {}

  /**
   * The settings that may apply ({@code applies}: the switch or host matches) sorted by {@code rank}
   * ascending, stably. Filtering first keeps resolution linear in the statements: an imported fabric has
   * a statement per switch, resolved for each of its hundreds of thousands of ports.
   */
  static <T> List<T> byRank(List<T> settings, Predicate<T> applies, ToIntFunction<T> rank) {
    List<T> out = new ArrayList<>();
    for (T s : settings) {
      if (applies.test(s)) {
        out.add(s);
      }
    }
    out.sort(Comparator.comparingInt(rank));
    return out;
  }
}

package org.pfcheck.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;

/** Orders scoped settings for resolution: least specific first, file order among equals (later wins). */
final class Scoped {
  private Scoped() {}

  /** {@code settings} sorted by {@code rank} ascending, stably. */
  static <T> List<T> byRank(List<T> settings, ToIntFunction<T> rank) {
    List<T> out = new ArrayList<>(settings);
    out.sort(Comparator.comparingInt(rank));
    return out;
  }
}

package org.pfcheck.model;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.function.Function;

/**
 * Scoped statements in file order (an unmodifiable list, equal to any list of the same statements),
 * indexed by the keys their scopes name: resolving one switch, port or host reads only the statements
 * that may cover it, not all of them. An imported fabric has a statement per port, resolved for each of
 * its hundreds of thousands of ports; a scan per port made that quadratic. The index only prunes: callers
 * still test each candidate's scope, so resolution (later beats earlier, specific beats general) is as
 * before. Immutable.
 *
 * @param <T> the statement type
 */
public final class IndexedSettings<T> extends AbstractList<T> implements RandomAccess {
  private final List<T> settings;
  private final Map<String, int[]> byKey;

  private IndexedSettings(List<T> settings, Function<T, List<String>> keys) {
    this.settings = List.copyOf(settings);
    Map<String, List<Integer>> lists = new HashMap<>();
    for (int i = 0; i < this.settings.size(); i++) {
      for (String k : keys.apply(this.settings.get(i))) {
        List<Integer> at = lists.computeIfAbsent(k, x -> new ArrayList<>());
        if (at.isEmpty() || at.get(at.size() - 1) != i) { // a scope naming one thing twice
          at.add(i);
        }
      }
    }
    Map<String, int[]> index = new HashMap<>();
    lists.forEach((k, v) -> index.put(k, v.stream().mapToInt(Integer::intValue).toArray()));
    this.byKey = index;
  }

  /** {@code settings} indexed by {@code keys}: every key under which a statement may apply. */
  public static <T> IndexedSettings<T> of(List<T> settings, Function<T, List<String>> keys) {
    return new IndexedSettings<>(settings, keys);
  }

  /** Every key {@code a + b}, for a scope of two parts (switches and their ports). */
  public static List<String> pairs(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a.size() * b.size());
    for (String x : a) {
      for (String y : b) {
        out.add(x + "\1" + y);
      }
    }
    return out;
  }

  /** {@code list}, which a record's constructor made indexed, as its index. */
  public static <T> IndexedSettings<T> index(List<T> list) {
    return (IndexedSettings<T>) list;
  }

  /** The statements filed under any of {@code keys}, in file order, each once. */
  public List<T> candidates(List<String> keys) {
    int[] merged = new int[0];
    for (String k : keys) {
      int[] at = byKey.get(k);
      if (at != null) {
        merged = merged.length == 0 ? at : concat(merged, at);
      }
    }
    List<T> out = new ArrayList<>(merged.length);
    int[] sorted = keys.size() > 1 ? Arrays.stream(merged).sorted().distinct().toArray() : merged;
    for (int i : sorted) {
      out.add(settings.get(i));
    }
    return out;
  }

  private static int[] concat(int[] a, int[] b) {
    int[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  @Override
  public T get(int index) {
    return settings.get(index);
  }

  @Override
  public int size() {
    return settings.size();
  }
}

package org.pfcheck.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.pfcheck.model.qos.DscpMap;

/** Argument checks shared by the model's compact constructors. */
public final class Checks {
  private Checks() {}

  public static String name(String value, String what) {
    Objects.requireNonNull(value, what);
    if (value.isBlank()) {
      throw new IllegalArgumentException(what + " must not be blank");
    }
    return value;
  }

  public static int priority(int value) {
    if (value < 0 || value > 7) {
      throw new IllegalArgumentException("priority " + value + " is outside 0..7");
    }
    return value;
  }

  public static int dscp(int value) {
    if (value < 0 || value > 63) {
      throw new IllegalArgumentException("DSCP " + value + " is outside 0..63");
    }
    return value;
  }

  /** A non-empty, unmodifiable list of non-blank names. */
  public static List<String> names(List<String> values, String what) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("empty " + what + " list");
    }
    values.forEach(v -> name(v, what + " name"));
    return List.copyOf(values);
  }

  /** An empty list, for a scope that names nothing; throws for any name. */
  public static List<String> none(List<String> values) {
    if (!values.isEmpty()) {
      throw new IllegalArgumentException("this scope names nothing: " + values);
    }
    return List.of();
  }

  /** A positive amount (milliseconds, bytes, entries). */
  public static long positive(long value, String what) {
    if (value <= 0) {
      throw new IllegalArgumentException(what + " must be positive: " + value);
    }
    return value;
  }

  public static int trafficClass(int value) {
    if (value < 0 || value > DscpMap.MAX_TC) {
      throw new IllegalArgumentException("traffic class " + value + " is outside 0.." + DscpMap.MAX_TC);
    }
    return value;
  }

  public static int nonNegative(int value, String what) {
    if (value < 0) {
      throw new IllegalArgumentException(what + " must not be negative: " + value);
    }
    return value;
  }

  /**
   * {@code values} without repeats by {@code key}, the first of each kept, unmodifiable: a fact stated
   * twice (a dead host, a flow) is one fact, whether the text or code repeated it.
   */
  public static <T> List<T> distinct(List<T> values, Function<T, Object> key) {
    Set<Object> seen = new HashSet<>();
    List<T> out = new ArrayList<>(values.size());
    for (T v : values) {
      if (seen.add(key.apply(v))) {
        out.add(v);
      }
    }
    return List.copyOf(out);
  }
}

package org.pfcheck.model;

import java.util.Objects;

/** Argument checks shared by the model's compact constructors. */
final class Checks {
  private Checks() {}

  static String name(String value, String what) {
    Objects.requireNonNull(value, what);
    if (value.isBlank()) {
      throw new IllegalArgumentException(what + " must not be blank");
    }
    return value;
  }

  static int priority(int value) {
    if (value < 0 || value > 7) {
      throw new IllegalArgumentException("priority " + value + " is outside 0..7");
    }
    return value;
  }

  static int dscp(int value) {
    if (value < 0 || value > 63) {
      throw new IllegalArgumentException("DSCP " + value + " is outside 0..63");
    }
    return value;
  }

  static int nonNegative(int value, String what) {
    if (value < 0) {
      throw new IllegalArgumentException(what + " must not be negative: " + value);
    }
    return value;
  }
}

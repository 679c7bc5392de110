package org.pfcheck.model.hazards;

import org.pfcheck.model.Checks;

/**
 * A positive fraction in lowest terms, such as a buffer's dynamic-threshold factor alpha (1/16).
 * Immutable.
 *
 * @param numerator positive, at most {@link Integer#MAX_VALUE}
 * @param denominator positive, at most {@link Integer#MAX_VALUE}, with no factor in common with the numerator
 */
public record Fraction(long numerator, long denominator) implements Comparable<Fraction> {
  public Fraction {
    Checks.positive(numerator, "numerator");
    Checks.positive(denominator, "denominator");
    if (numerator > Integer.MAX_VALUE || denominator > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(numerator + "/" + denominator + " is too large");
    }
    if (gcd(numerator, denominator) != 1) {
      throw new IllegalArgumentException(numerator + "/" + denominator + " is not in lowest terms");
    }
  }

  /** {@code numerator / denominator}, reduced. */
  public static Fraction of(long numerator, long denominator) {
    long g = gcd(Checks.positive(numerator, "numerator"), Checks.positive(denominator, "denominator"));
    return new Fraction(numerator / g, denominator / g);
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
  }

  @Override
  public int compareTo(Fraction other) {
    return Long.compare(numerator * other.denominator, other.numerator * denominator); // both below 2^62
  }

  /** {@code 1/16}, or {@code 2} for a whole number. */
  @Override
  public String toString() {
    return denominator == 1 ? Long.toString(numerator) : numerator + "/" + denominator;
  }
}

package org.pfcheck.analyzer.symmetry;

/**
 * 64-bit hashing of colours and invariants (SplitMix64's finaliser). Colours are compared as hashes; a
 * collision can only merge classes that differ, which makes the search propose a permutation that the
 * {@link AutomorphismCheck} then refuses — never an unsound symmetry. Stateless.
 */
final class Mix {
  private Mix() {
  }

  /** A well-mixed hash of {@code x}. */
  static long of(long x) {
    long z = x + 0x9e3779b97f4a7c15L;
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  /** A hash of the sequence {@code h, a, b}. */
  static long of(long h, long a, long b) {
    return of(of(h * 31 + a) * 31 + b);
  }

  /** A hash of a string, the same on every run (String.hashCode is specified). */
  static long of(String s) {
    return of(s.hashCode() * 0x100000001L + s.length());
  }
}

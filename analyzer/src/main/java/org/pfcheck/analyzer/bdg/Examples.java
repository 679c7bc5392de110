package org.pfcheck.analyzer.bdg;

/**
 * The example a dependency keeps, packed in one int: the destination group, the packet's flag
 * (routed, tunnelled, bridged) and its label in the {@code from} queue. The source host is found again
 * on demand ({@link DependencyRecovery}). {@code group << 8 | flag << 6 | label}.
 */
final class Examples {
  private Examples() {}

  static int pack(int group, int flag, int label) {
    return group << 8 | flag << 6 | label;
  }

  static int group(int example) {
    return example >>> 8;
  }

  static int flag(int example) {
    return (example >>> 6) & 3;
  }

  static int label(int example) {
    return example & 63;
  }
}

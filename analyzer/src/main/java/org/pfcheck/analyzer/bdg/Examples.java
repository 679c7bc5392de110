package org.pfcheck.analyzer.bdg;

/**
 * The example a dependency keeps, packed in one int: the destination group, whether the packet was
 * tunnelled, and its priority in the {@code from} queue. The source host is found again on demand
 * ({@link DependencyRecovery}). {@code group << 4 | tunnelled << 3 | priority}.
 */
final class Examples {
  private Examples() {}

  static int pack(int group, boolean tunnelled, int priority) {
    return group << 4 | (tunnelled ? 8 : 0) | priority;
  }

  static int group(int example) {
    return example >>> 4;
  }

  static boolean tunnelled(int example) {
    return (example & 8) != 0;
  }

  static int priority(int example) {
    return example & 7;
  }
}

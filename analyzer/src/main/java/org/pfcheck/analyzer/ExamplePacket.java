package org.pfcheck.analyzer;

import java.util.Objects;

/**
 * A packet that shows a dependency exists: sent by {@code src} to {@code dst}, classified at its first
 * switch into {@code priority} (DSCP {@code dscp}, or -1 when no DSCP map is declared). Immutable.
 */
public record ExamplePacket(String src, String dst, int priority, int dscp) {
  public ExamplePacket {
    Objects.requireNonNull(src, "src");
    Objects.requireNonNull(dst, "dst");
  }
}

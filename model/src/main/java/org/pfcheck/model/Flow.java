package org.pfcheck.model;

import java.util.Objects;

/**
 * A declared lossless flow: packets from {@code src} to {@code dst} starting with {@code priority}.
 * Immutable.
 *
 * @param src the sending host
 * @param dst the receiving host
 * @param priority the priority the first switch classifies the packets into
 * @param origin where the flow was declared
 */
public record Flow(String src, String dst, int priority, Origin origin) {
  public Flow {
    Checks.name(src, "src");
    Checks.name(dst, "dst");
    Checks.priority(priority);
    Objects.requireNonNull(origin, "origin");
  }
}

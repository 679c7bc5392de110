package org.pfcheck.analyzer.check;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.model.Host;
import org.pfcheck.model.Ipv4;
import org.pfcheck.model.Network;
import org.pfcheck.model.Prefix;
import org.pfcheck.model.Switch;

/**
 * The reference's reading of which frames a host bridges and which it routes (docs/semantics.md, "Which
 * frames are routed"), from the declared subnets and addresses as written. Part of the independent
 * re-checker: its own address test, no model helper. Immutable.
 */
final class ReferenceSubnets {
  private final List<Prefix> subnets = new ArrayList<>();

  ReferenceSubnets(Network network) {
    for (Switch s : network.switches()) {
      subnets.addAll(s.subnets());
    }
  }

  /** Whether {@code src} may address a frame to {@code dst}'s own MAC: some subnet holds both. */
  boolean bridges(Host src, Host dst) {
    if (src.address().isEmpty() || dst.address().isEmpty()) {
      return false;
    }
    for (Prefix p : subnets) {
      if (holds(p, src.address().get()) && holds(p, dst.address().get())) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code src} may address a frame to a router MAC: it has no subnet, or one without {@code dst}. */
  boolean routes(Host src, Host dst) {
    boolean any = false;
    for (Prefix p : subnets) {
      if (src.address().isPresent() && holds(p, src.address().get())) {
        any = true;
        if (dst.address().isEmpty() || !holds(p, dst.address().get())) {
          return true;
        }
      }
    }
    return !any;
  }

  private static boolean holds(Prefix p, Ipv4 a) {
    long span = 1L << (32 - p.length());
    long base = Integer.toUnsignedLong(p.network().bits());
    long at = Integer.toUnsignedLong(a.bits());
    return at >= base && at < base + span;
  }
}

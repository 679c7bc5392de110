package org.pfcheck.repair.change;

import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Selector;

/**
 * One repair change: a configuration knob at one place. Immutable values; two changes are equal when
 * they set the same knob the same way.
 */
public sealed interface Change {
  /** What kind of change this is. */
  ChangeKind kind();

  /** The switch whose configuration changes; empty for a fabric-wide change (a new lossless priority). */
  Optional<String> switchName();

  /** What the change does, in a few words ("on-mac-miss drop-lossless at T1"). */
  String describe();

  private static int checkPriority(int p) {
    if (p < 0 || p > 7) {
      throw new IllegalArgumentException("priority " + p + " is outside 0..7");
    }
    return p;
  }

  /** {@code on-mac-miss drop-lossless} at {@code sw}. */
  record DropLossless(String sw) implements Change {
    public DropLossless {
      Objects.requireNonNull(sw, "switch name");
    }

    @Override
    public ChangeKind kind() {
      return ChangeKind.DROP_LOSSLESS;
    }

    @Override
    public Optional<String> switchName() {
      return Optional.of(sw);
    }

    @Override
    public String describe() {
      return "on-mac-miss drop-lossless at " + sw;
    }
  }

  /** Port {@code port} of switch {@code sw} taken out of its flood domain. */
  record FloodPortRemoval(String sw, String port) implements Change {
    public FloodPortRemoval {
      Objects.requireNonNull(sw, "switch name");
      Objects.requireNonNull(port, "port");
    }

    @Override
    public ChangeKind kind() {
      return ChangeKind.FLOOD_DOMAIN;
    }

    @Override
    public Optional<String> switchName() {
      return Optional.of(sw);
    }

    @Override
    public String describe() {
      return "no flooding out of port " + port + " at " + sw;
    }
  }

  /**
   * {@code rewrite from -> to at sw from ingress to egress [on bounce|flood]}: appended after the
   * fabric's own rewrite rules (the first matching rule wins, so it applies where none of them does).
   */
  record Rewrite(String sw, int from, int to, Selector ingress, Selector egress, RewriteRule.On on)
      implements Change {
    /** A rewrite of every decision's packets ({@code on any}). */
    public Rewrite(String sw, int from, int to, Selector ingress, Selector egress) {
      this(sw, from, to, ingress, egress, RewriteRule.On.ANY);
    }

    public Rewrite {
      Objects.requireNonNull(sw, "switch name");
      checkPriority(from);
      checkPriority(to);
      if (from == to) {
        throw new IllegalArgumentException("a rewrite of " + from + " into itself");
      }
      Objects.requireNonNull(ingress, "ingress");
      Objects.requireNonNull(egress, "egress");
      Objects.requireNonNull(on, "on");
    }

    @Override
    public ChangeKind kind() {
      return ChangeKind.REWRITE;
    }

    @Override
    public Optional<String> switchName() {
      return Optional.of(sw);
    }

    @Override
    public String describe() {
      return "rewrite " + from + " -> " + to + " at " + sw + " from " + ingress + " to " + egress
          + (on == RewriteRule.On.ANY ? "" : " on " + on.name().toLowerCase(java.util.Locale.ROOT));
    }
  }

  /** Priority {@code priority} made lossless (PFC on for it wherever the fabric's settings allow). */
  record LosslessPriority(int priority) implements Change {
    public LosslessPriority {
      checkPriority(priority);
    }

    @Override
    public ChangeKind kind() {
      return ChangeKind.LOSSLESS_PRIORITY;
    }

    @Override
    public Optional<String> switchName() {
      return Optional.empty();
    }

    @Override
    public String describe() {
      return "priority " + priority + " lossless";
    }
  }

  /** PFC off for {@code priority} on port {@code port} of {@code sw}. */
  record MakeLossy(String sw, String port, int priority) implements Change {
    public MakeLossy {
      Objects.requireNonNull(sw, "switch name");
      Objects.requireNonNull(port, "port");
      checkPriority(priority);
    }

    @Override
    public ChangeKind kind() {
      return ChangeKind.MAKE_LOSSY;
    }

    @Override
    public Optional<String> switchName() {
      return Optional.of(sw);
    }

    @Override
    public String describe() {
      return "priority " + priority + " lossy on port " + port + " of " + sw;
    }
  }

  /** Next hop {@code member} taken out of {@code route} (which keeps at least one other). */
  record RemoveEcmpMember(Route route, String member) implements Change {
    public RemoveEcmpMember {
      Objects.requireNonNull(route, "route");
      if (!route.via().contains(member) || route.via().size() < 2) {
        throw new IllegalArgumentException(member + " is not one of several next hops of " + route);
      }
    }

    @Override
    public ChangeKind kind() {
      return ChangeKind.REMOVE_ECMP_MEMBER;
    }

    @Override
    public Optional<String> switchName() {
      return Optional.of(route.switchName());
    }

    @Override
    public String describe() {
      return "next hop " + member + " removed from route " + route.prefix() + " at " + route.switchName();
    }
  }

  /** {@code route} deleted. */
  record RemoveRoute(Route route) implements Change {
    public RemoveRoute {
      Objects.requireNonNull(route, "route");
    }

    @Override
    public ChangeKind kind() {
      return ChangeKind.REMOVE_ROUTE;
    }

    @Override
    public Optional<String> switchName() {
      return Optional.of(route.switchName());
    }

    @Override
    public String describe() {
      return "route " + route.prefix() + " at " + route.switchName() + " removed";
    }
  }
}

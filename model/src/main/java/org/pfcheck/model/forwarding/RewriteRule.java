package org.pfcheck.model.forwarding;

import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A rewrite at egress: a packet of priority (or, for a {@code rewrite dscp} rule, of DSCP) {@code from}
 * that switch {@code at} received from an {@code ingress} neighbour and sends to an {@code egress}
 * neighbour by a decision of kind {@code on} leaves with {@code to}. The first matching rule applies.
 * Immutable.
 *
 * <p>Example: the SONiC dual-ToR tunnel remap is {@code from 3 to 2 at tier tor, ingress above, egress
 * above, on bounce}: only packets the ToR tunnels back up are remarked.
 *
 * @param from the priority (DSCP) the packet has
 * @param to the priority (DSCP) it leaves with
 * @param at which switches rewrite
 * @param ingress which neighbour (or local port) the packet must have come from
 * @param egress which neighbour (or local port) the packet must be going to
 * @param origin where the rule was declared
 * @param on which decisions the rule applies to
 * @param dscp whether {@code from} and {@code to} are DSCP values (0..63) rather than priorities (0..7)
 */
public record RewriteRule(int from, int to, Selector at, Selector ingress, Selector egress, Origin origin, On on,
    boolean dscp) {
  /** The forwarding decisions a rule applies to ({@code on bounce|flood|any}). */
  public enum On {
    /** Every packet and copy a switch sends. */
    ANY,
    /** Only packets a standby switch tunnels back to the active one at this hop. */
    BOUNCE,
    /** Only flood copies (a MAC miss at the destination's switch, or a bridged frame flooded). */
    FLOOD
  }

  public RewriteRule {
    if (dscp) {
      Checks.dscp(from);
      Checks.dscp(to);
    } else {
      Checks.priority(from);
      Checks.priority(to);
    }
    Objects.requireNonNull(at, "at");
    Objects.requireNonNull(ingress, "ingress");
    Objects.requireNonNull(egress, "egress");
    Objects.requireNonNull(origin, "origin");
    Objects.requireNonNull(on, "on");
  }

  /** A priority rewrite that applies to every decision. */
  public RewriteRule(int from, int to, Selector at, Selector ingress, Selector egress, Origin origin) {
    this(from, to, at, ingress, egress, origin, On.ANY, false);
  }
}

package org.pfcheck.model;

import java.util.Objects;

/**
 * A priority rewrite at egress: a packet of priority {@code from} that switch {@code at} received from
 * an {@code ingress} neighbour and sends to an {@code egress} neighbour leaves with priority {@code to}
 * (the switch rewrites DSCP accordingly). The first matching rule applies. Immutable.
 *
 * <p>Example: the SONiC dual-ToR remap is {@code from 3 to 2 at tier tor, ingress above, egress above}.
 *
 * @param from the priority the packet has
 * @param to the priority it leaves with
 * @param at which switches rewrite
 * @param ingress which neighbour the packet must have come from
 * @param egress which neighbour the packet must be going to
 * @param origin where the rule was declared
 */
public record RewriteRule(int from, int to, Selector at, Selector ingress, Selector egress, Origin origin) {
  public RewriteRule {
    Checks.priority(from);
    Checks.priority(to);
    Objects.requireNonNull(at, "at");
    Objects.requireNonNull(ingress, "ingress");
    Objects.requireNonNull(egress, "egress");
    Objects.requireNonNull(origin, "origin");
  }
}

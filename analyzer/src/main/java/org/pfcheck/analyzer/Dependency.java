package org.pfcheck.analyzer;

import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;

/**
 * One buffer dependency with its justification: the example packet that sits in {@code from}, the
 * decision that sends it into {@code to}, and the source lines behind that decision. Immutable.
 *
 * @param from the queue the packet waits in
 * @param to the queue it is sent into
 * @param cause the forwarding decision
 * @param packet the example packet
 * @param decision a one-line human description, e.g. "ECMP 2 of 2 via port L1"
 * @param rule the statement that made the decision (route, routing, dead host, standby attachment)
 * @param link the link the packet crosses
 * @param rewrite the rewrite rule applied, if any
 */
public record Dependency(QueueRef from, QueueRef to, Cause cause, ExamplePacket packet, String decision,
    Optional<SourceSpan> rule, Optional<SourceSpan> link, Optional<SourceSpan> rewrite) {
  public Dependency {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(cause, "cause");
    Objects.requireNonNull(packet, "packet");
    Objects.requireNonNull(decision, "decision");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(link, "link");
    Objects.requireNonNull(rewrite, "rewrite");
  }
}

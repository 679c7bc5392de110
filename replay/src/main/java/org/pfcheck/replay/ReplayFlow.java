package org.pfcheck.replay;

import java.util.Map;
import java.util.Objects;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.check.ReferenceForwarding.State;

/**
 * One flow of a replay: the example packet of one dependency of the cycle, sent at line rate by its
 * source. Where forwarding offers a choice (ECMP, a bounce's next hops, a bridged frame whose port the
 * model does not know), {@code pins} name the egress port that leads the flow into the dependency's
 * queues, as the counterexample says; other choices are hashed per flow. Immutable.
 *
 * @param id the flow's number, from 1
 * @param packet the example packet
 * @param value what the packet starts with: its DSCP in DSCP mode, else its priority
 * @param dependency the cycle hop (from 1) whose example packet this is
 * @param pins the egress port chosen in each state on the way to that hop
 */
public record ReplayFlow(int id, ExamplePacket packet, int value, int dependency, Map<State, String> pins) {
  public ReplayFlow {
    Objects.requireNonNull(packet, "packet");
    pins = Map.copyOf(pins);
  }

  /** "S4→S3 p3", as the counterexample prints packets. */
  public String label() {
    return packet.src() + "→" + packet.dst() + " p" + packet.priority();
  }
}

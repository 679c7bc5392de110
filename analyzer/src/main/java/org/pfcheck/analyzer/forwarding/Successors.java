package org.pfcheck.analyzer.forwarding;

import org.pfcheck.analyzer.index.FabricIndex;

/**
 * The packets one decision sends, hop by hop, for code that follows one destination group at a time:
 * each output port on an up link, the label the packet leaves with (after rewrites), the state it
 * arrives in, and the queue it arrives in when that hop is a buffer dependency. Stateless.
 */
public final class Successors {
  private Successors() {}

  /** Receives one packet (or copy) sent onto an up link. */
  public interface Sink {
    /**
     * @param egress the output port
     * @param peer the ingress port it arrives on
     * @param label its label there
     * @param flag its state there
     * @param toQueue the queue it arrives in, or -1 when the hop is lossy (no dependency): its priority
     *     group is lossy there, or the sender does not honour that group's pause (PFC off at the egress,
     *     which is not asymmetric)
     * @param rule the rewrite rule applied, or -1
     */
    void accept(int egress, int peer, int label, int flag, int toQueue, int rule);
  }

  /** The queue a packet of {@code label} in state {@code flag} to group {@code g} waits in at {@code port}, or -1. */
  public static int queue(ForwardingContext context, DestinationGroup g, int port, int label, int flag) {
    FabricIndex index = context.index();
    boolean tunnelEnd = flag == Decision.TUNNELLED && index.portSwitch[port] == g.activeSwitch();
    return context.classes().queue(port, label, tunnelEnd);
  }

  /**
   * Calls {@code sink} for every packet decision {@code d} at state (port, label, flag) sends. Copies a
   * tunnel end floods were decapsulated: their label before the tunnel is not known, so they leave with
   * every label rewrites could have turned into this one.
   */
  public static void of(ForwardingContext context, DestinationGroup g, int port, int label, int flag, Decision d,
      Sink sink) {
    FabricIndex index = context.index();
    RewriteTable rewrites = context.rewrites();
    boolean decap = flag == Decision.TUNNELLED && d.kind() == Decision.Kind.FLOOD && !rewrites.isEmpty();
    int[] inner = decap ? rewrites.preimage(label) : new int[] {label};
    for (int o : d.ports()) {
      int peer = index.peerPort[o];
      if (peer < 0) {
        continue;
      }
      for (int l : inner) {
        int rule = rewrites.isEmpty() ? -1 : rewrites.rule(port, o, l, d.kind());
        int next = rewrites.labelAfter(rule, l);
        int to = queue(context, g, peer, next, d.flag());
        boolean honoured = to >= 0 && index.honours(o, index.queuePriority(to));
        sink.accept(o, peer, next, d.flag(), honoured ? to : -1, rule);
      }
    }
  }
}

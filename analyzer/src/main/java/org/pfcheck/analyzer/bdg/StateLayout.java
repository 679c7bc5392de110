package org.pfcheck.analyzer.bdg;

import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.ForwardingContext;

/**
 * How a search state (ingress port, label, flag) is packed into one int: {@code port << shift | label
 * << flagBits | slot}, with as few bits as the network needs: label bits for the labels in use, and a
 * slot per flag that can occur (routed always; tunnelled only with standby attachments; bridged only
 * when some switch can flood). A fabric of two lossless priorities without tunnels or floods has one
 * state per port and label. Immutable.
 */
public final class StateLayout {
  final int labelBits;
  final int flagBits;
  final int shift;
  private final int[] slotOfFlag = {0, -1, -1};
  private final int[] flagOfSlot = new int[4];

  /** The layout of {@code context}'s states. */
  public StateLayout(ForwardingContext context) {
    labelBits = bits(context.classes().count());
    int slots = 1;
    if (context.tunnels()) {
      slotOfFlag[Decision.TUNNELLED] = slots;
      flagOfSlot[slots++] = Decision.TUNNELLED;
    }
    if (context.bridges()) {
      slotOfFlag[Decision.BRIDGED] = slots;
      flagOfSlot[slots++] = Decision.BRIDGED;
    }
    flagBits = bits(slots);
    shift = labelBits + flagBits;
  }

  private static int bits(int n) {
    return n <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(n - 1);
  }

  /** States per port. */
  public int perPort() {
    return 1 << shift;
  }

  public int state(int port, int label, int flag) {
    return port << shift | label << flagBits | slotOfFlag[flag];
  }

  public int port(int state) {
    return state >>> shift;
  }

  public int label(int state) {
    return (state >>> flagBits) & ((1 << labelBits) - 1);
  }

  public int flag(int state) {
    return flagOfSlot[state & ((1 << flagBits) - 1)];
  }

  /** The state's label and flag without its port: {@code state & (perPort() - 1)}. */
  public int local(int state) {
    return state & ((1 << shift) - 1);
  }
}

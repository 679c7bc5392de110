package org.pfcheck.analyzer.bdg;

import java.util.Arrays;
import org.pfcheck.analyzer.forwarding.Decision;

/**
 * The parts of a batch at its class states, as parallel arrays: each part is a set of groups (a
 * mask), the output set they are sent to, and packed information about the decision: its kind, the
 * flag the packets leave with, whether the ingress port is left out (a flood), and whether they were
 * decapsulated (their label before the tunnel is not known). Working state of one {@link BatchSearch}.
 */
final class Parts {
  long[] mask = new long[1024];
  int[] out = new int[1024];
  int[] info = new int[1024];
  int count;
  private int first;

  private static final Decision.Kind[] KINDS = Decision.Kind.values();

  /** Starts the parts of one class state: later additions merge only with parts of this state. */
  void begin() {
    first = count;
  }

  /** Adds a part, merged into an earlier part of the same class state with the same outputs and decision. */
  void add(int outputs, long groups, int decision) {
    for (int e = first; e < count; e++) {
      if (out[e] == outputs && info[e] == decision) {
        mask[e] |= groups;
        return;
      }
    }
    if (count == mask.length) {
      mask = Arrays.copyOf(mask, count * 2);
      out = Arrays.copyOf(out, count * 2);
      info = Arrays.copyOf(info, count * 2);
    }
    mask[count] = groups;
    out[count] = outputs;
    info[count] = decision;
    count++;
  }

  static int info(Decision.Kind kind, int flag, boolean except, boolean decap) {
    return kind.ordinal() | flag << 3 | (except ? 1 << 5 : 0) | (decap ? 1 << 6 : 0);
  }

  static Decision.Kind kind(int info) {
    return KINDS[info & 7];
  }

  static int flag(int info) {
    return (info >>> 3) & 3;
  }

  static boolean except(int info) {
    return (info & (1 << 5)) != 0;
  }

  static boolean decap(int info) {
    return (info & (1 << 6)) != 0;
  }
}

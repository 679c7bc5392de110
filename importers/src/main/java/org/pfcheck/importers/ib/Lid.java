package org.pfcheck.importers.ib;

import java.util.Objects;
import org.pfcheck.model.SourceSpan;

/**
 * A unicast LID and the port that owns it (a switch's LID belongs to its management port 0). Immutable.
 *
 * @param value 0x0001..0xBFFF
 * @param owner the port
 * @param span where the dump assigns it
 */
record Lid(int value, End owner, SourceSpan span) {
  /** The unicast LID range: 0 is unassigned, 0xC000 and above are multicast and permissive. */
  static final int MAX = 0xBFFF;

  Lid {
    if (value < 1 || value > MAX) {
      throw new IllegalArgumentException("LID " + value + " is outside the unicast range");
    }
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(span, "span");
  }

  /** As OpenSM prints it: {@code 0x002A}. */
  static String hex(int value) {
    return String.format("0x%04X", value);
  }
}

package org.pfcheck.importers.ib;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.pfcheck.model.SourceSpan;

/**
 * One switch's unicast linear forwarding table as OpenSM dumped it. Immutable.
 *
 * @param guid the switch's node GUID (16 lower-case hex digits)
 * @param span the table's header line
 * @param entries by destination LID, ascending
 */
record Lft(String guid, SourceSpan span, Map<Integer, Entry> entries) {
  /**
   * Where the switch sends packets to one LID. Immutable.
   *
   * @param lid the destination LID
   * @param port the output port (0: the switch itself), or {@link #UNREACHABLE}
   * @param span the entry's line
   */
  record Entry(int lid, int port, SourceSpan span) {
    /** OpenSM's UNREACHABLE: the switch has no route (it drops). */
    static final int UNREACHABLE = -1;
  }

  Lft {
    Objects.requireNonNull(guid, "guid");
    Objects.requireNonNull(span, "span");
    entries = Collections.unmodifiableMap(new TreeMap<>(entries));
  }
}

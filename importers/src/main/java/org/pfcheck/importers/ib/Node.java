package org.pfcheck.importers.ib;

import java.util.Objects;
import org.pfcheck.model.SourceSpan;

/**
 * A node of an InfiniBand subnet as a dump describes it. Immutable.
 *
 * @param key what identifies the node in its dump: the node GUID (16 lower-case hex digits) in a link
 *     dump or {@code ibnetdiscover} output, the system name in a {@code .topo} file
 * @param kind switch, channel adapter or router
 * @param type the dump's node or system type ({@code SW}, {@code CA-SM}, {@code MTS400}, ...)
 * @param description the node description, or ""
 * @param ports how many ports the node has, or 0 when the dump does not say
 * @param span where the dump first describes it
 */
record Node(String key, Kind kind, String type, String description, int ports, SourceSpan span) {
  /** What a node does: a switch forwards; a CA or router port is an end point (a host). */
  enum Kind {
    SWITCH, CA, ROUTER;

    boolean endPoint() {
      return this != SWITCH;
    }
  }

  Node {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(span, "span");
  }
}

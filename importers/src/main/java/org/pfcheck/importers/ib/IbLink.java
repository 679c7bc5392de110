package org.pfcheck.importers.ib;

import java.util.Objects;
import org.pfcheck.model.SourceSpan;

/**
 * A cable between two ports, as a dump first describes it. Immutable.
 *
 * @param a one end
 * @param b the other end
 * @param span where the dump first describes it
 */
record IbLink(End a, End b, SourceSpan span) {
  IbLink {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    Objects.requireNonNull(span, "span");
  }
}

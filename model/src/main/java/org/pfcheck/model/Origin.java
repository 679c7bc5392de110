package org.pfcheck.model;

import java.util.Optional;

/**
 * Where a model element came from: a source span, or nothing for elements built in code.
 *
 * <p>Every {@code Origin} equals every other {@code Origin}. Elements carry their origin as a record
 * component, and this makes positions stay out of model equality: the same fabric written with other
 * line breaks, or printed and parsed again, gives an equal model. Compare {@link #span()} to compare
 * positions. Immutable.
 */
public final class Origin {
  /** The origin of elements that no source text describes (built in code or by defaults). */
  public static final Origin NONE = new Origin(null);

  private final SourceSpan span;

  private Origin(SourceSpan span) {
    this.span = span;
  }

  /** The origin of an element written at {@code span}. */
  public static Origin of(SourceSpan span) {
    return span == null ? NONE : new Origin(span);
  }

  /** The source span, when the element was read from text. */
  public Optional<SourceSpan> span() {
    return Optional.ofNullable(span);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Origin;
  }

  @Override
  public int hashCode() {
    return 0;
  }

  @Override
  public String toString() {
    return span == null ? "<no source>" : span.toString();
  }
}

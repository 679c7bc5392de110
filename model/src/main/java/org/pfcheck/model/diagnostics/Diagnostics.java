package org.pfcheck.model.diagnostics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;

/** A collector of diagnostics, in source order when asked. Not thread-safe; one per reading or check. */
public final class Diagnostics {
  private final List<Diagnostic> items = new ArrayList<>();
  private final java.util.Set<List<Object>> once = new java.util.HashSet<>();

  /** Adds {@code d}. */
  public void add(Diagnostic d) {
    items.add(d);
  }

  /** Adds a diagnostic of {@code code} at {@code span}. */
  public void report(Code code, SourceSpan span, String message, String hint) {
    items.add(Diagnostic.of(code, span, message, hint));
  }

  /** Adds a diagnostic of {@code code} at the span of {@code origin}, if it has one. */
  public void report(Code code, Origin origin, String message, String hint) {
    items.add(Diagnostic.of(code, origin.span().orElse(null), message, hint));
  }

  /**
   * As {@link #report(Code, Origin, String, String)}, unless a diagnostic of {@code code} about {@code
   * subject} was reported at the same place before: one statement that expands into many elements ({@code
   * links T0..T99 -- L9}) makes one mistake about a name, not one per element.
   */
  public void reportOnce(Code code, Origin origin, String subject, String message, String hint) {
    if (once.add(List.of(code, origin.span().map(Object::toString).orElse(""), subject))) {
      report(code, origin, message, hint);
    }
  }

  /** Whether any error was collected. */
  public boolean hasErrors() {
    return items.stream().anyMatch(Diagnostic::isError);
  }

  /** Source order: by file, line and column, diagnostics without a position last. Stable for equal positions. */
  public static final Comparator<Diagnostic> BY_POSITION = Comparator.comparing((Diagnostic d) -> d.span().isEmpty())
      .thenComparing(d -> d.span().map(SourceSpan::file).orElse(""))
      .thenComparingInt(d -> d.span().map(SourceSpan::line).orElse(0))
      .thenComparingInt(d -> d.span().map(SourceSpan::column).orElse(0));

  /** All diagnostics, sorted {@link #BY_POSITION}. */
  public List<Diagnostic> sorted() {
    List<Diagnostic> out = new ArrayList<>(items);
    out.sort(BY_POSITION);
    return List.copyOf(out);
  }
}

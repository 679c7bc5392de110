package org.pfcheck.grammar.assembly;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Settings that may be given once: a second, different value is a PFC208 conflict, the same value again
 * a PFC212 warning. Also facts that may be stated once each (a dead host, a flow): a repeat is a PFC212
 * warning and is left out, so it neither shows twice in the scenario nor counts twice. Not thread-safe.
 */
final class OnceOnlySettings {
  private final Diagnostics diagnostics;

  OnceOnlySettings(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** A set of facts, each stated once. */
  Repeats repeats() {
    return new Repeats();
  }

  /** Facts by key, with where each was first stated. */
  final class Repeats {
    private final Map<Object, SourceSpan> first = new HashMap<>();

    private Repeats() {
    }

    /** Whether {@code key} is new; else reports that {@code what}, at {@code span}, repeats it. */
    boolean firstTime(Object key, SourceSpan span, String what) {
      SourceSpan earlier = first.putIfAbsent(key, span);
      if (earlier == null) {
        return true;
      }
      diagnostics.report(Code.PFC212, span, what + " repeats " + (earlier.line() == span.line()
          ? "an earlier one on this line" : "line " + earlier.line()) + " and has no effect", "remove the repetition");
      return false;
    }
  }

  /** A setting called {@code what} in messages. */
  <T> Once<T> once(String what) {
    return new Once<>(what);
  }

  /** One setting: empty until set. */
  final class Once<T> {
    private final String what;
    private T value;
    private SourceSpan where;

    private Once(String what) {
      this.what = what;
    }

    /** Sets the value, or reports a conflict with the earlier one. */
    void set(T v, SourceSpan span) {
      if (where == null) {
        value = v;
        where = span;
        return;
      }
      String earlier = where.line() == span.line() ? "earlier on this line" : "on line " + where.line();
      if (Objects.equals(value, v)) {
        diagnostics.report(Code.PFC212, span, "'" + what + "' repeats the setting made " + earlier,
            "remove the repetition");
      } else {
        diagnostics.report(Code.PFC208, span, "'" + what + "' is already set " + earlier + " to another value",
            "keep one of the two settings");
      }
    }

    Optional<T> value() {
      return Optional.ofNullable(value);
    }

    /** Where the value was set, if it was. */
    Optional<SourceSpan> span() {
      return Optional.ofNullable(where);
    }
  }
}

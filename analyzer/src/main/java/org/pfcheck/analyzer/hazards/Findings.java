package org.pfcheck.analyzer.hazards;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * The elements one hazard check finds, grouped by the statement that causes them (and a detail, such as
 * the value it set): one diagnostic per group, naming the elements, so that a fabric template's 8,192
 * ports make one finding at the {@code fabric} line, not 8,192. Not thread-safe; one per check.
 *
 * @param <D> the detail that a group's elements share
 */
final class Findings<D> {
  private record Key(Optional<SourceSpan> span, Object detail) {}

  private final Code code;
  private final Map<Key, List<String>> items = new LinkedHashMap<>();
  private final Map<Key, D> details = new LinkedHashMap<>();

  Findings(Code code) {
    this.code = code;
  }

  /** Adds {@code item}, caused by the statement at {@code origin} with {@code detail}. */
  void add(Origin origin, D detail, String item) {
    Key k = new Key(origin.span(), detail);
    items.computeIfAbsent(k, x -> new ArrayList<>()).add(item);
    details.putIfAbsent(k, detail);
  }

  /** One diagnostic per group: {@code message} and {@code hint} of the group's detail and elements. */
  void report(List<Diagnostic> out, BiFunction<D, List<String>, String> message, BiFunction<D, List<String>, String> hint) {
    items.forEach((k, names) -> out.add(Diagnostic.of(code, k.span().orElse(null),
        message.apply(details.get(k), names), hint.apply(details.get(k), names))));
  }

  /** {@code a}, {@code a and b}, {@code a, b and c}, or the first six and how many more. */
  static String list(List<String> names) {
    int shown = names.size() > 7 ? 6 : names.size();
    List<String> head = names.subList(0, shown);
    if (shown < names.size()) {
      return String.join(", ", head) + " and " + (names.size() - shown) + " more";
    }
    return head.size() == 1 ? head.get(0)
        : String.join(", ", head.subList(0, head.size() - 1)) + " and " + head.get(head.size() - 1);
  }

  /** {@code one} or {@code many} by the count of {@code names}. */
  static String noun(List<String> names, String one, String many) {
    return names.size() == 1 ? one : many;
  }
}

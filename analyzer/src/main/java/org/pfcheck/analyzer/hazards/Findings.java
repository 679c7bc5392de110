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
import org.pfcheck.model.diagnostics.Place;

/**
 * The elements one hazard check finds, grouped by the statement that causes them (and a detail, such as
 * the value it set): one diagnostic per group, naming the elements, so that a fabric template's 8,192
 * ports make one finding at the {@code fabric} line, not 8,192. Elements that a default, not a statement,
 * causes make one group per detail, at the first of them ({@link #addSpread}): a healthy generated k=32
 * fat-tree, every switch on its own line, had 1,280 PFC501 warnings. Each diagnostic lists every element's place
 * ({@link Place}) for the machine formats. Not thread-safe; one per check.
 *
 * @param <D> the detail that a group's elements share
 */
final class Findings<D> {
  /** A group: the causing statement's span (empty for a spread group) and the detail. */
  private record Key(Optional<SourceSpan> span, boolean byDefault, Object detail) {}

  /** A group's detail, where it is reported and its elements. */
  private record Group<D>(D detail, Optional<SourceSpan> at, List<String> names, List<Place> places) {}

  private final Code code;
  private final Map<Key, Group<D>> groups = new LinkedHashMap<>();
  private Origin firstSpread;

  Findings(Code code) {
    this.code = code;
  }

  /** Adds {@code item}, caused by the statement at {@code origin} with {@code detail}. */
  void add(Origin origin, D detail, String item) {
    add(origin, origin, detail, item);
  }

  /**
   * Adds {@code item}, caused by the statement at {@code origin}, at its own place {@code place} within it
   * (a port's name in a statement of several ports, which an import maps to that port's own entry).
   */
  void add(Origin origin, Origin place, D detail, String item) {
    Group<D> g = group(new Key(origin.span(), false, detail), detail, origin);
    g.names().add(item);
    g.places().add(new Place(item, place.span().or(origin::span)));
  }

  /**
   * Adds {@code item}, at its own place {@code where}, to the one finding of its detail that holds at many
   * places: items that a default causes (not a statement), or that one statement each causes (a dead host
   * per ToR). The finding is reported at the first such item's place (of any detail).
   */
  void addSpread(Origin where, D detail, String item) {
    firstSpread = firstSpread == null ? where : firstSpread;
    Group<D> g = group(new Key(Optional.empty(), true, detail), detail, firstSpread);
    g.names().add(item);
    g.places().add(new Place(item, where.span()));
  }

  private Group<D> group(Key k, D detail, Origin at) {
    return groups.computeIfAbsent(k, x -> new Group<>(detail, at.span(), new ArrayList<>(), new ArrayList<>()));
  }

  /** One diagnostic per group: {@code message} and {@code hint} of the group's detail and elements. */
  void report(List<Diagnostic> out, BiFunction<D, List<String>, String> message, BiFunction<D, List<String>, String> hint) {
    groups.values().forEach(g -> out.add(Diagnostic.of(code, g.at().orElse(null),
        message.apply(g.detail(), g.names()), hint.apply(g.detail(), g.names())).withPlaces(g.places())));
  }

  /**
   * How many characters of names a list shows before it counts the rest: a message is cut at
   * {@link Diagnostic#MAX_TEXT} characters, so long names (an import's {@code str-s6000-acs-14:Ethernet4})
   * must leave room for what the finding says.
   */
  static final int LIST_CHARS = 100;

  /**
   * {@code a}, {@code a and b}, {@code a, b and c}, or the first six (fewer where they would take more than
   * {@link #LIST_CHARS} characters; at least one) and how many more.
   */
  static String list(List<String> names) {
    return list(names, LIST_CHARS);
  }

  /** As {@link #list(List)}, within {@code chars} characters: for a message that holds two lists. */
  static String list(List<String> names, int chars) {
    int shown = names.size() > 7 ? 6 : names.size();
    int length = names.isEmpty() ? 0 : names.get(0).length();
    for (int fit = 1; fit < shown; fit++) {
      length += 2 + names.get(fit).length();
      if (length > chars) {
        shown = fit;
        break;
      }
    }
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

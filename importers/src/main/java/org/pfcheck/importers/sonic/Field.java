package org.pfcheck.importers.sonic;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.SourceSpan;

/**
 * One field of a config_db entry: its value as written, or the items of a list field (a JSON array, or
 * the redis form's {@code name@} with items separated by commas). Immutable.
 *
 * @param name the field name, without the redis form's {@code @}
 * @param items the value's items: one for a plain field
 * @param span where the value was written
 */
record Field(String name, List<String> items, SourceSpan span) {
  Field {
    Objects.requireNonNull(name, "name");
    items = List.copyOf(items);
    Objects.requireNonNull(span, "span");
  }

  /** The value as one string (list items joined by commas). */
  String value() {
    return items.size() == 1 ? items.get(0) : String.join(",", items);
  }

  /** The value's comma-separated parts, blank ones dropped ({@code "3,4"}, or a list field's items). */
  List<String> parts() {
    return java.util.Arrays.stream(value().split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }
}

package org.pfcheck.model.templates;

import java.util.List;
import java.util.Map;
import org.pfcheck.model.Origin;

/** One kind of parameterised fabric. Implementations are stateless. */
interface Template {
  /** The name used in {@code fabric} statements, e.g. {@code fat-tree}. */
  String name();

  /** A one-line description. */
  String description();

  /** The parameters, in the order they are usually written. */
  List<Parameter> parameters();

  /**
   * Expands the template. {@code values} holds every parameter, each at least its minimum; the
   * template throws {@link IllegalArgumentException} for other bad combinations.
   */
  Fabric expand(Map<String, Integer> values, Origin origin);
}

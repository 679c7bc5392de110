package org.pfcheck.model.templates;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.pfcheck.model.Origin;

/**
 * The catalogue of fabric templates: their names, parameters and expansion. The entry point for the
 * {@code fabric} statement, {@code pfcheck generate}, tests and benchmarks. Stateless.
 */
public final class Templates {
  private static final Map<String, Template> ALL = new LinkedHashMap<>();

  static {
    for (Template t : List.of(new FatTree(), new LeafSpine(), new Clos3(), new Jellyfish(), new Ring(), new Torus())) {
      ALL.put(t.name(), t);
    }
  }

  private Templates() {}

  /** The template names, in documentation order: fat-tree, leaf-spine, clos3, jellyfish, ring, torus. */
  public static List<String> names() {
    return List.copyOf(ALL.keySet());
  }

  /** The parameters of {@code template}, with their defaults; throws for an unknown template. */
  public static List<Parameter> parameters(String template) {
    return lookup(template).parameters();
  }

  /** A one-line description of {@code template}; throws for an unknown template. */
  public static String description(String template) {
    return lookup(template).description();
  }

  /**
   * Expands {@code template} with {@code params}; missing parameters take their defaults. Every element
   * gets {@code origin}.
   *
   * @throws IllegalArgumentException with a message for the user when the template is unknown, a
   *     parameter is unknown, missing or out of range, or the fabric would be too large
   */
  public static Fabric expand(String template, Map<String, Integer> params, Origin origin) {
    Objects.requireNonNull(params, "params");
    Objects.requireNonNull(origin, "origin");
    Template t = lookup(template);
    Map<String, Integer> values = new LinkedHashMap<>();
    for (String given : params.keySet()) {
      if (t.parameters().stream().noneMatch(p -> p.name().equals(given))) {
        throw new IllegalArgumentException("template " + t.name() + " has no parameter '" + given
            + "'; its parameters are " + parameterList(t));
      }
    }
    for (Parameter p : t.parameters()) {
      Integer value = params.get(p.name());
      if (value == null && p.defaultValue().isEmpty()) {
        throw new IllegalArgumentException("template " + t.name() + " needs parameter '" + p.name() + "' ("
            + p.description() + ")");
      }
      int v = value != null ? value : p.defaultValue().getAsInt();
      if (v < p.min()) {
        throw new IllegalArgumentException("template " + t.name() + " parameter '" + p.name() + "' must be at least "
            + p.min() + ", not " + v);
      }
      values.put(p.name(), v);
    }
    return t.expand(values, origin);
  }

  private static Template lookup(String template) {
    Template t = ALL.get(template);
    if (t == null) {
      throw new IllegalArgumentException("unknown template '" + template + "'; known templates: "
          + String.join(", ", ALL.keySet()));
    }
    return t;
  }

  private static String parameterList(Template t) {
    return t.parameters().stream().map(Parameter::name).collect(Collectors.joining(", "));
  }
}

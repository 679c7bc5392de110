package org.pfcheck.model.templates;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * One parameter of a template. Immutable.
 *
 * @param name the parameter's name as written in a {@code fabric} statement, e.g. {@code hosts-per-leaf}
 * @param defaultValue the value used when the parameter is not given; empty when it is required
 * @param min the smallest value allowed
 * @param description what the parameter means, for help texts
 */
public record Parameter(String name, OptionalInt defaultValue, int min, String description) {
  public Parameter {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(defaultValue, "defaultValue");
    Objects.requireNonNull(description, "description");
  }

  static Parameter required(String name, int min, String description) {
    return new Parameter(name, OptionalInt.empty(), min, description);
  }

  static Parameter optional(String name, int defaultValue, int min, String description) {
    return new Parameter(name, OptionalInt.of(defaultValue), min, description);
  }
}

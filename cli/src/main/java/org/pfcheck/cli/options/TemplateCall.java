package org.pfcheck.cli.options;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.pfcheck.model.Origin;
import org.pfcheck.model.templates.Fabric;
import org.pfcheck.model.templates.Templates;

/**
 * A template and the parameter values given to it on the command line, in the order given: what
 * {@code generate} expands, names the network after and echoes in the file's first line. Immutable.
 *
 * @param template the template's name
 * @param params the parameters given, by name; those left out take the template's defaults
 */
public record TemplateCall(String template, Map<String, Integer> params) {
  public TemplateCall {
    Objects.requireNonNull(template, "template");
    // Map.copyOf would lose the order, which the echoed command line and the default name keep.
    params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
  }

  /**
   * The template's topology.
   *
   * @throws IllegalArgumentException if a parameter is missing or out of range
   */
  public Fabric expand() {
    return Templates.expand(template, params, Origin.NONE);
  }

  /** The parameters as they are typed, each after a space: {@code " --k 4"}. */
  public String arguments() {
    StringBuilder out = new StringBuilder();
    params.forEach((k, v) -> out.append(" --").append(k).append(' ').append(v));
    return out.toString();
  }

  /** The network's name when {@code --name} is not given: the template and its parameters, {@code fat-tree-k4}. */
  public String defaultName() {
    StringBuilder out = new StringBuilder(template);
    params.forEach((k, v) -> out.append('-').append(k).append(v));
    return out.toString();
  }
}

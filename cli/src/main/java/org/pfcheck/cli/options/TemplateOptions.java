package org.pfcheck.cli.options;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.templates.Parameter;
import org.pfcheck.model.templates.Templates;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The template parameters as {@code generate} options: one {@code --PARAM N} option per parameter
 * name of any template (built from the templates' own metadata at start-up, so a new template needs
 * no change here), and the values given to them read back for the chosen template.
 */
public final class TemplateOptions {
  private TemplateOptions() {
  }

  /** Adds one {@code --PARAM N} option per template parameter name, described with the templates that have it. */
  public static void addTo(CommandSpec spec) {
    Map<String, List<String>> users = new LinkedHashMap<>();
    Map<String, Parameter> first = new LinkedHashMap<>();
    for (String t : Templates.names()) {
      for (Parameter p : Templates.parameters(t)) {
        users.computeIfAbsent(p.name(), k -> new ArrayList<>()).add(t);
        first.putIfAbsent(p.name(), p);
      }
    }
    users.forEach((param, templates) -> spec.addOption(OptionSpec.builder("--" + param).paramLabel("N")
        .type(Integer.class).description(String.join(", ", templates) + ": " + first.get(param).description() + ".")
        .build()));
  }

  /**
   * The values given to {@code template}'s parameters, in the order of {@code spec}'s options.
   *
   * @throws IllegalArgumentException if a value is given to a parameter that {@code template} does not have
   */
  public static TemplateCall read(CommandSpec spec, String template) {
    Map<String, Integer> params = new LinkedHashMap<>();
    Set<String> known = new LinkedHashSet<>();
    Templates.parameters(template).forEach(p -> known.add(p.name()));
    for (OptionSpec o : spec.options()) {
      String param = o.longestName().substring(2);
      Integer value = o.getValue() instanceof Integer i ? i : null;
      // Skips parameters not given, and the command's own int options (--dead-per-tor, --fail-links).
      if (value == null || !isTemplateParameter(param)) {
        continue;
      }
      if (!known.contains(param)) {
        throw new IllegalArgumentException("template " + template + " has no parameter --" + param
            + " (its parameters: " + String.join(", ", known.stream().map(k -> "--" + k).toList()) + ")");
      }
      params.put(param, value);
    }
    return new TemplateCall(template, params);
  }

  private static boolean isTemplateParameter(String param) {
    return Templates.names().stream().anyMatch(t -> Templates.parameters(t).stream().anyMatch(p -> p.name().equals(param)));
  }
}

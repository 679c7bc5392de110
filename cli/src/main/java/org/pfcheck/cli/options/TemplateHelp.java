package org.pfcheck.cli.options;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.pfcheck.model.templates.Templates;
import org.pfcheck.reports.TextWrap;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The end of {@code generate --help}: every template with its description and parameters (and their
 * defaults), then an example. Made from the templates' metadata, like the options.
 */
public final class TemplateHelp {
  private TemplateHelp() {
  }

  /** Sets the templates list and the example as {@code spec}'s usage footer. */
  public static void addTo(CommandSpec spec) {
    List<String> footer = new ArrayList<>(List.of("", "Templates:"));
    for (String t : Templates.names()) {
      footer.add("  " + t);
      footer.addAll(TextWrap.lines(Templates.description(t), 6, 78));
      String params = Templates.parameters(t).stream()
          .map(p -> "--" + p.name() + (p.defaultValue().isPresent() ? " (default " + p.defaultValue().getAsInt() + ")" : ""))
          .collect(Collectors.joining(", "));
      footer.addAll(TextWrap.lines("parameters: " + params, 6, 78));
    }
    footer.add("");
    footer.add("Example:");
    footer.add("  pfcheck generate fat-tree --k 4 --dead-per-tor 1 > fat-tree.pfc");
    footer.add("  pfcheck check fat-tree.pfc");
    // picocli reads the footer as a format string: a '%' in a description must be doubled.
    spec.usageMessage().footer(footer.stream().map(s -> s.replace("%", "%%")).toArray(String[]::new));
  }
}

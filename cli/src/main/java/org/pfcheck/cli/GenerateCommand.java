package org.pfcheck.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.pfcheck.grammar.DslPrinter;
import org.pfcheck.model.Host;
import org.pfcheck.model.Link;
import org.pfcheck.model.MacMissPolicy;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.Routing;
import org.pfcheck.model.Switch;
import org.pfcheck.model.templates.Fabric;
import org.pfcheck.model.templates.Parameter;
import org.pfcheck.model.templates.Templates;
import org.pfcheck.reports.TextWrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pfcheck generate TEMPLATE}: prints a built-in fabric template as plain {@code .pfc} text to
 * edit. The template parameters ({@code --k}, {@code --leaves}, …) come from the templates' own
 * metadata; the remaining options add QoS, routing and a scenario around the topology.
 */
@Command(name = "generate", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Print a built-in fabric template as plain .pfc text, to edit or to check.",
        "Template parameters are options named after them (see Templates below)."})
final class GenerateCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck generate";

  private final Streams streams;

  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "TEMPLATE", completionCandidates = TemplateNames.class,
      description = "One of: ${COMPLETION-CANDIDATES}.")
  private String template;

  @Option(names = "--name", paramLabel = "NAME", description = "Network name (default: the template and its parameters).")
  private String name;

  @Option(names = "--lossless", paramLabel = "P", split = ",", defaultValue = "3,4",
      description = "Lossless priorities (default: ${DEFAULT-VALUE}).")
  private List<Integer> lossless;

  @Option(names = "--routing", paramLabel = "MODE", description = "Derived routing: shortest-path (the language's default) or up-down.")
  private String routing;

  @Option(names = "--dead-per-tor", paramLabel = "N", defaultValue = "0",
      description = "Mark the first N hosts under every switch with hosts (every ToR) dead (default: ${DEFAULT-VALUE}).")
  private int deadPerTor;

  @Option(names = "--fail-links", paramLabel = "N", defaultValue = "0",
      description = "Mark N switch-to-switch links down, spread evenly over the link list (default: ${DEFAULT-VALUE}).")
  private int failLinks;

  @Option(names = "--on-mac-miss", paramLabel = "POLICY",
      description = "What every switch does on a MAC miss: flood (the language's default) or drop-lossless (the fix).")
  private String onMacMiss;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
  private Path output;

  GenerateCommand(Streams streams) {
    this.streams = streams;
  }

  /** Adds one {@code --PARAM N} option per template parameter name, and lists the templates in the help. */
  static void addTemplateOptions(CommandSpec spec) {
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
    spec.usageMessage().footer(footer.stream().map(s -> s.replace("%", "%%")).toArray(String[]::new));
  }

  @Override
  public Integer call() {
    if (!Templates.names().contains(template)) {
      return Failures.usage(streams.err(), NAME, "unknown template '" + template + "' (templates: "
          + String.join(", ", Templates.names()) + ")");
    }
    Map<String, Integer> params = new LinkedHashMap<>();
    Set<String> known = new LinkedHashSet<>();
    Templates.parameters(template).forEach(p -> known.add(p.name()));
    for (OptionSpec o : spec.options()) {
      String param = o.longestName().substring(2);
      Integer value = o.getValue() instanceof Integer i ? i : null;
      if (value == null || !isTemplateParameter(param)) {
        continue;
      }
      if (!known.contains(param)) {
        return Failures.usage(streams.err(), NAME, "template " + template + " has no parameter --" + param
            + " (its parameters: " + String.join(", ", known.stream().map(k -> "--" + k).toList()) + ")");
      }
      params.put(param, value);
    }
    if (deadPerTor < 0 || failLinks < 0) {
      return Failures.usage(streams.err(), NAME, "--dead-per-tor and --fail-links must not be negative");
    }
    if (routing != null && routingMode(routing).isEmpty()) {
      return Failures.usage(streams.err(), NAME, "unknown routing '" + routing + "' (shortest-path or up-down)");
    }
    if (onMacMiss != null && macMissPolicy(onMacMiss).isEmpty()) {
      return Failures.usage(streams.err(), NAME, "unknown MAC-miss policy '" + onMacMiss + "' (flood or drop-lossless)");
    }
    Fabric fabric;
    try {
      fabric = Templates.expand(template, params, Origin.NONE);
    } catch (IllegalArgumentException e) {
      return Failures.usage(streams.err(), NAME, e.getMessage());
    }
    String text = "# generated by: pfcheck generate " + template + arguments(params) + "\n"
        + DslPrinter.print(network(fabric, params));
    return write(text);
  }

  private static boolean isTemplateParameter(String param) {
    return Templates.names().stream().anyMatch(t -> Templates.parameters(t).stream().anyMatch(p -> p.name().equals(param)));
  }

  private String arguments(Map<String, Integer> params) {
    StringBuilder out = new StringBuilder();
    params.forEach((k, v) -> out.append(" --").append(k).append(' ').append(v));
    if (!List.of(3, 4).equals(lossless)) {
      out.append(" --lossless ").append(lossless.stream().map(String::valueOf).collect(Collectors.joining(",")));
    }
    if (routing != null) {
      out.append(" --routing ").append(routing);
    }
    if (onMacMiss != null) {
      out.append(" --on-mac-miss ").append(onMacMiss);
    }
    if (deadPerTor > 0) {
      out.append(" --dead-per-tor ").append(deadPerTor);
    }
    if (failLinks > 0) {
      out.append(" --fail-links ").append(failLinks);
    }
    return out.toString();
  }

  private Network network(Fabric fabric, Map<String, Integer> params) {
    StringBuilder defaultName = new StringBuilder(template);
    params.forEach((k, v) -> defaultName.append('-').append(k).append(v));
    NetworkBuilder b = new NetworkBuilder(name != null ? name : defaultName.toString());
    MacMissPolicy policy = onMacMiss == null ? null : macMissPolicy(onMacMiss).orElseThrow();
    fabric.switches().forEach(sw -> b.addSwitch(policy == null ? sw : new Switch(sw.name(), sw.tier(), policy,
        sw.floodDomain(), sw.subnets(), sw.origin())));
    fabric.hosts().forEach(b::addHost);
    fabric.links().forEach(b::addLink);
    b.lossless(lossless.stream().mapToInt(Integer::intValue).toArray());
    if (routing != null) {
      b.routing(routingMode(routing).orElseThrow());
    }
    if (deadPerTor > 0) {
      Map<String, Integer> deadAt = new LinkedHashMap<>();
      for (Host h : fabric.hosts()) {
        String at = h.active().switchName();
        if (deadAt.merge(at, 1, Integer::sum) <= deadPerTor) {
          b.dead(h.name());
        }
      }
    }
    List<Link> links = fabric.links();
    int failing = Math.min(failLinks, links.size());
    for (int i = 0; i < failing; i++) {
      b.down(links.get((int) ((long) i * links.size() / failing)));
    }
    return b.build();
  }

  /** {@code flood} or {@code drop-lossless}, as the language writes them. */
  private static Optional<MacMissPolicy> macMissPolicy(String word) {
    return Arrays.stream(MacMissPolicy.values())
        .filter(m -> m.name().toLowerCase(Locale.ROOT).replace('_', '-').equals(word)).findFirst();
  }

  /** {@code shortest-path} or {@code up-down}, as the language writes them. */
  private static Optional<Routing.Mode> routingMode(String word) {
    return Arrays.stream(Routing.Mode.values())
        .filter(m -> m.name().toLowerCase(Locale.ROOT).replace('_', '-').equals(word)).findFirst();
  }

  private int write(String text) {
    if (output == null) {
      streams.out().print(text);
      return ExitStatus.FREE;
    }
    try {
      Files.writeString(output, text, StandardCharsets.UTF_8);
      return ExitStatus.FREE;
    } catch (IOException e) {
      return Failures.usage(streams.err(), NAME, "cannot write " + output + ": " + e.getMessage());
    }
  }

  /** For picocli's {@code ${COMPLETION-CANDIDATES}}. */
  static final class TemplateNames extends ArrayList<String> {
    private static final long serialVersionUID = 1L;

    TemplateNames() {
      super(Templates.names());
    }
  }
}

package org.pfcheck.cli.commands;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.Output;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.Version;
import org.pfcheck.grammar.DslPrinter;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.grammar.YamlReader;
import org.pfcheck.grammar.YamlWriter;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.diagnostics.Visible;
import org.pfcheck.model.text.PfcText;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.Pipeline;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pfcheck convert FILE --to yaml|pfc}: a fabric in the other form, canonical (every element
 * explicit, as {@code generate} prints), so that reading either gives the same network. The input is
 * read once and validated as {@code check} does; any error is reported compiler-style (exit 2) and
 * nothing is written; the output is written as every file pfcheck writes ({@link SafeFiles}: never over
 * the input, never through a link). docs/yaml.md.
 */
@Command(name = "convert", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Write a fabric in the YAML form (docs/yaml.md) or in the .pfc language, canonical: every switch,"
        + " host, link, port and address explicit. Reading the output gives the same network as reading FILE.",
        "The input is validated first: any error is printed compiler-style and nothing is written."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:converted", "2:an input or usage error (nothing written)"},
    footer = {"%nExamples:", "  pfcheck convert examples/sigcomm16-flood-deadlock.pfc --to yaml -o sigcomm16.yaml",
        "  pfcheck convert fabric.yaml --to pfc", "  pfcheck generate fat-tree --k 4 | pfcheck convert - --to yaml"})
public final class ConvertCommand implements Callable<Integer> {
  private static final String NAME = "pfcheck convert";
  private static final String STDIN = "-";
  private static final String STDIN_NAME = "<stdin>";

  private final Streams streams;

  @Parameters(index = "0", paramLabel = "FILE", description = "The fabric: .pfc, or .yaml/.yml in the YAML form;"
      + " - reads standard input (.pfc unless --from yaml).")
  private String file;

  @Option(names = "--to", paramLabel = "FORM", description = "yaml or pfc (default: the form FILE is not in).")
  private String to;

  @Option(names = "--from", paramLabel = "FORM", description = "yaml or pfc: the form of FILE (default: from its"
      + " name: .yaml and .yml are YAML).")
  private String from;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output"
      + " (never the input).")
  private Path output;

  @Option(names = {"-q", "--quiet"}, description = "Print errors only: no warnings, no summary line.")
  private boolean quiet;

  public ConvertCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() {
    for (String form : new String[] {to, from}) {
      if (form != null && !form.equals("yaml") && !form.equals("pfc")) {
        return Failures.usage(streams.err(), NAME, "unknown form '" + form + "' (yaml or pfc)");
      }
    }
    boolean yamlIn = from != null ? from.equals("yaml") : YamlReader.isYaml(file);
    boolean yamlOut = to != null ? to.equals("yaml") : !yamlIn;
    SourceFiles sources = new SourceFiles();
    SourceInput input = STDIN.equals(file) ? SourceInput.ofStream(STDIN_NAME, streams.in()) : SourceInput.ofFile(file);
    sources.remember(input.name(), input.lines());
    ParseResult parsed = input.parse(yamlIn);
    List<Diagnostic> diagnostics;
    if (parsed.ok()) {
      diagnostics = new ArrayList<>(parsed.diagnostics());
      diagnostics.addAll(NetworkValidator.validate(parsed.network().orElseThrow()));
      diagnostics.sort(Diagnostics.BY_POSITION);
    } else {
      diagnostics = Pipeline.readingErrors(parsed, Pipeline.validatable(parsed)
          ? Optional.of(NetworkValidator.validate(parsed.partial().orElseThrow())) : Optional.empty());
    }
    boolean errors = Pipeline.hasErrors(diagnostics);
    List<Diagnostic> shown = quiet ? diagnostics.stream().filter(Diagnostic::isError).toList() : diagnostics;
    streams.err().print(new DiagnosticPrinter(sources::lines).render(shown));
    if (errors) {
      return ExitStatus.INPUT;
    }
    Network network = parsed.network().orElseThrow();
    // A file name is shown, never applied: a newline in it would start a statement of the printed text.
    String source = STDIN.equals(file) ? "standard input" : file;
    String text = PfcText.comment("converted from " + source + " by pfcheck convert") + "\n"
        + (yamlOut ? YamlWriter.print(network) : DslPrinter.print(network));
    if (!new Output(streams, NAME, SafeFiles.sparing(STDIN.equals(file) ? List.of() : List.of(file)))
        .write(text, output)) {
      return ExitStatus.INPUT;
    }
    if (!quiet) {
      streams.err().println(NAME + ": " + network.name() + " (" + network.switches().size() + " switches, "
          + network.hosts().size() + " hosts, " + network.links().size() + " links) as "
          + (yamlOut ? "YAML" : ".pfc") + (output == null ? "" : " -> " + Visible.text(output.toString())));
    }
    return ExitStatus.FREE;
  }
}

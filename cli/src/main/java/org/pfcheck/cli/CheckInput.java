package org.pfcheck.cli;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.PfcSource;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.grammar.YamlReader;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.Listing;
import org.pfcheck.importers.sonic.SonicImporter;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * What {@code check} reads: one {@code .pfc} file (or {@code -}, standard input), or a fabric's SONiC
 * config_db files (directories, or several {@code .json} files), each with the {@code --with} overlays
 * ({@code .pfc} text for what configuration does not hold: dead hosts, links down, spaces, flows) read
 * together with it. A fabric is imported to its {@code .pfc} text, which is read with every line mapped
 * back to the configuration line it came from: every diagnostic and every element of the model points
 * into the JSON files. Lines that no configuration line explains (the assumed routing) stay in the
 * imported text, which is named {@code <imported NAME>}, is the text {@code pfcheck import sonic} prints,
 * and is kept for quoting. Not thread-safe.
 */
final class CheckInput {
  static final String STDIN = "-";
  static final String STDIN_NAME = "<stdin>";

  private final List<String> paths;
  private final List<Path> overlays;
  private final SonicOptionsMixin sonic;
  private ImportResult imported;

  CheckInput(List<String> paths, List<Path> overlays, SonicOptionsMixin sonic) {
    this.paths = List.copyOf(paths);
    this.overlays = overlays == null ? List.of() : List.copyOf(overlays);
    this.sonic = sonic;
  }

  /**
   * Whether the input is SONiC configuration: several paths, a {@code .json} file, or a directory that
   * holds some (any other directory is read as a {@code .pfc} file, which it cannot be: PFC002).
   */
  boolean configuration() {
    return paths.size() > 1 || paths.stream().anyMatch(p -> p.endsWith(".json") || InputFiles.holdsConfig(p));
  }

  /** Whether the input is one file in the YAML form ({@code .yaml}, {@code .yml}). */
  boolean yaml() {
    return paths.size() == 1 && YamlReader.isYaml(paths.get(0));
  }

  /**
   * What is wrong with the paths and options, for a usage error; empty when nothing is. An input that
   * cannot be read is not a usage error: reading it gives PFC002, like any other input error.
   */
  Optional<String> usageProblem() {
    if (yaml() && !overlays.isEmpty()) {
      return Optional.of("--with reads .pfc overlays with a .pfc file or configuration, not with the YAML form ("
          + paths.get(0) + "): convert it first (pfcheck convert)");
    }
    if (!configuration()) {
      return sonic.given() ? Optional.of("--routing and --allow-no-qos apply to SONiC config_db input only, not to "
          + paths.get(0)) : Optional.empty();
    }
    if (paths.contains(STDIN)) {
      return Optional.of("standard input (-) cannot be read with other paths");
    }
    try {
      sonic.options(Optional.empty());
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(e.getMessage());
    }
  }

  /**
   * The files read, for writes to spare: the paths (and directories' config_db files), the overlays, and
   * {@code -}, which {@link SafeFiles} takes for the file standard input reads, if any.
   */
  List<String> files() {
    List<String> out = new ArrayList<>(paths);
    overlays.forEach(o -> out.add(o.toString()));
    return InputFiles.withConfigFiles(out);
  }

  /** The input's name in reports: the {@code .pfc} file, {@code <stdin>}, or the imported text's name. */
  String name() {
    if (!configuration()) {
      return STDIN.equals(paths.get(0)) ? STDIN_NAME : paths.get(0);
    }
    return "<imported " + (imported == null ? "fabric" : imported.name()) + ">";
  }

  /** The import, once {@link #read} has read configuration. */
  Optional<ImportResult> imported() {
    return Optional.ofNullable(imported);
  }

  /** Reads the input and the overlays, each once; their lines are kept for quoting. */
  ParseResult read(SourceFiles sources, InputStream in) {
    List<PfcSource> texts = new ArrayList<>();
    List<SourceInput> inputs = new ArrayList<>();
    List<Diagnostic> early = new ArrayList<>();
    if (yaml()) {
      SourceInput input = SourceInput.ofFile(paths.get(0));
      sources.remember(input.name(), input.lines());
      return input.parse(true);
    }
    if (!configuration()) {
      inputs.add(STDIN.equals(paths.get(0)) ? SourceInput.ofStream(STDIN_NAME, in) : SourceInput.ofFile(paths.get(0)));
    } else {
      imported = SonicImporter.importPaths(paths, sonic.options(Optional.empty()));
      early.addAll(imported.diagnostics());
      if (!imported.ok()) {
        return new ParseResult(Optional.empty(), imported.diagnostics(), Optional.empty(), Set.of());
      }
      Listing listing = imported.listing().get();
      String text = listing.render(ImportReport.shortNames(imported.files()));
      sources.remember(name(), text.lines().toList());
      texts.add(new PfcSource(name(), text, raw -> mapped(listing, raw)));
    }
    overlays.forEach(o -> inputs.add(SourceInput.ofFile(o.toString())));
    inputs.forEach(i -> sources.remember(i.name(), i.lines()));
    ParseResult r = PfcReader.read(texts, inputs);
    if (early.isEmpty()) {
      return r;
    }
    List<Diagnostic> diagnostics = new ArrayList<>(early);
    diagnostics.addAll(r.diagnostics());
    diagnostics.sort(Diagnostics.BY_POSITION);
    return new ParseResult(r.network(), diagnostics, r.partial(), r.namesOnErrorLines());
  }

  /**
   * Where a span of the imported text points: the configuration the statement (or the part of it at
   * that column) came from, else the text itself.
   */
  private static SourceSpan mapped(Listing listing, SourceSpan raw) {
    return listing.origin(raw.line(), raw.column()).orElse(raw);
  }
}

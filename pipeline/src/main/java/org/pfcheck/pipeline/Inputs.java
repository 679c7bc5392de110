package org.pfcheck.pipeline;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.PfcSource;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.grammar.yaml.YamlReader;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.Listing;
import org.pfcheck.importers.sonic.SonicImporter;
import org.pfcheck.importers.sonic.SonicOptions;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * What a command reads, the same way for every command: one {@code .pfc} file (or {@code -}, standard
 * input), one file in the YAML form, or a fabric's SONiC config_db files (directories, or several
 * {@code .json} files); the first and the last with the {@code --with} overlays ({@code .pfc} text for
 * what configuration does not hold: dead hosts, links down, spaces, flows) read together with them. A
 * fabric is imported to its {@code .pfc} text, which is read with every line mapped back to the
 * configuration line it came from: every diagnostic and every element of the model points into the
 * JSON files. Lines that no configuration line explains (the assumed routing) stay in the imported
 * text, which is named {@code <imported NAME>}, is the text {@code pfcheck import sonic} prints, and
 * is kept for quoting. Reads once (standard input cannot be read twice); not thread-safe.
 */
public final class Inputs {
  /** The path that names standard input. */
  public static final String STDIN = "-";
  /** Standard input's name in diagnostics and reports. */
  public static final String STDIN_NAME = "<stdin>";

  private final List<String> paths;
  private final List<Path> overlays;
  private final SonicOptions sonic;
  private final Optional<SourceInput> given;
  private ImportResult imported;
  private SourceInput text;

  /**
   * {@code paths} with {@code overlays} (none: null or empty), SONiC configuration read with {@code sonic}
   * (null: the defaults).
   */
  public Inputs(List<String> paths, List<Path> overlays, SonicOptions sonic) {
    this(paths, overlays, sonic, Optional.empty());
  }

  private Inputs(List<String> paths, List<Path> overlays, SonicOptions sonic, Optional<SourceInput> given) {
    this.paths = List.copyOf(paths);
    this.overlays = overlays == null ? List.of() : List.copyOf(overlays);
    this.sonic = sonic == null ? SonicOptions.DEFAULT : sonic;
    this.given = given;
  }

  /** A {@code .pfc} text already in hand (a file at a git revision), with {@code overlays}. */
  public static Inputs of(SourceInput input, List<Path> overlays) {
    return new Inputs(List.of(input.name()), overlays, null, Optional.of(input));
  }

  /**
   * Whether {@code paths} are SONiC configuration: several paths, a {@code .json} file, or a directory
   * that holds some (any other directory is read as a {@code .pfc} file, which it cannot be: PFC002).
   */
  public static boolean configuration(List<String> paths) {
    return paths.size() > 1 || paths.stream().anyMatch(p -> p.endsWith(".json") || InputFiles.holdsConfig(p));
  }

  /** Whether the input is SONiC configuration ({@link #configuration(List)}). */
  public boolean configuration() {
    return given.isEmpty() && configuration(paths);
  }

  /** Whether the input is one file in the YAML form ({@code .yaml}, {@code .yml}). */
  public boolean yaml() {
    return given.isEmpty() && paths.size() == 1 && YamlReader.isYaml(paths.get(0));
  }

  /** Whether the input is standard input. */
  public boolean stdin() {
    return given.isEmpty() && paths.size() == 1 && STDIN.equals(paths.get(0));
  }

  /**
   * What is wrong with {@code paths} and {@code overlays} taken together, for a usage error; empty when
   * nothing is. An input that cannot be read is not a usage error: reading it gives PFC002.
   */
  public static Optional<String> problem(List<String> paths, List<Path> overlays) {
    if (paths.size() == 1 && YamlReader.isYaml(paths.get(0)) && overlays != null && !overlays.isEmpty()) {
      return Optional.of("--with reads .pfc overlays with a .pfc file or configuration, not with the YAML form ("
          + paths.get(0) + "): convert it first (pfcheck convert)");
    }
    if (configuration(paths) && paths.contains(STDIN)) {
      return Optional.of("standard input (-) cannot be read with other paths");
    }
    return Optional.empty();
  }

  /**
   * The files read, for writes to spare: the paths (and directories' config_db files), the overlays, and
   * {@code -}, which the command line takes for the file standard input reads, if any.
   */
  public List<String> files() {
    List<String> out = new ArrayList<>(paths);
    overlays.forEach(o -> out.add(o.toString()));
    return InputFiles.withConfigFiles(out);
  }

  /** The input's name in reports: the file, {@code <stdin>}, or the imported text's name. */
  public String name() {
    if (!configuration()) {
      return stdin() ? STDIN_NAME : paths.get(0);
    }
    return "<imported " + (imported == null ? "fabric" : imported.name()) + ">";
  }

  /** The import, once {@link #read} has read configuration. */
  public Optional<ImportResult> imported() {
    return Optional.ofNullable(imported);
  }

  /**
   * The whole input as one {@code .pfc} text, once {@link #read} has read it: a {@code .pfc} file or
   * standard input without overlays (what a repair can patch); empty for the other kinds.
   */
  public Optional<SourceInput> pfcText() {
    return overlays.isEmpty() && !yaml() && !configuration() ? Optional.ofNullable(text) : Optional.empty();
  }

  /** Reads the input and the overlays, each once, from {@code in} for standard input; their lines kept in {@code sources}. */
  public ParseResult read(SourceFiles sources, InputStream in) {
    List<PfcSource> texts = new ArrayList<>();
    List<SourceInput> inputs = new ArrayList<>();
    List<Diagnostic> early = new ArrayList<>();
    if (yaml()) {
      SourceInput input = SourceInput.ofFile(paths.get(0));
      sources.remember(input.name(), input.lines());
      return input.parse(true);
    }
    if (!configuration()) {
      text = given.orElseGet(() -> stdin() ? SourceInput.ofStream(STDIN_NAME, in) : SourceInput.ofFile(paths.get(0)));
      inputs.add(text);
    } else {
      imported = SonicImporter.importPaths(paths, sonic);
      early.addAll(imported.diagnostics());
      if (!imported.ok()) {
        return new ParseResult(Optional.empty(), imported.diagnostics(), Optional.empty(), Set.of());
      }
      Listing listing = imported.listing().get();
      String listed = listing.render(shortNames(imported.files()));
      sources.remember(name(), listed.lines().toList());
      texts.add(new PfcSource(name(), listed, raw -> mapped(listing, raw)));
    }
    overlays.forEach(o -> inputs.add(SourceInput.ofFile(o.toString())));
    inputs.forEach(i -> sources.remember(i.name(), i.lines()));
    ParseResult r = given.isPresent() && overlays.isEmpty() ? given.get().parse() : PfcReader.read(texts, inputs);
    if (early.isEmpty()) {
      return r;
    }
    List<Diagnostic> diagnostics = new ArrayList<>(early);
    diagnostics.addAll(r.diagnostics());
    diagnostics.sort(Diagnostics.BY_POSITION);
    return new ParseResult(r.network(), diagnostics, r.partial(), r.namesOnErrorLines());
  }

  /** The configuration files' names relative to the directory they share (the imported text's comments). */
  public static UnaryOperator<String> shortNames(List<String> files) {
    Path common = files.isEmpty() ? null : Path.of(files.get(0)).getParent();
    for (String f : files) {
      while (common != null && !Path.of(f).startsWith(common)) {
        common = common.getParent();
      }
    }
    Path base = common;
    return f -> base == null || !Path.of(f).startsWith(base) ? f : base.relativize(Path.of(f)).toString();
  }

  /**
   * Where a span of the imported text points: the configuration the statement (or the part of it at
   * that column) came from, else the text itself.
   */
  private static SourceSpan mapped(Listing listing, SourceSpan raw) {
    return listing.origin(raw.line(), raw.column()).orElse(raw);
  }
}

package org.pfcheck.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.PfcSource;
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

  /** Whether the input is SONiC configuration: a directory, several paths, or a {@code .json} file. */
  boolean configuration() {
    return paths.size() > 1 || paths.stream().anyMatch(p -> p.endsWith(".json")
        || (InputFiles.path(p) != null && Files.isDirectory(InputFiles.path(p))));
  }

  /** What is wrong with the paths and options, for a usage error; empty when nothing is. */
  Optional<String> usageProblem() {
    if (!configuration()) {
      if (sonic.given()) {
        return Optional.of("--routing and --allow-no-qos apply to SONiC config_db input only, not to " + paths.get(0));
      }
      Optional<String> problem = STDIN.equals(paths.get(0)) ? Optional.empty() : InputFiles.problem(paths.get(0), false);
      return problem.or(this::overlayProblem);
    }
    for (String p : paths) {
      Optional<String> problem = STDIN.equals(p) ? Optional.of("standard input (-) cannot be read with other paths")
          : InputFiles.problem(p, true);
      if (problem.isPresent()) {
        return problem;
      }
    }
    Optional<String> overlay = overlayProblem();
    if (overlay.isPresent()) {
      return overlay;
    }
    try {
      sonic.options(Optional.empty());
    } catch (IllegalArgumentException e) {
      return Optional.of(e.getMessage());
    }
    return Optional.empty();
  }

  private Optional<String> overlayProblem() {
    for (Path o : overlays) {
      Optional<String> problem = InputFiles.problem(o.toString(), false);
      if (problem.isPresent()) {
        return Optional.of("--with: " + problem.get());
      }
    }
    return Optional.empty();
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

  /** Reads the input and the overlays; remembers texts that cannot be read again for quoting. */
  ParseResult read(SourceFiles sources, InputStream in) {
    List<PfcSource> texts = new ArrayList<>();
    List<Diagnostic> early = new ArrayList<>();
    if (!configuration()) {
      if (!STDIN.equals(paths.get(0))) {
        List<Path> files = new ArrayList<>();
        files.add(Path.of(paths.get(0)));
        files.addAll(overlays);
        return PfcReader.readFiles(List.of(), files);
      }
      String text = stdin(in);
      sources.remember(STDIN_NAME, text);
      texts.add(PfcSource.of(STDIN_NAME, text));
    } else {
      imported = SonicImporter.importPaths(paths, sonic.options(Optional.empty()));
      early.addAll(imported.diagnostics());
      if (!imported.ok()) {
        return new ParseResult(Optional.empty(), imported.diagnostics(), Optional.empty(), Set.of());
      }
      Listing listing = imported.listing().get();
      String text = listing.render(ImportReport.shortNames(imported.files()));
      String name = name();
      sources.remember(name, text);
      texts.add(new PfcSource(name, text, raw -> mapped(listing, raw)));
    }
    return withOverlays(texts, early);
  }

  /**
   * Where a span of the imported text points: the configuration the statement (or the part of it at
   * that column) came from, else the text itself.
   */
  private static SourceSpan mapped(Listing listing, SourceSpan raw) {
    return listing.origin(raw.line(), raw.column()).orElse(raw);
  }

  private ParseResult withOverlays(List<PfcSource> texts, List<Diagnostic> early) {
    ParseResult r = PfcReader.readFiles(texts, overlays);
    if (early.isEmpty()) {
      return r;
    }
    List<Diagnostic> diagnostics = new ArrayList<>(early);
    diagnostics.addAll(r.diagnostics());
    diagnostics.sort(Diagnostics.BY_POSITION);
    return new ParseResult(r.network(), diagnostics, r.partial(), r.namesOnErrorLines());
  }

  private static String stdin(InputStream in) {
    try {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package org.pfcheck.cli.commands;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.pfcheck.cli.io.Failures;
import org.pfcheck.cli.io.SafeFiles;
import org.pfcheck.cli.io.Streams;
import org.pfcheck.cli.options.Version;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.ib.IbImport;
import org.pfcheck.importers.ib.IbOptions;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.pipeline.ExitStatus;
import org.pfcheck.pipeline.SourceFiles;
import org.pfcheck.reports.diagnostics.DiagnosticPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pfcheck import ib}: an InfiniBand subnet (OpenSM/ibdm link dump and routing tables, or a
 * topology file) as {@code .pfc} text on standard output or in {@code --output}; every problem with the
 * dumps as a located diagnostic on stderr (exit 2), then what was assumed and a one-line summary, printed
 * as every import's result is ({@link ImportReport}). docs/import-ib.md.
 */
@Command(name = "ib", separator = " ", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Print an InfiniBand subnet as .pfc: one lossless priority (0) for the virtual lane, a host per "
        + "channel-adapter port, and each switch's unicast table as one /32 route per destination LID, so that "
        + "`pfcheck check` finds credit loops in the tables as they are (docs/import-ib.md).",
        "Either --links (OpenSM's subnet.lst, or ibnetdiscover output) with --routes (OpenSM's osm.fdbs), or a "
            + "topology without tables (--links alone, or --topo: an ibdm .topo file or ibnetdiscover output) "
            + "with derived --routing."},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:imported", "2:an input or usage error (the diagnostics say where)"})
public final class ImportIbCommand implements Callable<Integer> {
  static final String NAME = "pfcheck import ib";

  private final Streams streams;

  @Option(names = "--links", paramLabel = "FILE", description = "Link dump: OpenSM's subnet.lst, or ibnetdiscover output.")
  private Path links;

  @Option(names = "--routes", paramLabel = "FILE", description = "Unicast routing tables of every switch, as OpenSM "
      + "dumps them (osm.fdbs: dump_ucast_routes, or dump_ucast_lfts); only with --links.")
  private Path routes;

  @Option(names = "--topo", paramLabel = "FILE", description = "Topology without tables: an ibdm .topo file, or "
      + "ibnetdiscover output.")
  private Path topo;

  @Option(names = "--routing", paramLabel = "MODE", description = "Derived routing without --routes: shortest-path "
      + "(default; min-hop) or up-down.")
  private String routing;

  @Option(names = "--roots", paramLabel = "NAME", split = ",", description = "Up-down root switches (default: "
      + "recognised as ibdm does).")
  private List<String> roots;  // null: not given (the rule picks the roots)

  @Option(names = "--ca-types", paramLabel = "TYPE", split = ",", description = "More .topo system types that are "
      + "channel adapters (besides the ibutils HCA types: Cougar, MT23108, Lion, ...).")
  private List<String> caTypes = new ArrayList<>();

  @Option(names = "--switch-lids", description = "Switches' own LIDs are sources and destinations too (as ibdmchk -a): "
      + "a host on each switch's management port 0.")
  private boolean switchLids;

  @Option(names = "--name", paramLabel = "NAME", description = "Network name (default: the input file's base name).")
  private String name;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of standard output.")
  private Path output;

  @Option(names = {"-q", "--quiet"}, description = "No summary line on stderr (diagnostics still).")
  private boolean quiet;

  @Option(names = {"-v", "--verbose"}, description = "Also print how long each stage took.")
  private boolean verbose;

  public ImportIbCommand(Streams streams) {
    this.streams = streams;
  }

  @Override
  public Integer call() {
    Optional<String> problem = problem();
    if (problem.isPresent()) {
      return Failures.usage(streams.err(), NAME, problem.get());
    }
    Set<String> types = new HashSet<>(IbOptions.KNOWN_CA_TYPES);
    types.addAll(caTypes);
    Routing.Mode mode = "up-down".equals(routing) ? Routing.Mode.UP_DOWN : Routing.Mode.SHORTEST_PATH;
    IbOptions options = new IbOptions(Optional.ofNullable(name), mode, switchLids, types,
        roots == null ? List.of() : roots);
    List<Diagnostic> unreadable = new ArrayList<>();
    Optional<IbImport.Source> main = source(links != null ? links : topo, unreadable);
    Optional<IbImport.Source> tables = routes == null ? Optional.empty() : source(routes, unreadable);
    SourceFiles sources = new SourceFiles();
    if (!unreadable.isEmpty()) {
      streams.err().print(new DiagnosticPrinter(sources::lines).render(unreadable));
      return ExitStatus.INPUT;
    }
    main.ifPresent(s -> sources.remember(s.name(), s.text().lines().toList()));
    tables.ifPresent(s -> sources.remember(s.name(), s.text().lines().toList()));
    ImportResult r = links != null ? IbImport.links(main.orElseThrow(), tables, options)
        : IbImport.topology(main.orElseThrow(), options);
    return new ImportReport(streams, sources, ImportReport.Wording.IB).print(r, output, inputs(), quiet, verbose);
  }

  /** What is wrong with the options together, or empty. */
  private Optional<String> problem() {
    if ((links == null) == (topo == null)) {
      return Optional.of(links == null ? "give --links FILE (with --routes FILE) or --topo FILE"
          : "give either --links or --topo, not both");
    }
    if (routes != null && links == null) {
      return Optional.of("--routes goes with --links (a .topo file has no LIDs to route by)");
    }
    if (routing != null && !routing.equals("up-down") && !routing.equals("shortest-path")) {
      return Optional.of("unknown --routing '" + routing + "' (shortest-path or up-down)");
    }
    if (routing != null && routes != null) {
      return Optional.of("--routing applies without --routes: with them, the tables are followed as written");
    }
    if (roots != null && (roots.isEmpty() || roots.stream().anyMatch(String::isBlank))) {
      // picocli splits '--roots ,' into nothing: silently the rule's roots instead of the ones meant
      return Optional.of("--roots " + String.join(",", roots) + " names " + (roots.stream().allMatch(String::isBlank)
          ? "no switch" : "an empty name") + ": give the root switches' names, --roots NAME,NAME");
    }
    if (roots != null && !"up-down".equals(routing)) {
      return Optional.of("--roots applies to --routing up-down only");
    }
    return output == null ? Optional.empty() : inputs().fileProblem("--output", output);
  }

  /** Writes that spare the input files. */
  private SafeFiles inputs() {
    List<Path> in = new ArrayList<>();
    for (Path input : new Path[] {links, routes, topo}) {
      if (input != null) {
        in.add(input);
      }
    }
    return new SafeFiles(in);
  }

  /**
   * The file's text, read once like every input (SourceInput: PFC002 for a missing file, a directory,
   * one over the size limit; UTF-8, bytes that are not become U+FFFD: dumps quote device descriptions as
   * they are).
   */
  private static Optional<IbImport.Source> source(Path file, List<Diagnostic> unreadable) {
    SourceInput input = SourceInput.ofFile(file.toString());
    if (input.problem().isPresent()) {
      unreadable.add(input.problem().get());
      return Optional.empty();
    }
    return Optional.of(new IbImport.Source(file.toString(), new String(input.bytes(), StandardCharsets.UTF_8)));
  }
}

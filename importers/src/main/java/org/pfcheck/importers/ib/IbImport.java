package org.pfcheck.importers.ib;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.Listing;
import org.pfcheck.importers.ImportStages;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * {@code pfcheck import ib}: reads an InfiniBand subnet from a link dump ({@code subnet.lst}, or {@code
 * ibnetdiscover} output) with or without OpenSM's routing tables, or from a topology file ({@code .topo},
 * or {@code ibnetdiscover} output), and gives it as {@code .pfc}, in the stages every importer has (docs/
 * architecture.md, "An importer"): <b>read</b> (the readers, text to a {@link Subnet} and the {@link Lft}s),
 * <b>stitch</b> ({@link Assembly}: the subnet and its tables checked against each other, as statements) and
 * <b>emit</b> ({@link PfcWriter}: the {@link Listing}). Which format a file is in is told by its content.
 * Every problem is a located diagnostic, all of them in one run; there is a listing only when there is no
 * error. Stateless.
 */
public final class IbImport {
  private IbImport() {}

  /** An input: the file name as the user gave it, and its text. */
  public record Source(String name, String text) {
    public Source {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(text, "text");
    }
  }

  private enum Format { LINK_DUMP, NETDISCOVER, TOPO, EMPTY }

  /** {@code --links FILE [--routes FILE]}: a link dump, and the tables to follow (else derived routing). */
  public static ImportResult links(Source links, Optional<Source> routes, IbOptions options) {
    Diagnostics diagnostics = new Diagnostics();
    ImportStages stages = new ImportStages();
    List<String> files = new ArrayList<>(List.of(links.name()));
    routes.ifPresent(r -> files.add(r.name()));
    List<String> lines = links.text().lines().toList();
    Format format = format(lines);
    if (format == Format.TOPO || format == Format.EMPTY) {
      diagnostics.report(Code.PFC451, SourceSpan.at(links.name(), 1, 1), links.name() + (format == Format.EMPTY
          ? " is empty" : " is not a link dump: it reads as an ibdm topology file"), format == Format.EMPTY
          ? "give OpenSM's subnet.lst or ibnetdiscover's output" : "use --topo for a .topo file");
      stages.end("read");
      return refused(diagnostics, name(links.name(), options), files, stages);
    }
    SubnetListReader.Read read = read(format, links.name(), lines, options, diagnostics);
    Optional<Assembly.Tables> tables = routes.map(r -> tables(r, diagnostics));
    String sources = links.name() + routes.map(r -> " and " + r.name()).orElse("");
    stages.end("read");
    return finish(read, tables, options, diagnostics, new Run(sources, files, stages));
  }

  /** {@code --topo FILE}: a topology with derived routing. */
  public static ImportResult topology(Source topo, IbOptions options) {
    Diagnostics diagnostics = new Diagnostics();
    ImportStages stages = new ImportStages();
    List<String> lines = topo.text().lines().toList();
    Format format = format(lines);
    if (format == Format.EMPTY) {
      diagnostics.report(Code.PFC451, SourceSpan.at(topo.name(), 1, 1), topo.name() + " is empty",
          "give an ibdm .topo file, ibnetdiscover's output or OpenSM's subnet.lst");
      stages.end("read");
      return refused(diagnostics, name(topo.name(), options), List.of(topo.name()), stages);
    }
    SubnetListReader.Read read = read(format, topo.name(), lines, options, diagnostics);
    stages.end("read");
    return finish(read, Optional.empty(), options, diagnostics, new Run(topo.name(), List.of(topo.name()), stages));
  }

  /** One import after reading: the inputs' names for the header, the files read, the stages' times. */
  private record Run(String sources, List<String> files, ImportStages stages) {}

  /** The subnet in {@code lines}, read as {@code format}; only a link dump has lines of links that are not up. */
  private static SubnetListReader.Read read(Format format, String name, List<String> lines, IbOptions options,
      Diagnostics diagnostics) {
    return switch (format) {
      case LINK_DUMP -> SubnetListReader.read(name, lines, diagnostics);
      case NETDISCOVER -> new SubnetListReader.Read(NetDiscoverReader.read(name, lines, diagnostics), 0);
      default -> new SubnetListReader.Read(TopoReader.read(name, lines, options.caTypes(),
          Chassis.Catalog.of(Ibnl.shipped(diagnostics)), diagnostics), 0);
    };
  }

  private static Assembly.Tables tables(Source routes, Diagnostics diagnostics) {
    List<String> lines = routes.text().lines().toList();
    Format other = format(lines);
    if (other == Format.LINK_DUMP || other == Format.NETDISCOVER) {
      // one error for the wrong file, not one per line of it
      diagnostics.report(Code.PFC451, SourceSpan.at(routes.name(), 1, 1), routes.name() + " is not a routing table: it"
          + " reads as " + (other == Format.LINK_DUMP ? "a link dump (subnet.lst)" : "ibnetdiscover's output"),
          "give OpenSM's unicast dump (osm.fdbs: dump_ucast_routes, or dump_ucast_lfts) as --routes, the link dump as"
          + " --links");
      return new Assembly.Tables(routes.name(), java.util.Map.of(), java.util.Set.of());
    }
    int before = diagnostics.sorted().size();
    FdbReader.Read read = FdbReader.read(routes.name(), lines, diagnostics);
    if (read.tables().isEmpty() && diagnostics.sorted().size() == before) {
      diagnostics.report(Code.PFC451, SourceSpan.at(routes.name(), 1, 1), routes.name() + " holds no routing table",
          "give OpenSM's unicast dump (osm.fdbs: dump_ucast_routes, or dump_ucast_lfts)");
    }
    return new Assembly.Tables(routes.name(), read.tables(), read.unsure());
  }

  /** The stitch and emit stages, after reading. */
  private static ImportResult finish(SubnetListReader.Read read, Optional<Assembly.Tables> tables, IbOptions options,
      Diagnostics diagnostics, Run run) {
    Subnet subnet = read.subnet();
    int inactive = read.inactive();
    if (subnet.nodes().isEmpty() && !diagnostics.hasErrors()) {
      diagnostics.report(Code.PFC451, SourceSpan.at(subnet.file(), 1, 1), subnet.file() + " describes no node",
          "give a subnet dump or topology file");
    }
    Assembly.Assembled a = Assembly.of(subnet, tables, options, diagnostics);
    run.stages().end("stitch");
    String name = name(subnet.file(), options);
    String summary = a.switches().size() + " switches, " + a.endPoints() + " channel-adapter and router ports, "
        + a.links().size() + " links between switches" + (inactive > 0 ? " (" + inactive + " link lines not up left"
        + " out)" : "") + tables.map(t -> ", " + t.lfts().size() + " routing tables: " + a.routes().size() + " routes")
        .orElse(", routing derived (" + (options.routing() == org.pfcheck.model.forwarding.Routing.Mode.UP_DOWN ? "up-down"
            : "shortest-path") + ")");
    if (diagnostics.hasErrors()) {
      return new ImportResult(Optional.empty(), diagnostics.sorted(), name, run.files(), List.of(summary), List.of(),
          run.stages().millis());
    }
    Listing listing = PfcWriter.write(name, run.sources(), a, tables.isPresent() ? null : options.routing(),
        options.switchLids());
    run.stages().end("emit");
    return new ImportResult(Optional.of(listing), diagnostics.sorted(), name, run.files(), List.of(summary),
        a.assumptions(), run.stages().millis());
  }

  /** An import refused before its subnet was read: nothing imported. */
  private static ImportResult refused(Diagnostics diagnostics, String name, List<String> files, ImportStages stages) {
    return new ImportResult(Optional.empty(), diagnostics.sorted(), name, files, List.of(), List.of(), stages.millis());
  }

  /** The network's name: {@code --name}, else the file's base name, made a legal name. */
  private static String name(String file, IbOptions options) {
    return IbNames.valid(options.name().orElse(baseName(file)));
  }

  private static Format format(List<String> lines) {
    for (String l : lines) {
      String t = l.strip();
      if (t.isEmpty() || t.startsWith("#")) {
        continue;
      }
      if (t.startsWith("{")) {
        return Format.LINK_DUMP;
      }
      return NetDiscoverReader.recognises(lines) ? Format.NETDISCOVER : Format.TOPO;
    }
    return Format.EMPTY;
  }

  /** The file's base name without its extension: the network's default name. */
  private static String baseName(String file) {
    String base = file.replace('\\', '/');
    base = base.substring(base.lastIndexOf('/') + 1);
    int dot = base.lastIndexOf('.');
    return dot > 0 ? base.substring(0, dot) : base.isEmpty() ? "subnet" : base;
  }
}

package org.pfcheck.importers.ib;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * {@code pfcheck import ib}: reads an InfiniBand subnet from a link dump ({@code subnet.lst}, or {@code
 * ibnetdiscover} output) with or without OpenSM's routing tables, or from a topology file ({@code .topo},
 * or {@code ibnetdiscover} output), and prints it as {@code .pfc}. Which format a file is in is told by
 * its content. Every problem is a located diagnostic, all of them in one run; there is text only when
 * there is no error. Stateless.
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

  /**
   * An import's outcome. Immutable.
   *
   * @param pfc the {@code .pfc} text; empty when there is an error
   * @param diagnostics every problem, in source order
   * @param summary one line: what was imported
   * @param assumed what the import assumed (chassis expanded, up-down roots chosen), as the header says it
   */
  public record Result(Optional<String> pfc, List<Diagnostic> diagnostics, String summary, List<String> assumed) {
    public Result {
      diagnostics = List.copyOf(diagnostics);
      assumed = List.copyOf(assumed);
    }

    Result(Optional<String> pfc, List<Diagnostic> diagnostics, String summary) {
      this(pfc, diagnostics, summary, List.of());
    }
  }

  private enum Format { LINK_DUMP, NETDISCOVER, TOPO, EMPTY }

  /** {@code --links FILE [--routes FILE]}: a link dump, and the tables to follow (else derived routing). */
  public static Result links(Source links, Optional<Source> routes, IbOptions options) {
    Diagnostics diagnostics = new Diagnostics();
    List<String> lines = links.text().lines().toList();
    Format format = format(lines);
    if (format == Format.TOPO || format == Format.EMPTY) {
      diagnostics.report(Code.PFC451, SourceSpan.at(links.name(), 1, 1), links.name() + (format == Format.EMPTY
          ? " is empty" : " is not a link dump: it reads as an ibdm topology file"), format == Format.EMPTY
          ? "give OpenSM's subnet.lst or ibnetdiscover's output" : "use --topo for a .topo file");
      return new Result(Optional.empty(), diagnostics.sorted(), "nothing imported");
    }
    SubnetListReader.Read read = read(format, links.name(), lines, options, diagnostics);
    Optional<Assembly.Tables> tables = routes.map(r -> tables(r, diagnostics));
    String sources = links.name() + routes.map(r -> " and " + r.name()).orElse("");
    return finish(read, tables, options, diagnostics, sources);
  }

  /** {@code --topo FILE}: a topology with derived routing. */
  public static Result topology(Source topo, IbOptions options) {
    Diagnostics diagnostics = new Diagnostics();
    List<String> lines = topo.text().lines().toList();
    Format format = format(lines);
    if (format == Format.EMPTY) {
      diagnostics.report(Code.PFC451, SourceSpan.at(topo.name(), 1, 1), topo.name() + " is empty",
          "give an ibdm .topo file, ibnetdiscover's output or OpenSM's subnet.lst");
      return new Result(Optional.empty(), diagnostics.sorted(), "nothing imported");
    }
    return finish(read(format, topo.name(), lines, options, diagnostics), Optional.empty(), options, diagnostics,
        topo.name());
  }

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
    int before = diagnostics.sorted().size();
    FdbReader.Read read = FdbReader.read(routes.name(), lines, diagnostics);
    if (read.tables().isEmpty() && diagnostics.sorted().size() == before) {
      diagnostics.report(Code.PFC451, SourceSpan.at(routes.name(), 1, 1), routes.name() + " holds no routing table",
          "give OpenSM's unicast dump (osm.fdbs: dump_ucast_routes, or dump_ucast_lfts)");
    }
    return new Assembly.Tables(routes.name(), read.tables(), read.unsure());
  }

  private static Result finish(SubnetListReader.Read read, Optional<Assembly.Tables> tables, IbOptions options,
      Diagnostics diagnostics, String sources) {
    Subnet subnet = read.subnet();
    int inactive = read.inactive();
    if (subnet.nodes().isEmpty() && !diagnostics.hasErrors()) {
      diagnostics.report(Code.PFC451, SourceSpan.at(subnet.file(), 1, 1), subnet.file() + " describes no node",
          "give a subnet dump or topology file");
    }
    Assembly.Assembled a = Assembly.of(subnet, tables, options, diagnostics);
    String name = Names.valid(options.name().orElse(baseName(subnet.file())));
    String summary = a.switches().size() + " switches, " + a.endPoints() + " channel-adapter and router ports, "
        + a.links().size() + " links between switches" + (inactive > 0 ? " (" + inactive + " link lines not up left"
        + " out)" : "") + tables.map(t -> ", " + t.lfts().size() + " routing tables: " + a.routes().size() + " routes")
        .orElse(", routing derived (" + (options.routing() == org.pfcheck.model.forwarding.Routing.Mode.UP_DOWN ? "up-down"
            : "shortest-path") + ")");
    if (diagnostics.hasErrors()) {
      return new Result(Optional.empty(), diagnostics.sorted(), summary);
    }
    String text = PfcWriter.write(name, sources, a, tables.isPresent() ? null : options.routing(), options.switchLids());
    return new Result(Optional.of(text), diagnostics.sorted(), summary, a.assumptions());
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

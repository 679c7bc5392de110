package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.pfcheck.grammar.assembly.LiteralValues.Named;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.templates.Fabric;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.RoutedPorts;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/**
 * Builds switches, hosts, links, VLANs, routed ports and port-channels from topology statements and
 * template expansions. Hands each statement to its part ({@link SwitchAssembler}, {@link HostAssembler},
 * {@link LinkAssembler}, {@link FabricExpander}) and makes the layer-2 settings itself. Leaves references unchecked (the analyzer's
 * validator does that). Not thread-safe; one per reading.
 */
final class TopologyAssembler {
  private final LiteralValues values;
  private final Diagnostics diagnostics;
  private final SwitchAssembler switches;
  private final HostAssembler hosts;
  private final LinkAssembler links;
  private final FabricExpander templates;
  private final List<Vlan> vlans = new ArrayList<>();
  private final List<RoutedPorts> routed = new ArrayList<>();
  private final List<Lag> lags = new ArrayList<>();

  TopologyAssembler(LiteralValues values, Diagnostics diagnostics) {
    this.values = values;
    this.diagnostics = diagnostics;
    // One namer for hosts, links and templates: an implicit port skips every name taken at the switch.
    PortNamer ports = new PortNamer();
    this.switches = new SwitchAssembler(values, diagnostics);
    this.hosts = new HostAssembler(values, diagnostics, ports);
    this.links = new LinkAssembler(values, diagnostics, ports);
    this.templates = new FabricExpander(values, diagnostics);
  }

  /** Takes one statement; false when it is not a topology statement. */
  boolean accept(Ast.Stmt s) {
    if (s instanceof Ast.VlanStmt v) {
      vlanStmt(v);
    } else if (s instanceof Ast.RoutedStmt r) {
      routed.add(new RoutedPorts(r.switchName().text(), names(r.ports()), Origin.of(r.span())));
    } else if (s instanceof Ast.LagStmt l) {
      lags.add(new Lag(l.switchName().text(), l.name().text(), names(l.ports()), Origin.of(l.span())));
    } else if (s instanceof Ast.FabricStmt f) {
      templates.expand(f).ifPresent(fabric -> add(fabric, f));
    } else {
      return switches.accept(s) || hosts.accept(s) || links.accept(s);
    }
    return true;
  }

  private List<String> names(List<Ast.NameItem> items) {
    return values.names(items).stream().map(Named::name).toList();
  }

  private void vlanStmt(Ast.VlanStmt v) {
    OptionalInt id = values.vlan(v.id());
    List<String> members = names(v.ports());
    if (id.isPresent()) {
      vlans.add(new Vlan(id.getAsInt(), v.switchName().text(), members, Origin.of(v.span())));
    }
  }

  /** Adds a template's switches, hosts and links, as if they had been declared where {@code f} stands. */
  private void add(Fabric fabric, Ast.FabricStmt f) {
    fabric.switches().forEach(switches::add);
    fabric.hosts().forEach(h -> hosts.add(h, f.span()));
    fabric.links().forEach(links::add);
  }

  /** The links declared so far, templates included, in order. */
  List<Link> links() {
    return links.links();
  }

  /** The links a {@code link} or {@code links} statement made. */
  List<Link> linksOf(Ast.Stmt s) {
    return links.linksOf(s);
  }

  List<Vlan> vlans() {
    return vlans;
  }

  List<RoutedPorts> routed() {
    return routed;
  }

  List<Lag> lags() {
    return lags;
  }

  /** The switches, with the {@code default} policy and flood domain where they set none. */
  List<Switch> switches() {
    return switches.switches();
  }

  /** The hosts, each without an explicit {@code ip} numbered in its active switch's first subnet. */
  List<Host> hosts() {
    return HostAddresses.assign(hosts.drafts(), switches.subnets(), diagnostics);
  }
}

package org.pfcheck.properties.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.pfcheck.model.Attachment;
import org.pfcheck.model.Endpoint;
import org.pfcheck.model.Host;
import org.pfcheck.model.Link;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.Prefix;
import org.pfcheck.model.Routing;
import org.pfcheck.model.Switch;
import org.pfcheck.model.templates.Templates;

/**
 * The wiring of a generated fabric: switches, hosts and switch-to-switch links, named as the template
 * that produced it names them, and the derived routing to use. Immutable.
 *
 * @param description what produced it, e.g. {@code leaf-spine leaves 2 spines 2 hosts-per-leaf 1 uplinks 1}
 * @param clos whether it is a Clos (switches carry tiers, higher tiers only link to lower ones)
 * @param switches the switches
 * @param hosts the hosts, each on one switch
 * @param links the switch-to-switch links
 */
public record Topology(String description, boolean clos, List<Switch> switches, List<Host> hosts, List<Link> links) {
  public Topology {
    switches = List.copyOf(switches);
    hosts = List.copyOf(hosts);
    links = List.copyOf(links);
  }

  /** The expansion of a template with its parameters ({@code name, value, name, value, …}). */
  public static Topology template(String template, boolean clos, Object... nameValues) {
    Map<String, Integer> params = new java.util.LinkedHashMap<>();
    StringBuilder description = new StringBuilder(template);
    for (int k = 0; k < nameValues.length; k += 2) {
      params.put((String) nameValues[k], (Integer) nameValues[k + 1]);
      description.append(' ').append(nameValues[k]).append(' ').append(nameValues[k + 1]);
    }
    var f = Templates.expand(template, params, Origin.NONE);
    return new Topology(description.toString(), clos, f.switches(), f.hosts(), f.links());
  }

  /** This topology without the links whose indices are in {@code dropped} (partial wiring). */
  public Topology without(Set<Integer> dropped) {
    if (dropped.isEmpty()) {
      return this;
    }
    List<Link> kept = new ArrayList<>();
    for (int k = 0; k < links.size(); k++) {
      if (!dropped.contains(k)) {
        kept.add(links.get(k));
      }
    }
    Set<Integer> gone = new TreeSet<>(dropped);
    gone.removeIf(k -> k >= links.size());
    return gone.isEmpty() ? this : new Topology(description + " without links " + gone, clos, switches, hosts, kept);
  }

  /**
   * This topology with the hosts whose indices are in {@code dual} dual-homed (indices past the end are
   * ignored): each keeps its switch as the active one and gets a standby attachment on the next switch,
   * in switch order, that has hosts of its own (a ToR or leaf beside it). Packets to it that reach the
   * standby switch are bounced (tunnelled) to the active one.
   */
  public Topology dualHomed(Set<Integer> dual) {
    List<Host> out = new ArrayList<>(hosts);
    List<String> named = new ArrayList<>();
    for (int k : new TreeSet<>(dual)) {
      if (k >= hosts.size()) {
        continue;
      }
      Host h = hosts.get(k);
      String active = h.active().switchName();
      int at = switches.indexOf(switchNamed(active));
      for (int step = 1; step < switches.size(); step++) {
        String other = switches.get((at + step) % switches.size()).name();
        if (hosts.stream().anyMatch(x -> x.active().switchName().equals(other))) {
          List<Attachment> both = new ArrayList<>(h.attachments());
          both.add(new Attachment(other, h.name(), true, Origin.NONE));
          out.set(k, new Host(h.name(), h.address(), both, h.origin()));
          named.add(h.name() + " (standby " + other + ")");
          break;
        }
      }
    }
    return named.isEmpty() ? this
        : new Topology(description + " dual-homed " + String.join(", ", named), clos, switches, out, links);
  }

  /**
   * This topology with its hosts' subnets shared across switches (docs/semantics.md, "Which frames are
   * routed"): {@code 0} leaves it; {@code 1} gives every switch without hosts a gateway subnet 10.0.0.0/8
   * holding every host (an SVI on the upper tiers: hosts of one ToR are in both its /24 and the /8, so
   * frames between ToRs start both bridged and routed); {@code 2} also takes the ToRs' subnets away (no
   * SVI on them), so every host is in one subnet with every other and all traffic is bridged; {@code 3}
   * takes every subnet away ({@link #withoutSubnets}: no host's netmask is known).
   */
  public Topology withGateways(int mode) {
    if (mode == 0) {
      return this;
    }
    if (mode == 3) {
      return withoutSubnets();
    }
    Prefix gateway = Prefix.parse("10.0.0.0/8");
    List<Switch> out = new ArrayList<>();
    for (Switch s : switches) {
      boolean serves = hosts.stream().anyMatch(h -> h.attachments().stream().anyMatch(a -> a.switchName().equals(s.name())));
      List<Prefix> subnets = !serves ? List.of(gateway) : mode == 2 ? List.of() : s.subnets();
      out.add(new Switch(s.name(), s.tier(), s.onMacMiss(), s.floodDomain(), subnets, s.origin()));
    }
    return new Topology(description + (mode == 1 ? " with gateway subnets" : " with one subnet, no SVI on ToRs"),
        clos, out, hosts, links);
  }

  /**
   * This topology without subnets: hosts keep their addresses, but no declared subnet holds them, so the
   * model does not know their netmask: their packets start routed, and also bridged to the hosts a chain of
   * declared VLANs joins to them (docs/semantics.md, "Which frames are routed").
   */
  public Topology withoutSubnets() {
    List<Switch> out = switches.stream().map(s -> new Switch(s.name(), s.tier(), s.onMacMiss(), s.floodDomain(),
        List.of(), s.origin())).toList();
    return new Topology(description + " without subnets", clos, out, hosts, links);
  }

  /**
   * This topology with every host in a /32 of its own, declared at its active switch: each host addresses
   * every other through its gateway, so all traffic is routed, as the SIGCOMM'16 story tells it: only
   * floods are bridged (docs/semantics.md, "Which frames are routed").
   */
  public Topology routedHosts() {
    List<Switch> out = new ArrayList<>();
    for (Switch s : switches) {
      List<Prefix> own = hosts.stream().filter(h -> h.active().switchName().equals(s.name()) && h.address().isPresent())
          .map(h -> Prefix.parse(h.address().get() + "/32")).toList();
      out.add(new Switch(s.name(), s.tier(), s.onMacMiss(), s.floodDomain(), own, s.origin()));
    }
    return new Topology(description + " with a /32 per host", clos, out, hosts, links);
  }

  /** A builder holding this wiring, lossless priorities still to be set; up-down routing for a Clos. */
  public NetworkBuilder builder(String name, Routing.Mode mode) {
    NetworkBuilder b = new NetworkBuilder(name).routing(mode);
    switches.forEach(b::addSwitch);
    hosts.forEach(b::addHost);
    links.forEach(b::addLink);
    return b;
  }

  /** The switch {@code name} of this topology. */
  public Switch switchNamed(String name) {
    return switches.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
  }

  /** The ends of the links at switch {@code name}, in link order: its own end first, then the other. */
  private List<Endpoint[]> ends(String name) {
    List<Endpoint[]> out = new ArrayList<>();
    for (Link l : links) {
      if (l.a().node().equals(name)) {
        out.add(new Endpoint[] {l.a(), l.b()});
      } else if (l.b().node().equals(name)) {
        out.add(new Endpoint[] {l.b(), l.a()});
      }
    }
    return out;
  }

  /** The neighbours of switch {@code name}, one per link, in link order. */
  public List<String> neighbours(String name) {
    return ends(name).stream().map(e -> e[1].node()).toList();
  }

  /** The ports of switch {@code name}: its link ports, then its host ports, in declaration order. */
  public List<String> ports(String name) {
    List<String> out = new ArrayList<>(ends(name).stream().map(e -> e[0].port()).toList());
    hosts.forEach(h -> h.attachments().stream().filter(a -> a.switchName().equals(name))
        .forEach(a -> out.add(a.port())));
    return out;
  }
}

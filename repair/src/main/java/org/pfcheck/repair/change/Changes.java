package org.pfcheck.repair.change;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;

/**
 * Applies a set of changes to a network, the way a patch of its text reads back: new rewrite rules and
 * PFC settings come after the fabric's own (so later-beats-earlier and first-match keep their meaning),
 * a switch that floods to fewer ports gets a new VLAN of the remaining ones as its flood domain, and
 * several changes to one switch, port or route are made together. The result does not depend on the
 * order of the set. Stateless.
 */
public final class Changes {
  /** The first VLAN id tried for a new flood domain (SONiC's usual server VLAN). */
  static final int FIRST_NEW_VLAN = 1000;

  /** The canonical order of changes: by kind, then by what they do. */
  public static final Comparator<Change> ORDER = Comparator.comparing(Change::kind)
      .thenComparing(Change::describe);

  private Changes() {}

  /** {@code network} with {@code changes} made. */
  public static Network apply(Network network, Collection<? extends Change> changes) {
    List<Change> sorted = changes.stream().distinct().sorted(ORDER).map(c -> (Change) c).toList();
    if (sorted.isEmpty()) {
      return network;
    }
    Qos qos = qos(network.qos(), sorted);
    List<Vlan> vlans = new ArrayList<>(network.vlans());
    List<Switch> switches = switches(network, sorted, vlans);
    List<RewriteRule> rewrites = new ArrayList<>(network.rewrites());
    for (Change c : sorted) {
      if (c instanceof Change.Rewrite r) {
        rewrites.add(new RewriteRule(r.from(), r.to(), new Selector.Names(List.of(r.sw())), r.ingress(), r.egress(),
            Origin.NONE, r.on(), false));
      }
    }
    // every component, by the canonical constructor: ChangesTest fails when the record gains one
    return new Network(network.name(), network.tiers(), switches, network.hosts(), network.links(), vlans, qos,
        rewrites, routes(network.routes(), sorted), network.routing(), network.timers(), network.traffic(),
        network.scenario(), network.space(), network.routed(), network.lags(), network.hazards());
  }

  private static Qos qos(Qos qos, List<Change> changes) {
    TreeSet<Integer> lossless = new TreeSet<>(qos.lossless());
    changes.stream().filter(c -> c instanceof Change.LosslessPriority)
        .forEach(c -> lossless.add(((Change.LosslessPriority) c).priority()));
    Qos widened = new Qos(qos.dscpToPriority(), lossless, qos.pfc(), qos.origin(), qos.dscpMaps(), qos.tcMaps(),
        qos.classifications());
    Map<List<String>, Set<Integer>> lossy = new LinkedHashMap<>();
    for (Change c : changes) {
      if (c instanceof Change.MakeLossy m) {
        lossy.computeIfAbsent(List.of(m.sw(), m.port()), k -> new TreeSet<>()).add(m.priority());
      }
    }
    List<PfcSetting> pfc = new ArrayList<>(qos.pfc());
    lossy.forEach((at, off) -> {
      TreeSet<Integer> enabled = new TreeSet<>();
      for (int p = 0; p < 8; p++) {
        if (widened.pfcEnabled(at.get(0), at.get(1), p) && !off.contains(p)) {
          enabled.add(p);
        }
      }
      // the port stops pausing for the priority; whether it honours pauses (pfc_asym) is another knob
      pfc.add(new PfcSetting(at.get(0), Optional.of(at.get(1)), enabled, widened.asymmetric(at.get(0), at.get(1)),
          Origin.NONE));
    });
    return new Qos(qos.dscpToPriority(), lossless, pfc, qos.origin(), qos.dscpMaps(), qos.tcMaps(),
        qos.classifications());
  }

  private static List<Switch> switches(Network n, List<Change> changes, List<Vlan> vlans) {
    Set<String> drop = new LinkedHashSet<>();
    Map<String, Set<String>> unflooded = new LinkedHashMap<>();
    for (Change c : changes) {
      if (c instanceof Change.DropLossless d) {
        drop.add(d.sw());
      } else if (c instanceof Change.FloodPortRemoval f) {
        unflooded.computeIfAbsent(f.sw(), k -> new LinkedHashSet<>()).add(f.port());
      }
    }
    List<Switch> out = new ArrayList<>(n.switches().size());
    for (Switch s : n.switches()) {
      MacMissPolicy policy = drop.contains(s.name()) ? MacMissPolicy.DROP_LOSSLESS : s.onMacMiss();
      FloodDomain flood = s.floodDomain();
      Set<String> removed = unflooded.get(s.name());
      if (removed != null) {
        flood = shrink(n, s, removed, vlans);
      }
      out.add(new Switch(s.name(), s.tier(), policy, flood, s.subnets(), s.origin()));
    }
    return out;
  }

  /** The flood domain of {@code s} without {@code removed}: a new VLAN of the rest, or the old one trimmed. */
  private static FloodDomain shrink(Network n, Switch s, Set<String> removed, List<Vlan> vlans) {
    if (!s.floodDomain().allPorts()) {
      int id = s.floodDomain().vlan();
      vlans.replaceAll(v -> v.id() == id && v.switchName().equals(s.name())
          ? new Vlan(id, v.switchName(), v.ports().stream().filter(p -> !removed.contains(p)).toList(), v.origin()) : v);
      return s.floodDomain();
    }
    List<String> kept = ports(n, s.name()).stream().filter(p -> !removed.contains(p)).toList();
    int id = FIRST_NEW_VLAN;
    while (used(vlans, id)) {
      id++;
    }
    vlans.add(new Vlan(id, s.name(), kept, Origin.NONE));
    return new FloodDomain(id);
  }

  private static boolean used(List<Vlan> vlans, int id) {
    return vlans.stream().anyMatch(v -> v.id() == id);
  }

  /** Every port of switch {@code sw}: its link ends in link order, then its hosts' ports in host order. */
  public static List<String> ports(Network n, String sw) {
    Set<String> out = new LinkedHashSet<>();
    for (Link l : n.links()) {
      if (l.a().node().equals(sw)) {
        out.add(l.a().port());
      }
      if (l.b().node().equals(sw)) {
        out.add(l.b().port());
      }
    }
    for (Host h : n.hosts()) {
      h.attachments().stream().filter(a -> a.switchName().equals(sw)).forEach(a -> out.add(a.port()));
    }
    return List.copyOf(out);
  }

  /** The ports switch {@code s} floods to (its ingress port aside): all of them, or its VLAN's members. */
  public static List<String> floodDomain(Network n, Switch s) {
    if (s.floodDomain().allPorts()) {
      return ports(n, s.name());
    }
    return n.vlans().stream().filter(v -> v.id() == s.floodDomain().vlan() && v.switchName().equals(s.name()))
        .flatMap(v -> v.ports().stream()).distinct().toList();
  }

  private static List<Route> routes(List<Route> routes, List<Change> changes) {
    List<Route> out = new ArrayList<>(routes.size());
    for (Route r : routes) {
      if (changes.contains(new Change.RemoveRoute(r))) {
        continue;
      }
      List<String> via = r.via().stream().filter(m -> !r.drops() && !removesMember(changes, r, m)).toList();
      if (via.isEmpty() && !r.drops()) {
        throw new IllegalArgumentException("every next hop of " + r + " would be removed");
      }
      out.add(via.size() == r.via().size() ? r : new Route(r.switchName(), r.prefix(), via, r.origin()));
    }
    return out;
  }

  private static boolean removesMember(List<Change> changes, Route r, String member) {
    return r.via().size() > 1 && changes.contains(new Change.RemoveEcmpMember(r, member));
  }
}

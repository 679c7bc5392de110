package org.pfcheck.repair.candidates;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.Changes;

/**
 * Every change of every kind placed at one switch, before the policy filters them: drop-lossless and
 * flood-domain removals where the switch floods; rewrites between the priorities a repair may use, for
 * each pair of ingress (a neighbour switch, or any host) and egress neighbour, from any host to anywhere
 * (the class a switch gives its servers' traffic), and from above to above (a packet sent back up:
 * Tagger's bounce) where the switch has a tier; PFC off per switch-facing port
 * and lossless priority; each explicit route removed, and each of its next hops when it has several.
 * No rewrites in DSCP mode (there, rules remark DSCP values; not offered yet).
 * Stateless.
 */
final class SwitchCandidates {
  private SwitchCandidates() {}

  static List<Change> of(Network network, PortMap ports, Switch s, List<Integer> priorities) {
    List<Change> out = new ArrayList<>();
    String sw = s.name();
    if (s.onMacMiss() == MacMissPolicy.FLOOD) {
      out.add(new Change.DropLossless(sw));
      java.util.Set<String> domain = s.floodDomain().allPorts() ? java.util.Set.copyOf(ports.ports(sw))
          : java.util.Set.copyOf(Changes.floodDomain(network, s));
      List<String> removable = ports.switchPorts(sw).stream().filter(domain::contains).toList();
      // only where a port always stays (a host's): removing them all would leave a VLAN of no ports,
      // which the language cannot write (and the search has no rule against it)
      if (removable.size() < domain.size()) {
        removable.forEach(p -> out.add(new Change.FloodPortRemoval(sw, p)));
      }
    }
    List<Selector> ingress = new ArrayList<>();
    ports.neighbours(sw).forEach(n -> ingress.add(new Selector.Names(List.of(n))));
    if (ports.hasHosts(sw)) {
      ingress.add(Selector.HOSTS);
    }
    List<Selector> egress = ports.neighbours(sw).stream().map(n -> (Selector) new Selector.Names(List.of(n))).toList();
    boolean bounces = hasHigherNeighbour(ports, sw);
    // In DSCP mode a rewrite remarks DSCP values (rewrite dscp A -> B), which these candidates are not.
    for (int from : network.dscpMode() ? List.<Integer>of() : priorities) {
      for (int to : priorities) {
        if (from == to) {
          continue;
        }
        if (bounces) {
          out.add(new Change.Rewrite(sw, from, to, Selector.ABOVE, Selector.ABOVE));
        }
        if (ports.hasHosts(sw)) {
          out.add(new Change.Rewrite(sw, from, to, Selector.HOSTS, Selector.ANY));
        }
        for (Selector in : ingress) {
          for (Selector eg : egress) {
            out.add(new Change.Rewrite(sw, from, to, in, eg));
          }
        }
      }
    }
    for (String port : ports.switchPorts(sw)) {
      for (int p : network.qos().lossless()) {
        if (network.qos().pfcEnabled(sw, port, p)) {
          out.add(new Change.MakeLossy(sw, port, p));
        }
      }
    }
    for (Route r : network.routes()) {
      if (r.switchName().equals(sw) && !r.drops()) {
        out.add(new Change.RemoveRoute(r));
        if (r.via().size() > 1) {
          r.via().stream().distinct().forEach(m -> out.add(new Change.RemoveEcmpMember(r, m)));
        }
      }
    }
    return out;
  }

  private static boolean hasHigherNeighbour(PortMap ports, String sw) {
    OptionalInt mine = ports.level(sw);
    return mine.isPresent() && ports.neighbours(sw).stream()
        .anyMatch(n -> ports.level(n).isPresent() && ports.level(n).getAsInt() > mine.getAsInt());
  }
}

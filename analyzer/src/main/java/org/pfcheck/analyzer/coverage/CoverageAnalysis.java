package org.pfcheck.analyzer.coverage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.pfcheck.analyzer.Coverage;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.bdg.Injections;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DerivedRouting;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.scenario.Flow;

/**
 * The coverage pass: what becomes of every packet considered in the declared scenario, and the
 * warnings about those that are not delivered and about isolated switches. Destination groups whose
 * packets derived routing alone forwards and delivers (no explicit route for them anywhere, no standby
 * attachment, ARP and MAC entries present) are counted per group from {@link DerivedReach}: a source
 * whose switch reaches the group's switch delivers, any other is dropped at its own switch for lack
 * of a route. Every other group is searched ({@link GroupOutcomes}), per destination host when copies
 * leave through host ports (floods, routes to a host's port). Stateless.
 */
public final class CoverageAnalysis {
  private CoverageAnalysis() {
  }

  /**
   * The coverage of the declared scenario and its warnings. Immutable.
   *
   * @param coverage the counts
   * @param warnings PFC230 per isolated switch, PFC231 per kind of packet that is not delivered, PFC232 once
   *     when senders without a declared subnet were assumed to route
   */
  public record Result(Coverage coverage, List<Diagnostic> warnings) {
    public Result {
      warnings = List.copyOf(warnings);
    }
  }

  /** The coverage of {@code network}'s declared scenario, or empty when {@code deadline} passed first. */
  public static Optional<Result> of(Network network, Deadline deadline) {
    FabricIndex index = FabricIndex.shared(network, network.scenario());
    if (deadline.expired()) {
      return Optional.empty();
    }
    return of(ForwardingContext.of(index), deadline);
  }

  /** The coverage of {@code context}'s scenario, or empty when {@code deadline} passed first. */
  public static Optional<Result> of(ForwardingContext context, Deadline deadline) {
    return of(context, deadline, false);
  }

  /**
   * As {@link #of(ForwardingContext, Deadline)}; with {@code searchAll}, every group is searched, none
   * counted from reachability (the tests compare the two ways).
   */
  static Optional<Result> of(ForwardingContext context, Deadline deadline, boolean searchAll) {
    FabricIndex index = context.index();
    Injections injections = new Injections(index, context.classes());
    Pass pass = new Pass(context, injections, searchAll);
    boolean done = injections.allPairs() ? pass.allPairs(deadline) : pass.flows(deadline);
    if (!done) {
      return Optional.empty();
    }
    List<String> isolated = isolatedSwitches(index);
    AssumedRouting assumed = AssumedRouting.of(context, injections);
    Coverage coverage = pass.tally.coverage(isolated, assumed.hosts());
    return Optional.of(new Result(coverage, CoverageWarnings.of(index, coverage, pass.tally.examples(), assumed)));
  }

  /** Switches with no link up to another switch, when there are several switches. */
  static List<String> isolatedSwitches(FabricIndex index) {
    List<String> out = new ArrayList<>();
    for (int s = 0; index.switchCount() > 1 && s < index.switchCount(); s++) {
      boolean linked = false;
      for (int port = index.portStart[s]; port < index.portStart[s + 1] && !linked; port++) {
        linked = index.peerPort[port] >= 0;
      }
      if (!linked) {
        out.add(index.switchName(s));
      }
    }
    return out;
  }

  /** One pass's working state. */
  private static final class Pass {
    private final ForwardingContext context;
    private final FabricIndex index;
    private final Injections injections;
    private final DerivedReach reach;
    private final GroupOutcomes outcomes;
    private final int[] priorities;
    private final Tally tally = new Tally();
    private final boolean searchAll;
    private Map<Integer, int[]> classPorts;
    private DerivedRouting routing;

    Pass(ForwardingContext context, Injections injections, boolean searchAll) {
      this.searchAll = searchAll;
      this.context = context;
      this.index = context.index();
      this.injections = injections;
      this.reach = DerivedReach.of(index);
      this.outcomes = new GroupOutcomes(context, injections);
      this.priorities = injections.sourceLabels();
    }

    /** Derived routing alone forwards the group's packets, and delivers them where it reaches. */
    boolean plain(DestinationGroup g) {
      return !searchAll && g.arp() && g.mac() && g.standby().length == 0 && g.routeSwitches().length == 0
          && g.routeOverrides().length == 0 && !bridgedFar(g);
    }

    /**
     * Whether a live host's packets to {@code g} start bridged other than at its active switch into a domain
     * holding the members' port (there, bridged is delivered as routed is): the fates need a search.
     */
    private boolean bridgedFar(DestinationGroup g) {
      if (!injections.bridgesAny()) {
        return false;
      }
      int own = g.portAt(g.activeSwitch());
      for (Map.Entry<Integer, int[]> e : bridgingClasses().entrySet()) {
        if ((injections.starts(e.getKey(), injections.subnetClass(g.members()[0])) & 1 << Decision.BRIDGED) == 0) {
          continue;
        }
        for (int port : e.getValue()) {
          int domain = context.domains().bridged(port);
          if (index.portSwitch[port] != g.activeSwitch() || domain < 0 || !context.domains().contains(domain, own)) {
            return true;
          }
        }
      }
      return false;
    }

    /** Per subnet class of live hosts: their active ports, one per bridging domain and switch. */
    private Map<Integer, int[]> bridgingClasses() {
      if (classPorts == null) {
        Map<Integer, java.util.Map<Long, Integer>> byClass = new TreeMap<>();
        for (int h = 0; h < index.hostCount(); h++) {
          if (injections.live(h) && injections.subnetClass(h) != 0) {
            int port = index.hostActivePort[h];
            long key = (long) index.portSwitch[port] << 32 | (context.domains().bridged(port) & 0xffffffffL);
            byClass.computeIfAbsent(injections.subnetClass(h), k -> new java.util.HashMap<>()).putIfAbsent(key, port);
          }
        }
        classPorts = new TreeMap<>();
        byClass.forEach((c, ports) -> classPorts.put(c, ports.values().stream().mapToInt(Integer::intValue).toArray()));
      }
      return classPorts;
    }

    private int switchOf(int host) {
      return index.portSwitch[index.hostActivePort[host]];
    }

    private DerivedRouting routingTo(DestinationGroup g) {
      if (routing == null || routing.destination() != g.activeSwitch()) {
        routing = DerivedRouting.towards(index, g.activeSwitch());
      }
      return routing;
    }

    /** Every live host to every other host, in every source priority. */
    boolean allPairs(Deadline deadline) {
      long[] liveAt = new long[index.switchCount()];
      long live = 0;
      for (int h = 0; h < index.hostCount(); h++) {
        if (injections.live(h)) {
          liveAt[switchOf(h)]++;
          live++;
        }
      }
      long[] reaching = reach.weightReaching(liveAt);
      long perPair = priorities.length;
      for (DestinationGroup g : context.groups()) {
        if (deadline.expired()) {
          return false;
        }
        int dead = 0;
        for (int m : g.members()) {
          dead += index.hostDead[m] ? 1 : 0;
        }
        int alive = g.members().length - dead;
        tally.add(Tally.Fate.TO_DEAD_HOST, perPair * dead * live);
        if (alive == 0) {
          continue;
        }
        if (plain(g)) {
          long reached = reaching[g.activeSwitch()];
          tally.add(Tally.Fate.DELIVERED, perPair * alive * (reached - 1));
          tally.add(Tally.Fate.NO_ROUTE, perPair * alive * (live - reached));
          if (live > reached && tally.wantsExample(Tally.Fate.NO_ROUTE)) {
            noRouteExample(g);
          }
        } else {
          searched(g, alive);
        }
      }
      return true;
    }

    private void noRouteExample(DestinationGroup g) {
      for (int h = 0; h < index.hostCount(); h++) {
        if (injections.live(h) && !reach.reaches(switchOf(h), g.activeSwitch())) {
          tally.example(Tally.Fate.NO_ROUTE, new Tally.Example(h, g.members()[0],
              context.classes().value(priorities[0]), switchOf(h), -1));
          return;
        }
      }
    }

    /** A group derived routing alone does not decide: its fates by search, per member when copies reach hosts. */
    private void searched(DestinationGroup g, int alive) {
      outcomes.run(g, routingTo(g), -1);
      boolean perMember = false;
      for (int h = 0; h < index.hostCount() && !perMember; h++) {
        for (int p : priorities) {
          perMember |= injections.live(h) && (fate(h, g, p) & GroupOutcomes.HOST_EXIT) != 0;
        }
      }
      if (!perMember) {
        for (int h = 0; h < index.hostCount(); h++) {
          int others = alive - (!index.hostDead[h] && isMember(g, h) ? 1 : 0);
          if (injections.live(h) && others > 0) {
            for (int p : priorities) {
              count(h, firstAliveOtherThan(g, h), g, p, fate(h, g, p), others);
            }
          }
        }
        return;
      }
      for (int d : g.members()) {
        if (index.hostDead[d]) {
          continue;
        }
        outcomes.run(g, routingTo(g), d);
        for (int h = 0; h < index.hostCount(); h++) {
          if (injections.live(h) && h != d) {
            for (int p : priorities) {
              count(h, d, g, p, fate(h, g, p), 1);
            }
          }
        }
      }
    }

    private static boolean isMember(DestinationGroup g, int h) {
      for (int m : g.members()) {
        if (m == h) {
          return true;
        }
      }
      return false;
    }

    private int firstAliveOtherThan(DestinationGroup g, int h) {
      for (int m : g.members()) {
        if (m != h && !index.hostDead[m]) {
          return m;
        }
      }
      return -1;
    }

    /** The fates of {@code host}'s packets to {@code g} with {@code label}: those of each state they start in. */
    private int fate(int host, DestinationGroup g, int label) {
      int out = 0;
      for (int f = injections.starts(host, g); f != 0; f &= f - 1) {
        out |= outcomes.fate(outcomes.state(index.hostActivePort[host], label, Integer.numberOfTrailingZeros(f)));
      }
      return out;
    }

    /** Where a packet of {@code host} to {@code g} with {@code label} meets fate {@code bit}, or -1. */
    private int where(int host, DestinationGroup g, int label, int bit) {
      for (int f = injections.starts(host, g); f != 0; f &= f - 1) {
        int at = outcomes.where(outcomes.state(index.hostActivePort[host], label, Integer.numberOfTrailingZeros(f)), bit);
        if (at >= 0) {
          return at;
        }
      }
      return -1;
    }

    /** {@code packets} packets from {@code source} to {@code g} with {@code label} whose fates are {@code bits}. */
    private void count(int source, int destination, DestinationGroup g, int label, int bits, long packets) {
      Tally.Fate fate = Tally.of(bits);
      tally.add(fate, packets);
      if (tally.wantsExample(fate)) {
        int at = Tally.bit(fate) == 0 ? -1 : where(source, g, label, Tally.bit(fate));
        int route = fate == Tally.Fate.BY_ROUTE && at >= 0 ? g.routeAt(at) : -1;
        tally.example(fate, new Tally.Example(source, destination, context.classes().value(label), at, route));
      }
    }

    /** Exactly the declared flows that send something: from a live host to another host. */
    boolean flows(Deadline deadline) {
      Map<Integer, DestinationGroup> groupOf = new TreeMap<>();
      context.groups().forEach(g -> {
        for (int m : g.members()) {
          groupOf.put(m, g);
        }
      });
      Map<Integer, List<Flow>> byDestination = new TreeMap<>();
      for (Flow f : index.network().traffic().flows()) {
        int src = index.hostId(f.src());
        int dst = index.hostId(f.dst());
        if (src >= 0 && dst >= 0 && src != dst && injections.live(src) && groupOf.containsKey(dst)) {
          byDestination.computeIfAbsent(dst, k -> new ArrayList<>()).add(f);
        }
      }
      for (Map.Entry<Integer, List<Flow>> e : byDestination.entrySet()) {
        if (deadline.expired()) {
          return false;
        }
        int dst = e.getKey();
        DestinationGroup g = groupOf.get(dst);
        if (index.hostDead[dst]) {
          tally.add(Tally.Fate.TO_DEAD_HOST, e.getValue().size());
          continue;
        }
        boolean plain = plain(g);
        if (!plain) {
          outcomes.run(g, routingTo(g), dst);
        }
        for (Flow f : e.getValue()) {
          int src = index.hostId(f.src());
          if (plain) {
            boolean reaches = reach.reaches(switchOf(src), g.activeSwitch());
            tally.add(reaches ? Tally.Fate.DELIVERED : Tally.Fate.NO_ROUTE, 1);
            if (!reaches && tally.wantsExample(Tally.Fate.NO_ROUTE)) {
              tally.example(Tally.Fate.NO_ROUTE, new Tally.Example(src, dst, f.priority(), switchOf(src), -1));
            }
          } else {
            int label = context.classes().label(context.classes().dscpMode() ? f.dscp() : f.priority());
            if (label >= 0) {
              count(src, dst, g, label, fate(src, g, label), 1);
            }
          }
        }
      }
      return true;
    }
  }
}

package org.pfcheck.analyzer.sweep;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;
import org.pfcheck.analyzer.symmetry.Automorphism;
import org.pfcheck.analyzer.symmetry.AutomorphismCheck;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Link;

/**
 * The classes of a space's scenarios under verified automorphisms of the model: an automorphism maps
 * the space onto itself (it keeps the declared scenario and the candidates) and every scenario's
 * buffer-dependency graph onto its image's, so a scenario and its image have the same verdict. Classes
 * are the orbits of the group the automorphisms generate, found by union-find: each generator joins
 * every scenario with its image — for a generator that moves few candidates, only the scenarios that
 * hold one of them. Past the time budget the remaining unions are skipped, which leaves classes that are
 * only smaller, never wrong. Each generator is checked against the whole model here, where classes are
 * made, whatever proposed it ({@link AutomorphismCheck}): a permutation that is not an automorphism would
 * put scenarios of different verdicts in one class, and the class's one decision would speak for all of
 * them. Stateless.
 */
final class SymmetryClasses {
  private SymmetryClasses() {
  }

  /** The classes of {@code index}'s scenarios under {@code generators} (automorphisms of {@code network}). */
  static ScenarioClasses of(Network network, ScenarioIndex index, List<Automorphism> generators, long deadlineNanos) {
    Map<Link, Integer> modelLink = new HashMap<>();
    for (int l = 0; l < network.links().size(); l++) {
      modelLink.putIfAbsent(network.links().get(l), l);
    }
    Map<String, Integer> modelHost = new HashMap<>();
    for (int h = 0; h < network.hosts().size(); h++) {
      modelHost.putIfAbsent(network.hosts().get(h).name(), h);
    }
    int[] candLinks = index.space().links().stream().mapToInt(modelLink::get).toArray();
    int[] candHosts = index.space().hosts().stream().mapToInt(modelHost::get).toArray();
    int[] linkCand = inverse(candLinks, network.links().size());
    int[] hostCand = inverse(candHosts, network.hosts().size());
    int[] parent = new int[(int) index.size()];
    for (int i = 0; i < parent.length; i++) {
      parent[i] = i;
    }
    Optional<AutomorphismCheck> check = AutomorphismCheck.of(network);
    int used = 0;
    for (Automorphism a : generators) {
      Action act = new Action(a, candLinks, linkCand, candHosts, hostCand);
      if (check.isEmpty() || !act.keepsCandidates() || act.movedLinks.length + act.movedHosts.length == 0
          || check.get().problem(a).isPresent()) {
        continue;
      }
      if (System.nanoTime() - deadlineNanos > 0) {
        break;
      }
      used++;
      join(index, parent, act);
    }
    return ScenarioClasses.ofForest(parent, used);
  }

  /** Candidate positions by model position, -1 for non-candidates. */
  private static int[] inverse(int[] candidates, int n) {
    int[] out = new int[n];
    Arrays.fill(out, -1);
    for (int i = 0; i < candidates.length; i++) {
      out[candidates[i]] = i;
    }
    return out;
  }

  /**
   * An automorphism's action on candidate positions, looked up only for the candidates it moves (an
   * automorphism of a 65,536-host fabric that swaps two hosts costs two lookups, not 65,536).
   */
  private static final class Action {
    final Automorphism a;
    final int[] candLinks;
    final int[] linkCand;
    final int[] candHosts;
    final int[] hostCand;
    final int[] movedLinks;
    final int[] movedHosts;

    Action(Automorphism a, int[] candLinks, int[] linkCand, int[] candHosts, int[] hostCand) {
      this.a = a;
      this.candLinks = candLinks;
      this.linkCand = linkCand;
      this.candHosts = candHosts;
      this.hostCand = hostCand;
      movedLinks = movedCandidates(a.movedLinks(), linkCand);
      movedHosts = movedCandidates(a.movedHosts(), hostCand);
    }

    private static int[] movedCandidates(int[] moved, int[] candidateOf) {
      return Arrays.stream(moved).map(x -> candidateOf[x]).filter(c -> c >= 0).sorted().toArray();
    }

    /** Whether every moved candidate goes to a candidate (an automorphism checked against the space does). */
    boolean keepsCandidates() {
      return Arrays.stream(movedLinks).allMatch(i -> link(i) >= 0) && Arrays.stream(movedHosts).allMatch(i -> host(i) >= 0);
    }

    int link(int i) {
      return linkCand[a.linkOf(candLinks[i])];
    }

    int host(int i) {
      return hostCand[a.hostOf(candHosts[i])];
    }

    ScenarioIndex.Pick image(ScenarioIndex.Pick pick) {
      int[] links = new int[pick.links().length];
      for (int k = 0; k < links.length; k++) {
        links[k] = link(pick.links()[k]);
      }
      int[] hosts = new int[pick.hosts().length];
      for (int k = 0; k < hosts.length; k++) {
        hosts[k] = host(pick.hosts()[k]);
      }
      Arrays.sort(links);
      Arrays.sort(hosts);
      return new ScenarioIndex.Pick(links, hosts);
    }
  }

  /** Joins every scenario that holds a moved candidate with its image. */
  private static void join(ScenarioIndex index, int[] parent, Action act) {
    long[] counts = index.containing();
    long touched = act.movedLinks.length * counts[0] + act.movedHosts.length * counts[1];
    if (touched >= index.size()) {
      for (long i = 0; i < index.size(); i++) {
        union(parent, (int) i, (int) index.indexOf(act.image(index.pick(i))));
      }
      return;
    }
    for (int e : act.movedLinks) {
      index.forEachContaining(true, e, pick -> union(parent, (int) index.indexOf(pick),
          (int) index.indexOf(act.image(pick))));
    }
    for (int e : act.movedHosts) {
      index.forEachContaining(false, e, pick -> union(parent, (int) index.indexOf(pick),
          (int) index.indexOf(act.image(pick))));
    }
  }

  private static void union(int[] parent, int x, int y) {
    int a = ScenarioClasses.find(parent, x);
    int b = ScenarioClasses.find(parent, y);
    if (a != b) {
      parent[Math.max(a, b)] = Math.min(a, b);
    }
  }
}

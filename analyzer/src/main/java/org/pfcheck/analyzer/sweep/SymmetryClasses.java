package org.pfcheck.analyzer.sweep;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;
import org.pfcheck.analyzer.symmetry.Automorphism;
import org.pfcheck.model.Link;
import org.pfcheck.model.Network;

/**
 * The classes of a space's scenarios under verified automorphisms of the model: an automorphism maps
 * the space onto itself (it keeps the declared scenario and the candidates) and every scenario's
 * buffer-dependency graph onto its image's, so a scenario and its image have the same verdict. Classes
 * are the orbits of the group the automorphisms generate, found by union-find: each generator joins
 * every scenario with its image — for a generator that moves few candidates, only the scenarios that
 * hold one of them. Past the time budget the remaining unions are skipped, which leaves classes that are
 * only smaller, never wrong. Stateless.
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
    int used = 0;
    for (Automorphism a : generators) {
      int[] links = act(candLinks, linkCand, a.links());
      int[] hosts = act(candHosts, hostCand, a.hosts());
      if (links == null || hosts == null || moved(links).length + moved(hosts).length == 0) {
        continue;
      }
      if (System.nanoTime() - deadlineNanos > 0) {
        break;
      }
      used++;
      join(index, parent, links, hosts);
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

  /** The generator's action on candidate positions, or null when it does not keep the candidates. */
  private static int[] act(int[] candidates, int[] candidateOf, int[] image) {
    int[] out = new int[candidates.length];
    for (int i = 0; i < candidates.length; i++) {
      out[i] = candidateOf[image[candidates[i]]];
      if (out[i] < 0) {
        return null;
      }
    }
    return out;
  }

  private static int[] moved(int[] perm) {
    return java.util.stream.IntStream.range(0, perm.length).filter(i -> perm[i] != i).toArray();
  }

  /** Joins every scenario that holds a moved candidate with its image. */
  private static void join(ScenarioIndex index, int[] parent, int[] links, int[] hosts) {
    int[] movedLinks = moved(links);
    int[] movedHosts = moved(hosts);
    long[] counts = index.containing();
    long touched = movedLinks.length * counts[0] + movedHosts.length * counts[1];
    if (touched >= index.size()) {
      for (long i = 0; i < index.size(); i++) {
        union(parent, (int) i, (int) index.indexOf(image(index.pick(i), links, hosts)));
      }
      return;
    }
    for (int e : movedLinks) {
      index.forEachContaining(true, e, pick -> union(parent, (int) index.indexOf(pick),
          (int) index.indexOf(image(pick, links, hosts))));
    }
    for (int e : movedHosts) {
      index.forEachContaining(false, e, pick -> union(parent, (int) index.indexOf(pick),
          (int) index.indexOf(image(pick, links, hosts))));
    }
  }

  private static ScenarioIndex.Pick image(ScenarioIndex.Pick pick, int[] links, int[] hosts) {
    return new ScenarioIndex.Pick(mapped(pick.links(), links), mapped(pick.hosts(), hosts));
  }

  private static int[] mapped(int[] picked, int[] perm) {
    int[] out = new int[picked.length];
    for (int i = 0; i < picked.length; i++) {
      out[i] = perm[picked[i]];
    }
    Arrays.sort(out);
    return out;
  }

  private static void union(int[] parent, int x, int y) {
    int a = ScenarioClasses.find(parent, x);
    int b = ScenarioClasses.find(parent, y);
    if (a != b) {
      parent[Math.max(a, b)] = Math.min(a, b);
    }
  }
}

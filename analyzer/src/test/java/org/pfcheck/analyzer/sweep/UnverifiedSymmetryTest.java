package org.pfcheck.analyzer.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.analyzer.symmetry.Automorphism;
import org.pfcheck.model.Network;

/**
 * A sweep never uses a symmetry that was not verified against the model (issue 20: planting "accept an
 * unverified symmetry" was caught by one random seed of a differential test only). Planted here: a
 * permutation of two links that is not an automorphism, chosen so that it would join a deadlocking
 * scenario with a free one. Were it used, the class's one decision would speak for both, and a space
 * that deadlocks could be counted — or proven — free.
 */
class UnverifiedSymmetryTest {
  @Test
  void aPermutationThatIsNotAnAutomorphismMakesNoClass() throws Exception {
    Network n = ShardPartsTest.fatTree();
    ScenarioIndex index = ScenarioIndex.of(SpaceCandidates.of(n), Long.MAX_VALUE).orElseThrow();
    boolean[] cyclic = SweepDifferentialTest.bruteForce(n);
    Automorphism planted = joiningADeadlockWithAFreeScenario(n, index, cyclic);

    ScenarioClasses classes = SymmetryClasses.of(n, index, List.of(planted), System.nanoTime() + 60_000_000_000L);
    assertEquals(0, classes.automorphisms(), "the planted permutation was used: " + planted);
    for (long i = 0; i < index.size(); i++) {
      long rep = classes.representative(classes.classOf(i));
      assertEquals(cyclic[(int) i], cyclic[(int) rep], "scenario " + i + " is in the class of " + rep);
    }

    // and through the sweep's decisions: the deadlocking scenarios are all counted
    BaseScenario base = BaseScenario.build(n, Deadline.none()).orElseThrow();
    long[] all = java.util.stream.LongStream.range(0, classes.count()).toArray();
    ScenarioOutcome[] decisions = ClassDecisions.decide(base, index, classes, all, 2, Deadline.none(), SweepProgress.NONE);
    int failing = 0;
    for (long i = 0; i < index.size(); i++) {
      failing += decisions[(int) classes.classOf(i)].cyclic() ? 1 : 0;
    }
    assertEquals(56, failing);
  }

  @Test
  void verifiedSymmetriesStillFoldTheSpace() throws Exception {
    SweepEngine.Swept swept = SweepDifferentialTest.sweep(ShardPartsTest.fatTree(), true);
    assertTrue(swept.classes().automorphisms() > 0 && swept.classes().count() * 10 < 529, swept.classes().toString());
  }

  /**
   * The swap of two candidate links y and z (all else fixed) under which some scenario and its image
   * differ in verdict: were it taken for an automorphism, they would share a class.
   */
  private static Automorphism joiningADeadlockWithAFreeScenario(Network n, ScenarioIndex index, boolean[] cyclic) {
    int candidates = index.space().links().size();
    for (int y = 0; y < candidates; y++) {
      for (int z = y + 1; z < candidates; z++) {
        for (long i = 0; i < index.size(); i++) {
          ScenarioIndex.Pick pick = index.pick(i);
          int[] links = pick.links().clone();
          for (int k = 0; k < links.length; k++) {
            links[k] = links[k] == y ? z : links[k] == z ? y : links[k];
          }
          java.util.Arrays.sort(links);
          long image = index.indexOf(new ScenarioIndex.Pick(links, pick.hosts()));
          if (cyclic[(int) i] != cyclic[(int) image]) {
            return swap(n, n.links().indexOf(index.space().links().get(y)),
                n.links().indexOf(index.space().links().get(z)));
          }
        }
      }
    }
    throw new AssertionError("no two links whose swap changes a verdict");
  }

  private static Automorphism swap(Network n, int a, int b) {
    int[] switches = java.util.stream.IntStream.range(0, n.switches().size()).toArray();
    int[] hosts = java.util.stream.IntStream.range(0, n.hosts().size()).toArray();
    int[] links = java.util.stream.IntStream.range(0, n.links().size()).toArray();
    links[a] = b;
    links[b] = a;
    return new Automorphism(switches, hosts, links);
  }
}

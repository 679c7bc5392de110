package org.pfcheck.analyzer.index;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.fixtures.RandomFabrics;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Link;

/**
 * The index of a scenario derived from another scenario's index equals the index built from scratch,
 * field by field: whatever field the index gains, a derived index that copies a scenario-dependent one
 * from its base fails here.
 */
class DerivedIndexTest {
  @Test
  void derivedIndexEqualsFreshIndex() throws IllegalAccessException {
    int compared = 0;
    for (long seed = 0; seed < 200; seed++) {
      Network n = RandomFabrics.generate(seed);
      Random rnd = new Random(seed);
      FabricIndex base = new FabricIndex(n, n.scenario());
      List<Scenario.LinkDown> down = new ArrayList<>(n.scenario().linksDown());
      for (Link l : n.links()) {
        if (rnd.nextInt(3) == 0) {
          down.add(new Scenario.LinkDown(l.a(), l.b(), Origin.NONE));
        }
      }
      List<Scenario.DeadHost> dead = new ArrayList<>(n.scenario().deadHosts());
      n.hosts().forEach(h -> {
        if (rnd.nextInt(4) == 0) {
          dead.add(new Scenario.DeadHost(h.name(), Origin.NONE));
        }
      });
      // also fewer failures than the base: a derived index need not extend its base
      Scenario s = rnd.nextInt(4) == 0 ? Scenario.HEALTHY : new Scenario(down, dead, n.scenario().macMissing());
      FabricIndex fresh = new FabricIndex(n, s);
      FabricIndex derived = new FabricIndex(base, s);
      for (Field f : FabricIndex.class.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers())) {
          continue;
        }
        f.setAccessible(true);
        Object x = f.get(fresh);
        Object y = f.get(derived);
        long sd = seed;
        assertTrue(Objects.deepEquals(x, y), () -> "seed " + sd + ": field " + f.getName() + " differs");
        compared++;
      }
    }
    assertTrue(compared > 1000, "compared " + compared + " fields");
  }
}

package org.pfcheck.analyzer.sweep;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;

/**
 * The destination groups of a scenario whose packets may create a dependency the declared scenario's
 * graph G₀ lacks: those towards a destination switch whose routing distances changed, and those whose
 * forwarding attributes differ from the declared group their members were in (a host that died forms a
 * group of its own, flooded to on a MAC miss). Every other group forwards as it did, over fewer live
 * ports, with no more senders, so its dependencies are among G₀'s. Attributes are compared component
 * by component, whatever components {@link DestinationGroup} has, so a new one is compared too. Stateless.
 */
final class GroupChanges {
  private static final RecordComponent[] COMPONENTS = DestinationGroup.class.getRecordComponents();

  private GroupChanges() {
  }

  /** The groups of {@code scenario} to search again, in their order. */
  static List<DestinationGroup> of(BaseScenario base, ForwardingContext scenario, boolean[] changedDestinations) {
    List<DestinationGroup> out = new ArrayList<>();
    for (DestinationGroup g : scenario.groups()) {
      if (changedDestinations[g.activeSwitch()] || !unchanged(base, g)) {
        out.add(g);
      }
    }
    return out;
  }

  /** Whether {@code g} forwards as its first member's declared group did, and has only members of it. */
  private static boolean unchanged(BaseScenario base, DestinationGroup g) {
    int id = g.members().length == 0 ? -1 : base.groupOfHost[g.members()[0]];
    if (id < 0) {
      return false;
    }
    DestinationGroup declared = base.context.groups().get(id);
    for (int m : g.members()) {
      if (Arrays.binarySearch(declared.members(), m) < 0) {
        return false;
      }
    }
    return sameAttributes(g, declared);
  }

  /** Whether every component but the id and the members is equal (arrays by content). */
  static boolean sameAttributes(DestinationGroup a, DestinationGroup b) {
    for (RecordComponent c : COMPONENTS) {
      if (c.getName().equals("id") || c.getName().equals("members")) {
        continue;
      }
      Object x = value(c, a);
      Object y = value(c, b);
      boolean same = x instanceof int[] xs && y instanceof int[] ys ? Arrays.equals(xs, ys)
          : x instanceof Object[] xs && y instanceof Object[] ys ? Arrays.deepEquals(xs, ys)
          : x != null && x.getClass().isArray() ? Objects.deepEquals(new Object[] {x}, new Object[] {y})
          : Objects.equals(x, y);
      if (!same) {
        return false;
      }
    }
    return true;
  }

  private static Object value(RecordComponent c, DestinationGroup g) {
    try {
      return c.getAccessor().invoke(g);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + c.getName() + " of a destination group", e);
    }
  }
}

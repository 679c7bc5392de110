package org.pfcheck.model;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Which priorities have PFC enabled on a switch's ports, or on one port. Immutable.
 *
 * @param switchName the switch
 * @param port one port, or empty for all ports of the switch
 * @param priorities the enabled priorities (empty: PFC off)
 * @param origin where the setting was declared
 */
public record PfcSetting(String switchName, Optional<String> port, SortedSet<Integer> priorities, Origin origin) {
  public PfcSetting {
    Checks.name(switchName, "switch name");
    Objects.requireNonNull(port, "port");
    TreeSet<Integer> set = new TreeSet<>();
    priorities.forEach(p -> set.add(Checks.priority(p)));
    priorities = Collections.unmodifiableSortedSet(set);
    Objects.requireNonNull(origin, "origin");
  }
}

package org.pfcheck.model.qos;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * Which priorities have PFC enabled on a switch's ports, or on one port: the priorities the port's
 * ingress queues send pauses for, and whose pauses it honours at its egress. An asymmetric port (SONiC's
 * {@code pfc_asym on}: {@code SAI_PORT_ATTR_PRIORITY_FLOW_CONTROL_RX = 0xff}) honours pauses for every
 * priority while it sends them only for {@code priorities}. Immutable.
 *
 * @param switchName the switch
 * @param port one port, or empty for all ports of the switch
 * @param priorities the enabled priorities (empty: PFC off)
 * @param asymmetric whether the port honours pauses for every priority, not only for {@code priorities}
 * @param origin where the setting was declared
 */
public record PfcSetting(String switchName, Optional<String> port, SortedSet<Integer> priorities, boolean asymmetric,
    Origin origin) {
  public PfcSetting {
    Checks.name(switchName, "switch name");
    Objects.requireNonNull(port, "port");
    TreeSet<Integer> set = new TreeSet<>();
    priorities.forEach(p -> set.add(Checks.priority(p)));
    priorities = Collections.unmodifiableSortedSet(set);
    Objects.requireNonNull(origin, "origin");
  }

  /** A symmetric setting: the port honours pauses for exactly the priorities it sends them for. */
  public PfcSetting(String switchName, Optional<String> port, SortedSet<Integer> priorities, Origin origin) {
    this(switchName, port, priorities, false, origin);
  }

  /** Whether a port with this setting stops sending {@code priority} when its neighbour pauses it. */
  public boolean honours(int priority) {
    return asymmetric || priorities.contains(priority);
  }
}

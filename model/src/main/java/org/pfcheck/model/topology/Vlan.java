package org.pfcheck.model.topology;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * The member ports of a VLAN at one switch. Immutable.
 *
 * @param id the VLAN id, 1..4094
 * @param switchName the switch
 * @param ports member port names at that switch
 * @param origin where the membership was declared
 */
public record Vlan(int id, String switchName, List<String> ports, Origin origin) {
  public Vlan {
    if (id < 1 || id > 4094) {
      throw new IllegalArgumentException("VLAN " + id + " is outside 1..4094");
    }
    Checks.name(switchName, "switch name");
    ports = List.copyOf(ports);
    Objects.requireNonNull(origin, "origin");
  }
}

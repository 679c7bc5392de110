package org.pfcheck.model.topology;

import java.util.List;
import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A port-channel (LAG) of a switch ({@code lag S Po1 ports Ethernet0, Ethernet4}): one logical port
 * for flooding, its members used like ECMP. Immutable.
 *
 * @param switchName the switch
 * @param name the port-channel's name at the switch (not a port name)
 * @param members member port names at the switch
 * @param origin where it was declared
 */
public record Lag(String switchName, String name, List<String> members, Origin origin) {
  public Lag {
    Checks.name(switchName, "switch name");
    Checks.name(name, "port-channel name");
    members = List.copyOf(members);
    Objects.requireNonNull(origin, "origin");
  }
}

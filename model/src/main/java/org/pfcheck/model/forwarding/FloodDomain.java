package org.pfcheck.model.forwarding;

/**
 * The ports a switch floods to on a MAC miss (the ingress port is always excluded). Immutable.
 *
 * @param vlan the VLAN whose member ports at the switch form the domain; 0 means every port
 */
public record FloodDomain(int vlan) {
  /** Every port of the switch, links and hosts alike. */
  public static final FloodDomain ALL_PORTS = new FloodDomain(0);

  public FloodDomain {
    if (vlan < 0 || vlan > 4094) {
      throw new IllegalArgumentException("VLAN " + vlan + " is outside 1..4094");
    }
  }

  /** Whether the domain is every port. */
  public boolean allPorts() {
    return vlan == 0;
  }

  @Override
  public String toString() {
    return allPorts() ? "all" : "vlan " + vlan;
  }
}

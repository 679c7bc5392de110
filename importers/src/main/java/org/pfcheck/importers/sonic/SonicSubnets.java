package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.pfcheck.importers.sonic.L3Config.Address;

/**
 * A switch's server subnets, the {@code subnet}s of its {@code switch} statement: the subnets of its VLAN
 * interfaces that have a member port in the model, and of its routed ports (or port-channels) that face a
 * server or an end point outside the fabric. Link
 * subnets and loopbacks hold no server and are left out. Stateless.
 */
final class SonicSubnets {
  private SonicSubnets() {}

  static List<Address> of(SonicFabric f, Device d, Set<String> serverPorts) {
    List<Address> out = new ArrayList<>();
    for (Address a : d.l3().addresses()) {
      Device.VlanConfig vlan = d.vlans().get(a.iface());
      boolean vlanInModel = vlan != null && vlan.members().keySet().stream().anyMatch(m -> f.inModel(d.hostname(), m));
      Device.Lag lag = d.lags().get(a.iface());
      boolean facesHost = serverPorts.contains(a.iface()) || lag != null && lag.members().keySet().stream()
          .anyMatch(serverPorts::contains);
      if ((vlanInModel || facesHost) && out.stream().noneMatch(x -> x.subnet()
          .equals(a.subnet()))) {
        out.add(a);
      }
    }
    return out;
  }
}

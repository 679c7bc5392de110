package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.importers.sonic.L3Config.Address;

/**
 * A switch's server subnets, the {@code subnet}s of its {@code switch} statement: the subnets of its VLAN
 * interfaces that have a member port in the model, and of its routed ports that face a server. Link
 * subnets and loopbacks hold no server and are left out. Stateless.
 */
final class Subnets {
  private Subnets() {}

  static List<Address> of(Fabric f, Device d) {
    List<String> serverPorts = f.hosts().stream().flatMap(h -> h.attachments().stream())
        .filter(a -> a.device().equals(d.hostname())).map(Fabric.Attach::port).toList();
    List<Address> out = new ArrayList<>();
    for (Address a : d.l3().addresses()) {
      Device.VlanConfig vlan = d.vlans().get(a.iface());
      boolean vlanInModel = vlan != null && vlan.members().keySet().stream().anyMatch(m -> f.inModel(d.hostname(), m));
      boolean serverPort = serverPorts.contains(a.iface());
      if ((vlanInModel || serverPort) && out.stream().noneMatch(x -> x.subnet().equals(a.subnet()))) {
        out.add(a);
      }
    }
    return out;
  }
}

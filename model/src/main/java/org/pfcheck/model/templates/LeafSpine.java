package org.pfcheck.model.templates;

import java.util.List;
import java.util.Map;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Prefix;

/**
 * A two-tier leaf-spine: leaves {@code leaf<i>} with subnet 10.(i/256).(i%256).0/24, spines
 * {@code spine<j>}, hosts {@code h<i>_<n>}, and {@code uplinks} parallel links from every leaf to
 * every spine. Stateless.
 */
final class LeafSpine implements Template {
  @Override
  public String name() {
    return "leaf-spine";
  }

  @Override
  public String description() {
    return "two-tier leaf-spine with parallel uplinks from every leaf to every spine";
  }

  @Override
  public List<Parameter> parameters() {
    return List.of(
        Parameter.required("leaves", 1, "number of leaves (ToRs)"),
        Parameter.required("spines", 1, "number of spines"),
        Parameter.required("hosts-per-leaf", 0, "hosts attached to each leaf"),
        Parameter.optional("uplinks", 1, 1, "parallel links from each leaf to each spine"));
  }

  @Override
  public Fabric expand(Map<String, Integer> values, Origin origin) {
    int leaves = values.get("leaves");
    int spines = values.get("spines");
    int hosts = values.get("hosts-per-leaf");
    int uplinks = values.get("uplinks");
    FabricBuilder.checkHostsPerSwitch("hosts-per-leaf", hosts);
    FabricBuilder.checkSize(name(), FabricBuilder.product((long) leaves + spines), FabricBuilder.product(leaves, hosts),
        FabricBuilder.product(leaves, spines, uplinks));
    FabricBuilder b = new FabricBuilder(origin);
    for (int i = 0; i < leaves; i++) {
      b.addSwitch("leaf" + i, "leaf", hosts > 0 ? FabricBuilder.sequentialSubnet(i) : null);
    }
    for (int j = 0; j < spines; j++) {
      b.addSwitch("spine" + j, "spine", null);
    }
    for (int i = 0; i < leaves; i++) {
      Prefix subnet = FabricBuilder.sequentialSubnet(i);
      b.hosts("leaf" + i, "h" + i + "_", hosts, subnet);
    }
    for (int i = 0; i < leaves; i++) {
      for (int j = 0; j < spines; j++) {
        for (int u = 1; u <= uplinks; u++) {
          b.link("leaf" + i, "spine" + j, u);
        }
      }
    }
    return b.build();
  }
}

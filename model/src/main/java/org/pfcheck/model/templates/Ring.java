package org.pfcheck.model.templates;

import java.util.List;
import java.util.Map;
import org.pfcheck.model.Origin;

/**
 * A ring of switches {@code sw<i>}, each linked to {@code sw<(i+1)%N>} (one link for N = 2, none for
 * N = 1), with hosts {@code h<i>_<n>} in subnet 10.(i/256).(i%256).0/24. The smallest fabric whose
 * shortest-path routing has a cyclic buffer dependency. Stateless.
 */
final class Ring implements Template {
  @Override
  public String name() {
    return "ring";
  }

  @Override
  public String description() {
    return "a ring of switches";
  }

  @Override
  public List<Parameter> parameters() {
    return List.of(
        Parameter.required("switches", 1, "number of switches"),
        Parameter.optional("hosts-per-switch", 1, 0, "hosts attached to each switch"));
  }

  @Override
  public Fabric expand(Map<String, Integer> values, Origin origin) {
    int n = values.get("switches");
    int hosts = values.get("hosts-per-switch");
    FabricBuilder.checkHostsPerSwitch("hosts-per-switch", hosts);
    FabricBuilder.checkSize(name(), FabricBuilder.product(n), FabricBuilder.product(n, hosts),
        FabricBuilder.product(n));
    FabricBuilder b = new FabricBuilder(origin);
    for (int i = 0; i < n; i++) {
      b.addSwitch("sw" + i, "tor", hosts > 0 ? FabricBuilder.sequentialSubnet(i) : null);
    }
    for (int i = 0; i < n; i++) {
      b.hosts("sw" + i, "h" + i + "_", hosts, FabricBuilder.sequentialSubnet(i));
    }
    for (int i = 0; i < n; i++) {
      if (n > 2 || i + 1 < n) {
        b.link("sw" + i, "sw" + ((i + 1) % n));
      }
    }
    return b.build();
  }
}

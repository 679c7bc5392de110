package org.pfcheck.model.templates;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Prefix;

/**
 * The k-ary fat-tree: cores {@code core<i>}, aggregation switches {@code agg<p>_<a>}, ToRs
 * {@code tor<p>_<t>} with subnet 10.p.t.0/24 (first octet 10 + p/256 for large k), hosts
 * {@code h<p>_<t>_<i>} at .1, .2, …; every ToR links to every agg of its pod, and {@code agg<p>_<a>}
 * to cores {@code core<a*(k/2)+j>}, j &lt; k/2. Stateless.
 */
final class FatTree implements Template {
  @Override
  public String name() {
    return "fat-tree";
  }

  @Override
  public String description() {
    return "k-ary fat-tree: k pods of k/2 ToRs and k/2 aggs, (k/2)^2 cores, k/2 hosts per ToR";
  }

  @Override
  public List<Parameter> parameters() {
    return List.of(Parameter.required("k", 2, "switch radix, even"));
  }

  @Override
  public Fabric expand(Map<String, Integer> values, Origin origin) {
    int k = values.get("k");
    if (k % 2 != 0) {
      throw new IllegalArgumentException("fat-tree k must be even, not " + k);
    }
    BigInteger cube = FabricBuilder.product(k, k, k);
    FabricBuilder.checkSize(name(), FabricBuilder.product(5, k, k).shiftRight(2), cube.shiftRight(2),
        cube.shiftRight(1));
    int half = k / 2;
    FabricBuilder b = new FabricBuilder(origin);
    for (int i = 0; i < half * half; i++) {
      b.addSwitch("core" + i, "core", null);
    }
    for (int p = 0; p < k; p++) {
      for (int a = 0; a < half; a++) {
        b.addSwitch("agg" + p + "_" + a, "agg", null);
      }
      for (int t = 0; t < half; t++) {
        b.addSwitch("tor" + p + "_" + t, "tor", subnet(p, t));
      }
    }
    for (int p = 0; p < k; p++) {
      for (int t = 0; t < half; t++) {
        b.hosts("tor" + p + "_" + t, "h" + p + "_" + t + "_", half, subnet(p, t));
      }
    }
    for (int p = 0; p < k; p++) {
      for (int t = 0; t < half; t++) {
        for (int a = 0; a < half; a++) {
          b.link("tor" + p + "_" + t, "agg" + p + "_" + a);
        }
      }
      for (int a = 0; a < half; a++) {
        for (int j = 0; j < half; j++) {
          b.link("agg" + p + "_" + a, "core" + (a * half + j));
        }
      }
    }
    return b.build();
  }

  private static Prefix subnet(int pod, int tor) {
    return FabricBuilder.subnet24(10 + pod / 256, pod % 256, tor);
  }
}

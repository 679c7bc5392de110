package org.pfcheck.model.templates;

import java.util.List;
import java.util.Map;
import org.pfcheck.model.Origin;

/**
 * A three-tier Clos of pods: ToRs {@code tor<p>_<t>} (subnet: the ToR's sequential number n = p·T + t
 * gives 10.(n/256).(n%256).0/24), pod leaves {@code leaf<p>_<l>}, spines {@code spine<s>}, hosts
 * {@code h<p>_<t>_<i>}. Every ToR links to every leaf of its pod; leaf l of every pod links to the spines
 * s with s % L == l (spine planes) when the spine count is a multiple of L, else to every spine.
 * Stateless.
 */
final class Clos3 implements Template {
  @Override
  public String name() {
    return "clos3";
  }

  @Override
  public String description() {
    return "three-tier Clos: pods of ToRs and leaves, spine planes above the pods";
  }

  @Override
  public List<Parameter> parameters() {
    return List.of(
        Parameter.required("pods", 1, "number of pods"),
        Parameter.required("tors-per-pod", 1, "ToRs in each pod"),
        Parameter.required("leaves-per-pod", 1, "leaves in each pod"),
        Parameter.required("spines", 1, "number of spines"),
        Parameter.required("hosts-per-tor", 0, "hosts attached to each ToR"));
  }

  @Override
  public Fabric expand(Map<String, Integer> values, Origin origin) {
    int pods = values.get("pods");
    int tors = values.get("tors-per-pod");
    int leaves = values.get("leaves-per-pod");
    int spines = values.get("spines");
    int hosts = values.get("hosts-per-tor");
    FabricBuilder.checkHostsPerSwitch("hosts-per-tor", hosts);
    boolean planes = spines % leaves == 0;
    long spinesPerLeaf = planes ? spines / leaves : spines;
    FabricBuilder.checkSize(name(), FabricBuilder.product(pods, (long) tors + leaves).add(FabricBuilder.product(spines)),
        FabricBuilder.product(pods, tors, hosts),
        FabricBuilder.product(pods, tors, leaves).add(FabricBuilder.product(pods, leaves, spinesPerLeaf)));
    FabricBuilder b = new FabricBuilder(origin);
    for (int p = 0; p < pods; p++) {
      for (int t = 0; t < tors; t++) {
        b.addSwitch("tor" + p + "_" + t, "tor", hosts > 0 ? FabricBuilder.sequentialSubnet(p * tors + t) : null);
      }
      for (int l = 0; l < leaves; l++) {
        b.addSwitch("leaf" + p + "_" + l, "leaf", null);
      }
    }
    for (int s = 0; s < spines; s++) {
      b.addSwitch("spine" + s, "spine", null);
    }
    for (int p = 0; p < pods; p++) {
      for (int t = 0; t < tors; t++) {
        b.hosts("tor" + p + "_" + t, "h" + p + "_" + t + "_", hosts, FabricBuilder.sequentialSubnet(p * tors + t));
      }
    }
    for (int p = 0; p < pods; p++) {
      for (int t = 0; t < tors; t++) {
        for (int l = 0; l < leaves; l++) {
          b.link("tor" + p + "_" + t, "leaf" + p + "_" + l);
        }
      }
      for (int l = 0; l < leaves; l++) {
        for (int s = 0; s < spines; s++) {
          if (!planes || s % leaves == l) {
            b.link("leaf" + p + "_" + l, "spine" + s);
          }
        }
      }
    }
    return b.build();
  }
}

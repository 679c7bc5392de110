package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;

/** The generators make well-formed networks of the intended variety (the other properties rely on it). */
class GeneratorProperties {
  @Provide
  Arbitrary<Fabric> anyFabric() {
    return Fabrics.any();
  }

  @Property
  void generatedNetworksAreWellFormed(@ForAll("anyFabric") Fabric f) {
    assertEquals(List.of(), Analysis.errors(f.network()), f::toString);
    Statistics.label("verdict").collect(Analysis.graphEngine(f.network()).verdict().word());
    Statistics.label("topology").collect(f.topology().description().split(" ")[0]);
    Statistics.label("host route at the host's switch")
        .collect(f.forwarding().routes().stream().anyMatch(r -> r.hostRoute()));
    Statistics.label("asymmetric PFC port (pfc_asym on)")
        .collect(f.network().qos().pfc().stream().anyMatch(PfcSetting::asymmetric));
    Statistics.label("asymmetric PFC port (pfc_asym on)").coverage(c -> c.check(true).percentage(p -> p >= 10));
  }
}

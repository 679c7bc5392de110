package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.importers.Listing.Line;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.SonicFabric.LinkEdge;
import org.pfcheck.importers.sonic.QosConfig.Binding;
import org.pfcheck.importers.sonic.QosConfig.PortQos;

/**
 * The dual-ToR tunnel's remap of bounced packets as {@code rewrite dscp … on bounce} rules. A standby
 * ToR encapsulates what it bounces with the outer DSCP that {@code TUNNEL encap_tc_to_dscp_map} gives
 * the packet's traffic class, the class its ingress port's DSCP map gave it; a class the map does not
 * list keeps its DSCP. A rule is written for each DSCP value the remap changes, except where no DSCP map
 * of the fabric could tell the two values apart (they would be classified alike at every port). Ingress
 * ports with different DSCP maps get rules of their own ({@code from port …}). Stateless.
 */
final class BounceRemap {
  private BounceRemap() {}

  static List<Line> lines(SonicFabric f, SonicFabricIndex index, Device d, List<int[]> dscpMaps) {
    Optional<Binding> encap = d.qos().tunnel().flatMap(QosConfig.TunnelQos::encapTcToDscp);
    if (encap.isEmpty() || !index.standby(d.hostname())) {
      return List.of();
    }
    QosMap outer = d.qos().tcToDscp().get(encap.get().map());
    Map<String, List<String>> byMap = new LinkedHashMap<>();
    Map<String, Optional<Binding>> bindings = new LinkedHashMap<>();
    for (LinkEdge l : index.links(d.hostname())) {
      for (String port : l.a().equals(d.hostname()) ? List.of(l.aPort()) : l.b().equals(d.hostname())
          ? List.of(l.bPort()) : List.<String>of()) {
        Optional<Binding> b = Optional.ofNullable(d.qos().ports().get(port)).flatMap(PortQos::dscpToTc)
            .or(() -> d.qos().global());
        String key = b.map(Binding::map).orElse("");
        byMap.computeIfAbsent(key, k -> new ArrayList<>()).add(port);
        bindings.putIfAbsent(key, b);
      }
    }
    String sw = f.names().get(d.hostname());
    Provenance from = encap.get().from();
    List<Line> out = new ArrayList<>();
    byMap.forEach((key, ports) -> {
      int[] tc = bindings.get(key).map(b -> MapText.dscpToTc(d.qos().dscpToTc().get(b.map()))).orElse(new int[64]);
      String selector = byMap.size() == 1 ? "" : " from port " + String.join(", ", ports);
      for (int dscp = 0; dscp < 64; dscp++) {
        int to = outer.get(tc[dscp], dscp);
        if (to != dscp && visible(dscp, to, dscpMaps)) {
          out.add(new Line("rewrite dscp " + dscp + " -> " + to + " at " + sw + selector + " on bounce", List.of(from),
              "traffic class " + tc[dscp] + " of " + bindings.get(key).map(b -> "DSCP_TO_TC_MAP|" + b.map())
                  .orElse("the default (TC 0)")));
        }
      }
    });
    return out;
  }

  /** Whether some map classifies DSCP {@code a} and {@code b} differently (unmapped ports give both TC 0). */
  private static boolean visible(int a, int b, List<int[]> maps) {
    return maps.stream().anyMatch(m -> m[a] != m[b]);
  }
}

package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.importers.Provenance;

/**
 * Names the QoS maps the fabric's bindings use, across devices: maps of one table with the same name and
 * the same entries (the usual case: every switch renders {@code AZURE} from the same template) are one
 * map of the model; a name whose entries differ between devices gets a number ({@code AZURE_2}). Not
 * thread-safe; one per table and import.
 */
final class MapNames {
  private final SonicNames names = new SonicNames();
  private final Map<String, List<Defined>> byName = new HashMap<>();
  private final Map<QosMap, Defined> byMap = new java.util.IdentityHashMap<>();
  private final Map<String, Defined> inOrder = new LinkedHashMap<>();

  /**
   * A map of the model. Immutable apart from its list of the device maps it stands for.
   *
   * @param name its name in the model
   * @param map the first device map it stands for
   * @param sources every device map it stands for
   */
  record Defined(String name, QosMap map, List<Provenance> sources) {}

  /** The model's name for device map {@code m}, defining it on first use. */
  String use(QosMap m) {
    Defined known = byMap.get(m);
    if (known != null) {
      return known.name();
    }
    List<Defined> same = byName.computeIfAbsent(m.name(), k -> new ArrayList<>());
    for (Defined d : same) {
      if (d.map().sameAs(m)) {
        d.sources().add(m.entry().from());
        byMap.put(m, d);
        return d.name();
      }
    }
    String name = same.isEmpty() && SonicNames.valid(m.name()) ? m.name() : names.of(m.name() + (same.isEmpty() ? "" : "_"
        + (same.size() + 1)));
    names.reserve(name);
    List<Provenance> sources = new ArrayList<>();
    sources.add(m.entry().from());
    Defined d = new Defined(name, m, sources);
    same.add(d);
    byMap.put(m, d);
    inOrder.put(name, d);
    return name;
  }

  /** The maps defined, in the order first used. */
  List<Defined> defined() {
    return List.copyOf(inOrder.values());
  }
}

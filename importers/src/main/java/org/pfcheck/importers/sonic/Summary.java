package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.importers.Listing;

/** The import's summary for the user, one line per kind of element. Stateless. */
final class Summary {
  private Summary() {}

  static List<String> of(SonicFabric f, Listing listing) {
    List<String> out = new ArrayList<>();
    long down = f.links().stream().filter(l -> l.down().isPresent()).count();
    long dual = f.hosts().stream().filter(h -> h.attachments().size() > 1).count();
    int modelPorts = f.ports().values().stream().mapToInt(java.util.Set::size).sum();
    int allPorts = f.devices().values().stream().mapToInt(d -> d.ports().size()).sum();
    long outside = f.hosts().stream().filter(h -> h.outside().isPresent()).count();
    out.add(f.devices().size() + " switches, " + (f.hosts().size() - outside) + " servers" + (dual == 0 ? "" : " ("
        + dual + " dual-homed)") + (outside == 0 ? "" : ", " + outside + " end points outside the fabric") + ", "
        + f.links().size() + " links" + (down == 0 ? "" : " (" + down + " down)"));
    String faced = " face a switch or server of the fabric" + (outside == 0 ? "" : " or an end point outside it");
    out.add(modelPorts == allPorts ? "all " + allPorts + " ports" + faced : modelPorts + " of " + allPorts + " ports"
        + faced + "; the others carry no traffic in the model");
    out.add(f.routes().size() + " explicit routes; " + listing.statements() + " statements");
    return out;
  }
}

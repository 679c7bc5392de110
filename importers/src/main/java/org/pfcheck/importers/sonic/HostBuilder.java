package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.Device.Neighbour;
import org.pfcheck.importers.sonic.SonicFabric.Attach;
import org.pfcheck.importers.sonic.SonicFabric.HostNode;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Builds the servers from the {@code DEVICE_NEIGHBOR} entries that name them. A server named by two
 * ToRs is dual-homed: the ToR whose {@code MUX_CABLE} state is {@code active} delivers, the other is on
 * standby. Where neither state is fixed ({@code auto}, {@code manual}, or no {@code MUX_CABLE} entry)
 * the servers of a ToR pair are made active on the two ToRs in turn, so that bounces in both
 * directions are modelled (see docs/import-sonic.md). Addresses come from {@code MUX_CABLE
 * server_ipv4}, else the next free address of the subnet of the server's port. Not thread-safe.
 */
final class HostBuilder {
  private final Map<String, Device> devices;
  private final Diagnostics diagnostics;
  private final Map<String, List<Cable>> cables = new LinkedHashMap<>();
  private final List<Outside> outside = new ArrayList<>();

  HostBuilder(Map<String, Device> devices, Diagnostics diagnostics) {
    this.devices = devices;
    this.diagnostics = diagnostics;
  }

  /**
   * Records that {@code n} of {@code d} names a device without a file that is no server: an end point
   * outside the fabric, one per cable (it forwards nothing between the given devices), said to be
   * {@code type} (empty when nothing says).
   */
  void outside(Device d, Neighbour n, String type) {
    outside.add(new Outside(new Cable(d, n), type));
  }

  /** Records that {@code n} of {@code d} names a server. */
  void add(Device d, Neighbour n) {
    List<Cable> own = cables.computeIfAbsent(n.peer(), k -> new ArrayList<>());
    if (own.stream().anyMatch(c -> c.device().equals(d))) {
      diagnostics.report(Code.PFC409, n.from().span(), "server " + n.peer() + " is cabled to two ports of "
          + d.hostname() + "; the model gives a server one port per switch", "model one of the two cables, or"
          + " bundle them in a port-channel on both sides");
      return;
    }
    if (d.lagOf(n.localPort()).isPresent()) {
      diagnostics.report(Code.PFC409, n.from().span(), "server " + n.peer() + " is on " + d.hostname() + " "
          + n.localPort() + ", a member of port-channel " + d.lagOf(n.localPort()).get().name() + "; servers on"
          + " port-channels are not modelled", "cable the server to a plain port");
      return;
    }
    own.add(new Cable(d, n));
  }

  /** The servers, named without clashing with {@code switches} (hostname to model name). */
  List<HostNode> build(Map<String, String> switches) {
    SonicNames names = new SonicNames();
    switches.values().forEach(names::reserve);
    java.util.Set<String> switchNames = new java.util.HashSet<>(switches.values());
    cables.keySet().stream().filter(SonicNames::valid).filter(h -> !switchNames.contains(h)).forEach(names::reserve);
    Map<String, Integer> turns = new HashMap<>();
    List<HostNode> out = new ArrayList<>();
    for (Map.Entry<String, List<Cable>> e : cables.entrySet()) {
      List<Cable> cs = e.getValue();
      if (cs.isEmpty()) {
        continue;
      }
      Cable first = cs.get(0);
      boolean allDown = cs.stream().allMatch(c -> FabricStitcher.down(c.device(), c.n().localPort()).isPresent());
      Optional<Provenance> dead = allDown ? FabricStitcher.down(first.device(), first.n().localPort())
          : Optional.empty();
      out.add(new HostNode(names.of(e.getKey()), Optional.empty(), attachments(cs, turns), first.n().from(),
          Optional.empty(), dead, Optional.empty()));
    }
    Map<String, Long> cablesOf = new HashMap<>();
    outside.forEach(o -> cablesOf.merge(o.cable().n().peer(), 1L, Long::sum));
    for (Outside o : outside) {
      Cable c = o.cable();
      String peer = c.n().peer();
      String name = cablesOf.get(peer) == 1 && !cables.containsKey(peer) ? peer
          : peer + "-" + c.n().peerPort().orElse(c.n().localPort());
      out.add(new HostNode(names.of(name), Optional.empty(), List.of(new Attach(c.device().hostname(),
          c.n().localPort(), false, c.n().from(), Optional.empty())), c.n().from(), Optional.empty(),
          FabricStitcher.down(c.device(), c.n().localPort()), Optional.of(o.type())));
    }
    return new Addresses(devices, diagnostics).assign(out);
  }

  private List<Attach> attachments(List<Cable> cs, Map<String, Integer> turns) {
    List<Optional<Field>> states = cs.stream().map(c -> Optional.ofNullable(c.device().mux().get(c.n().localPort()))
        .flatMap(m -> m.field("state"))).toList();
    int active = -1;
    for (int k = 0; k < cs.size() && active < 0; k++) {
      if (states.get(k).map(f -> f.value().equals("active")).orElse(false)) {
        active = k;
      }
    }
    if (active < 0 && cs.size() == 2 && states.get(0).map(f -> f.value().equals("standby")).orElse(false)) {
      active = 1;
    }
    if (active < 0 && cs.size() == 2 && states.get(1).map(f -> f.value().equals("standby")).orElse(false)) {
      active = 0;
    }
    if (active < 0) {
      String pair = cs.stream().map(c -> c.device().hostname()).sorted().toList().toString();
      int turn = turns.merge(pair, 1, Integer::sum) - 1;
      active = cs.size() == 1 ? 0 : turn % cs.size();
    }
    List<Attach> out = new ArrayList<>();
    for (int k = 0; k < cs.size(); k++) {
      int i = (active + k) % cs.size();
      Cable c = cs.get(i);
      out.add(new Attach(c.device().hostname(), c.n().localPort(), k > 0, c.n().from(),
          cs.size() > 1 ? states.get(i).map(f -> new Provenance(f.span(), "MUX_CABLE|" + c.n().localPort() + " state"))
              : Optional.empty()));
    }
    return out;
  }

  /** One {@code DEVICE_NEIGHBOR} entry naming a server. */
  record Cable(Device device, Neighbour n) {}

  /** A cable to an end point outside the fabric, and what the neighbour is said to be. */
  record Outside(Cable cable, String type) {}
}

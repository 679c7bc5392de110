package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.Device.Neighbour;
import org.pfcheck.importers.sonic.SonicFabric.LinkEdge;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Stitches devices into one fabric by {@code DEVICE_NEIGHBOR}. An entry naming a device whose file is
 * among the inputs is one end of a link, and the other end's entry must name it back (PFC406 at every
 * entry that the other end does not confirm). An entry naming anything else is a server when
 * {@code DEVICE_NEIGHBOR_METADATA} (or the entry's own {@code type}) says so, and otherwise an end point
 * outside the fabric (a switch whose file is not given, or a neighbour nothing describes): it sends and
 * receives, forwards nothing, and is written {@code host ... outside}, so that every check of the fabric
 * says its verdict covers only the given devices (PFC420, which {@code --strict} refuses). A neighbour is
 * never silently dropped. Stateless.
 */
final class FabricStitcher {
  private FabricStitcher() {}

  /** The fabric of {@code inputs}. */
  static SonicFabric stitch(List<Device> inputs, Diagnostics diagnostics) {
    Map<String, Device> devices = new TreeMap<>();
    for (Device d : inputs) {
      Device earlier = devices.putIfAbsent(d.hostname(), d);
      if (earlier != null) {
        diagnostics.report(Code.PFC404, d.named().span(), d.file() + " and " + earlier.file() + " both configure "
            + d.hostname() + " (DEVICE_METADATA|localhost hostname)", "give each device one file; check the hostnames");
      }
    }
    Map<String, String> metadata = new LinkedHashMap<>();
    devices.values().forEach(d -> d.neighbourTypes().forEach(metadata::putIfAbsent));
    List<LinkEdge> links = new ArrayList<>();
    Map<String, Set<String>> ports = new LinkedHashMap<>();
    devices.keySet().forEach(h -> ports.put(h, new java.util.TreeSet<>(SonicNames.NATURAL)));
    HostBuilder hosts = new HostBuilder(devices, diagnostics);
    // multi-ASIC devices' ASICs by the device's hostname: none in most fabrics, looked up per neighbour
    Map<String, List<Device>> asics = new java.util.HashMap<>();
    devices.values().stream().filter(x -> x.asic().isPresent())
        .forEach(x -> asics.computeIfAbsent(x.chassis(), k -> new ArrayList<>()).add(x));
    for (Device d : devices.values()) {
      for (Neighbour n : d.neighbours().values()) {
        Device peer = peer(devices, asics, d, n);
        if (peer != null) {
          link(d, n, peer, diagnostics).ifPresent(l -> {
            links.add(l);
            ports.get(l.a()).add(l.aPort());
            ports.get(l.b()).add(l.bPort());
          });
        } else {
          Optional<String> type = Optional.ofNullable(metadata.get(n.peer())).filter(t -> !t.isEmpty()).or(n::type);
          if (type.isPresent() && SonicTiers.server(type.get())) {
            hosts.add(d, n);
          } else {
            hosts.outside(d, n, type.orElse(""));
          }
          ports.get(d.hostname()).add(n.localPort());
        }
      }
    }
    devices.values().stream().filter(d -> ports.get(d.hostname()).isEmpty()).forEach(d -> alone(d, diagnostics));
    ports.forEach((h, own) -> unwritable(devices.get(h), own, diagnostics));
    Map<String, String> names = modelNames(devices);
    SonicFabric fabric = new SonicFabric(devices, names, links, hosts.build(names), ports, List.of());
    return fabric.withRoutes(RouteBuilder.routes(fabric, new SonicFabricIndex(fabric), diagnostics));
  }

  /**
   * The device {@code n} of {@code d} names, if it is among the inputs: by hostname; on a multi-ASIC
   * device, another ASIC by its name ({@code ASIC1}); or the ASIC of a multi-ASIC device that holds the
   * named port. Null when none.
   */
  private static Device peer(Map<String, Device> devices, Map<String, List<Device>> asics, Device d, Neighbour n) {
    Device named = devices.get(n.peer());
    if (named != null || asics.isEmpty()) {
      return named;
    }
    if (d.asic().isPresent() && n.peer().toUpperCase(java.util.Locale.ROOT).startsWith("ASIC")) {
      named = devices.get(d.chassis() + "-" + n.peer().toLowerCase(java.util.Locale.ROOT));
      if (named != null) {
        return named;
      }
    }
    return asics.getOrDefault(n.peer(), List.of()).stream().filter(x -> n.peerPort()
        .map(p -> x.ports().containsKey(x.port(p))).orElse(false)).findFirst().orElse(null);
  }

  /** The link {@code n} of {@code d} describes, when the peer's entry confirms it and {@code d}'s end sorts first. */
  private static Optional<LinkEdge> link(Device d, Neighbour n, Device peer, Diagnostics diagnostics) {
    Optional<String> peerPortName = n.peerPort().map(peer::port);
    Optional<Neighbour> back = peerPortName.isPresent() ? Optional.ofNullable(peer.neighbours().get(peerPortName.get()))
        : peer.neighbours().values().stream().filter(b -> d.isNamed(b.peer())
            && b.peerPort().map(p -> d.port(p).equals(n.localPort())).orElse(true)).findFirst();
    boolean confirmed = back.isPresent() && d.isNamed(back.get().peer())
        && back.get().peerPort().map(p -> d.port(p).equals(n.localPort())).orElse(true);
    if (!confirmed) {
      // a backplane port's neighbour may come from its PORT description, and a port may be named by its
      // asic_port_name: say which entry and which port, as the files have them
      String says = back.map(b -> "its " + entry(b.from()) + " names " + b.peer() + b.peerPort().map(p -> " " + p
          + (d.port(p).equals(p) ? "" : ", which is " + d.hostname() + " " + d.port(p))).orElse("") + " ("
          + where(b.from()) + ")")
          .orElse(n.peerPort().map(p -> "it has no DEVICE_NEIGHBOR entry" + (peer.asic().isPresent() ? " or backplane"
              + " description" : "") + " for " + p + (peer.port(p).equals(p) ? "" : " (its port " + peer.port(p) + ")"))
              .orElse("none of its DEVICE_NEIGHBOR entries names " + d.hostname() + " " + n.localPort()));
      diagnostics.report(Code.PFC406, n.from().span(), d.hostname() + " " + n.localPort() + " names " + n.peer()
          + n.peerPort().map(p -> " " + p).orElse("") + " as its neighbour, but " + peer.file() + " does not agree: "
          + says, "make both ends' DEVICE_NEIGHBOR entries name each other (name and port)");
      return Optional.empty();
    }
    String peerPort = back.get().localPort();
    if (d.hostname().equals(peer.hostname()) || (d.hostname() + "|" + n.localPort()).compareTo(peer.hostname() + "|"
        + peerPort) > 0) {
      return Optional.empty();
    }
    Optional<Provenance> down = down(d, n.localPort()).or(() -> down(peer, peerPort));
    return Optional.of(new LinkEdge(d.hostname(), n.localPort(), peer.hostname(), peerPort,
        List.of(n.from(), back.get().from()), down));
  }

  /** Why port {@code port} of {@code d} is down: its own or its port-channel's admin status. */
  static Optional<Provenance> down(Device d, String port) {
    Device.Port p = d.ports().get(port);
    if (p != null && !p.up()) {
      return Optional.of(p.from());
    }
    return d.lagOf(port).filter(l -> !l.up()).map(Device.Lag::from);
  }

  /** PFC420: a device with no port in the model (no neighbours) is in no verdict, whatever it enables. */
  private static void alone(Device d, Diagnostics diagnostics) {
    long pfc = d.qos().ports().values().stream().filter(q -> q.pfcEnable().map(s -> !s.isEmpty()).orElse(false))
        .count();
    diagnostics.report(Code.PFC420, d.named().span(), d.hostname() + " has no DEVICE_NEIGHBOR entry: none of its "
        + d.ports().size() + " ports" + (pfc == 0 ? "" : " (" + pfc + " with pfc_enable)") + " is said to face"
        + " anything: the verdict covers its traffic only where an overlay (--with) declares a neighbour", "give its DEVICE_NEIGHBOR table (minigraph"
        + " renders it), or declare its neighbours in an overlay (--with)");
  }

  /** PFC409 for each port (or its port-channel) of the model whose name the language cannot write. */
  private static void unwritable(Device d, Set<String> ports, Diagnostics diagnostics) {
    Set<String> reported = new java.util.HashSet<>();
    for (String port : ports) {
      Optional<Provenance> at = !SonicNames.valid(port) ? Optional.ofNullable(d.ports().get(port)).map(Device.Port::from)
          : d.lagOf(port).filter(l -> !SonicNames.valid(l.name())).map(Device.Lag::from);
      String name = SonicNames.valid(port) ? d.lagOf(port).map(Device.Lag::name).orElse(port) : port;
      if (at.isPresent() && reported.add(name)) {
        diagnostics.report(Code.PFC409, at.get().span(), d.hostname() + " has a port named '" + name + "', which the"
            + " .pfc language cannot write (letters, digits and _, with single - or . between them)", "rename the"
            + " port in the configuration (SONiC names ports EthernetN and port-channels PortChannelN)");
      }
    }
  }

  /** Each device's name in the model: its hostname, made a valid name where it is not one. */
  private static Map<String, String> modelNames(Map<String, Device> devices) {
    SonicNames names = new SonicNames();
    devices.keySet().stream().filter(SonicNames::valid).forEach(names::reserve);
    Map<String, String> out = new LinkedHashMap<>();
    devices.keySet().forEach(h -> out.put(h, names.of(h)));
    return out;
  }

  /** The entry a neighbour comes from: {@code DEVICE_NEIGHBOR|Ethernet0}, or {@code PORT|Ethernet-BP0 description}. */
  private static String entry(Provenance p) {
    String what = p.what();
    return what.startsWith("DEVICE_NEIGHBOR|") && what.indexOf(' ') > 0 ? what.substring(0, what.lastIndexOf(' ')) : what;
  }

  private static String where(Provenance p) {
    return p.span().file() + ":" + p.span().line();
  }
}

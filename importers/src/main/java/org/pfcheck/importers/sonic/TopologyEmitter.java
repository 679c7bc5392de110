package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.pfcheck.importers.Listing;
import org.pfcheck.importers.Listing.Line;
import org.pfcheck.importers.Provenance;
import org.pfcheck.importers.sonic.SonicFabric.Attach;
import org.pfcheck.importers.sonic.SonicFabric.HostNode;
import org.pfcheck.importers.sonic.SonicFabric.LinkEdge;
import org.pfcheck.importers.sonic.L3Config.Address;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.Routing;

/**
 * The topology statements of a fabric: {@code switch} (tier from {@code DEVICE_METADATA type}, server
 * subnets), {@code host}, {@code link} (down when a port or port-channel of it is administratively
 * down), {@code lag}, {@code vlan} and {@code routed}, each limited to the ports in the model (a port
 * facing nothing the fabric holds carries no traffic). Stateless.
 */
final class TopologyEmitter {
  private TopologyEmitter() {}

  static List<Line> switches(SonicFabric f, SonicFabricIndex index, Routing.Mode routing, Diagnostics diagnostics) {
    List<Line> out = new ArrayList<>();
    for (Device d : f.devices().values()) {
      Optional<Field> type = d.meta("type");
      Optional<String> tier = type.flatMap(t -> SonicTiers.of(t.value()));
      if (tier.isEmpty() && routing == Routing.Mode.UP_DOWN) {
        diagnostics.report(Code.PFC412, type.map(Field::span).orElse(d.named().span()), d.hostname() + "'s role"
            + type.map(t -> " '" + t.value() + "'").orElse(" (DEVICE_METADATA|localhost type, not written)")
            + " has no tier, which up-down routing needs",
            "set DEVICE_METADATA|localhost type to ToRRouter, LeafRouter,"
            + " SpineRouter or UpperSpineRouter, or import with --routing shortest-path");
      }
      List<Address> subnets = index.subnets(d.hostname());
      List<Provenance> from = new ArrayList<>();
      from.add(type.isPresent() ? d.metadata().from("type") : d.named());
      subnets.forEach(a -> from.add(a.from()));
      out.add(Line.of("switch " + f.names().get(d.hostname()) + tier.map(t -> " tier " + t).orElse("")
          + (subnets.isEmpty() ? "" : " subnet " + subnets.stream().map(a -> a.subnet().toString())
              .collect(Collectors.joining(", "))), from));
    }
    return out;
  }

  static List<Line> hosts(SonicFabric f, SonicFabricIndex index) {
    List<Line> out = new ArrayList<>();
    for (HostNode h : f.hosts()) {
      Attach active = h.attachments().get(0);
      StringBuilder text = new StringBuilder("host ").append(h.name()).append(" at ")
          .append(f.names().get(active.device())).append(" port ").append(active.port());
      if (h.address().isPresent()) {
        text.append(" ip ").append(h.address().get());
      } else if (!index.subnets(active.device()).isEmpty()) {
        text.append(" ip none");
      }
      List<Provenance> from = new ArrayList<>();
      from.add(active.from());
      List<Listing.Part> parts = new ArrayList<>();
      for (Attach a : h.attachments().subList(1, h.attachments().size())) {
        int start = text.length() + 2;
        text.append(" standby ").append(f.names().get(a.device())).append(" port ").append(a.port());
        parts.add(new Listing.Part(start, text.length() + 1, a.role().orElse(a.from())));
        from.add(a.from());
      }
      if (h.outside().isPresent()) {
        text.append(" outside");
      }
      h.addressFrom().ifPresent(from::add);
      h.attachments().forEach(a -> a.role().ifPresent(from::add));
      String note = h.attachments().size() > 1 && h.attachments().stream().allMatch(a -> a.role().map(r -> true)
          .orElse(false)) ? "" : h.attachments().size() > 1 ? "mux state not fixed: active side assumed"
          : h.outside().map(t -> "assumed: an end point outside the fabric (" + (t.isEmpty()
              ? "nothing says what it is" : t + " without a config_db") + ")").orElse("");
      out.add(new Line(text.toString(), from, note).withParts(parts));
    }
    return out;
  }

  static List<Line> links(SonicFabric f) {
    List<Line> out = new ArrayList<>();
    for (LinkEdge l : f.links()) {
      out.add(new Line("link " + f.names().get(l.a()) + ":" + l.aPort() + " -- " + f.names().get(l.b()) + ":"
          + l.bPort() + (l.down().isPresent() ? " down" : ""), l.from(), l.down().map(p -> "down: " + baseName(p.span().file())
          + ":" + p.span().line() + " " + p.what()).orElse("")));
    }
    return out;
  }

  private static String baseName(String file) {
    return java.nio.file.Path.of(file).getFileName().toString();
  }

  /** The {@code lag}, {@code vlan} and {@code routed} statements. */
  static List<Line> layer2(SonicFabric f) {
    List<Line> out = new ArrayList<>();
    for (Device d : f.devices().values()) {
      String sw = f.names().get(d.hostname());
      d.lags().values().forEach(l -> {
        List<String> members = l.members().keySet().stream().filter(m -> f.inModel(d.hostname(), m)).toList();
        if (!members.isEmpty()) {
          out.add(Line.of("lag " + sw + " " + l.name() + " ports " + String.join(", ", members), List.of(l.from())));
        }
      });
      d.vlans().values().forEach(v -> {
        List<String> members = v.members().keySet().stream().filter(m -> f.inModel(d.hostname(), m)).toList();
        if (!members.isEmpty()) {
          out.add(Line.of("vlan " + v.id() + " at " + sw + " ports " + String.join(", ", members),
              members.stream().map(v.members()::get).toList()));
        }
      });
      List<String> routed = d.l3().routed().keySet().stream().filter(p -> f.inModel(d.hostname(), p)).toList();
      if (!routed.isEmpty()) {
        out.add(Line.of("routed " + sw + " ports " + String.join(", ", routed), routed.stream()
            .map(d.l3().routed()::get).toList()));
      }
    }
    return out;
  }
}

package org.pfcheck.grammar.yaml;

import static org.pfcheck.grammar.yaml.YamlWriter.endpoint;
import static org.pfcheck.grammar.yaml.YamlWriter.linkRef;
import static org.pfcheck.grammar.yaml.YamlWriter.names;
import static org.pfcheck.grammar.yaml.YamlWriter.num;
import static org.pfcheck.grammar.yaml.YamlWriter.nums;
import static org.pfcheck.grammar.yaml.YamlWriter.str;

import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;

/**
 * Each statement in the YAML form, as {@link YamlReader}'s section readers read it back: the inverse of
 * {@link YamlTopology}, {@link YamlQos}, {@link YamlForwarding} and {@link YamlScenario}. Stateless.
 */
final class YamlWriterStatements {
  private YamlWriterStatements() {}

  /**
   * Adds {@code s} to its section: an {@code item} of a list section, an entry of a mapping section
   * ({@code entries}) or a section's whole {@code value}. False when {@code s} has no YAML form.
   */
  static boolean add(Stmt s, BiConsumer<String, YamlNode> item, Function<String, YamlNode.Builder> entries,
      BiConsumer<String, YamlNode> value) {
    if (s instanceof Ast.NetworkStmt n) {
      value.accept("network", str(n.name().text()));
    } else if (s instanceof Ast.TiersStmt t) {
      value.accept("tiers", YamlNode.Seq.of(t.groups().stream().map(g -> g.size() == 1 ? str(g.get(0).text())
          : YamlNode.Seq.of(g.stream().map(x -> str(x.text())).toList())).toList()));
    } else if (s instanceof Ast.RoutingStmt r) {
      value.accept("routing", str(YamlWriter.routing(r.mode())));
    } else if (s instanceof Ast.TimersStmt t) {
      t.timers().forEach(x -> entries.apply("timers").put(x.arp() ? "arp" : "mac", x.value().text()));
    } else if (s instanceof Ast.LosslessStmt l) {
      value.accept("lossless", nums(l.priorities()));
    } else if (s instanceof Ast.DscpStmt d) {
      d.dscps().forEach(i -> entries.apply("dscp").put(numbers(i), num(d.priority())));
    } else if (s instanceof Ast.PfcStmt p) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put("switch", p.switchName().text());
      p.port().ifPresent(x -> b.put("port", x.text()));
      b.put("priorities", nums(p.priorities()));
      if (p.asymmetric()) {
        b.put("asymmetric", YamlNode.Scalar.bool(true));
      }
      item.accept("pfc", b.build());
    } else if (s instanceof Ast.MapStmt m) {
      YamlNode.Builder b = YamlNode.Mapping.builder();
      m.entries().forEach(e -> b.put(e.keys().map(YamlWriterStatements::numbers).orElse("default"), num(e.value())));
      entries.apply(m.dscp() ? "dscp-maps" : "tc-maps").put(m.name().text(), b.build());
    } else if (s instanceof Ast.ClassifyStmt c) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put("switch", names(c.switches()));
      c.ports().ifPresent(p -> b.put("ports", names(p)));
      if (c.tunnel()) {
        b.put("tunnel", YamlNode.Scalar.bool(true));
      }
      c.maps().forEach(m -> b.put(m.dscp() ? "dscp-map" : "tc-map", m.name().text()));
      item.accept("classify", b.build());
    } else if (s instanceof Ast.DefaultMacMissStmt d) {
      entries.apply("defaults").put("on-mac-miss", YamlWriter.policy(d.policy()));
    } else if (s instanceof Ast.DefaultFloodStmt d) {
      entries.apply("defaults").put("flood-domain", YamlWriter.floodDomain(d.vlan()));
    } else {
      return topology(s, item) || forwarding(s, item) || scenario(s, item, entries) || YamlHazards.write(s, item);
    }
    return true;
  }

  private static boolean topology(Stmt s, BiConsumer<String, YamlNode> item) {
    if (s instanceof Ast.FabricStmt f) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put("template", f.template().text());
      f.params().forEach(p -> b.put(p.name().text(), num(p.value())));
      item.accept("fabrics", b.build());
    } else if (s instanceof Ast.SwitchStmt w) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put("name", names(w.names()));
      for (Ast.SwitchOpt o : w.options()) {
        if (o instanceof Ast.TierOpt t) {
          b.put("tier", t.tier().text());
        } else if (o instanceof Ast.SubnetOpt n) {
          List<YamlNode> prefixes = n.prefixes().stream().<YamlNode>map(p -> str(p.address().text() + "/"
              + p.length().text())).toList();
          b.put("subnet", prefixes.size() == 1 ? prefixes.get(0) : YamlNode.Seq.of(prefixes));
        } else if (o instanceof Ast.MacMissOpt m) {
          b.put("on-mac-miss", YamlWriter.policy(m.policy()));
        } else if (o instanceof Ast.FloodOpt fl) {
          b.put("flood-domain", YamlWriter.floodDomain(fl.vlan()));
        }
      }
      item.accept("switches", b.build());
    } else if (s instanceof Ast.HostStmt h) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put("name", names(h.names()))
          .put("at", endpoint(h.at().switchName(), h.at().port()));
      List<YamlNode> standby = new java.util.ArrayList<>();
      boolean outside = false;
      for (Ast.HostOpt o : h.options()) {
        if (o instanceof Ast.IpOpt ip) {
          b.put("ip", ip.address().map(Ast.Tok::text).orElse("none"));
        } else if (o instanceof Ast.StandbyOpt st) {
          standby.add(endpoint(st.at().switchName(), st.at().port()));
        } else if (o instanceof Ast.OutsideOpt) {
          outside = true;
        }
      }
      if (!standby.isEmpty()) {
        b.put("standby", standby.size() == 1 ? standby.get(0) : YamlNode.Seq.of(standby));
      }
      if (outside) {
        b.put("outside", YamlNode.Scalar.bool(true));
      }
      item.accept("hosts", b.build());
    } else if (s instanceof Ast.LinkStmt l) {
      item.accept("links", !l.down() ? linkRef(l.link()) : YamlNode.Mapping.builder()
          .put("a", endpoint(l.link().a().node(), l.link().a().port()))
          .put("b", endpoint(l.link().b().node(), l.link().b().port())).put("down", YamlNode.Scalar.bool(true))
          .build());
    } else if (s instanceof Ast.LinksStmt l) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put("a", YamlWriter.list(l.left())).put("b", names(l.right()));
      item.accept("links", (l.down() ? b.put("down", YamlNode.Scalar.bool(true)) : b).build());
    } else if (s instanceof Ast.VlanStmt v) {
      item.accept("vlans", YamlNode.Mapping.builder().put("id", num(v.id())).put("switch", v.switchName().text())
          .put("ports", YamlWriter.list(v.ports())).build());
    } else if (s instanceof Ast.RoutedStmt r) {
      item.accept("routed", YamlNode.Mapping.builder().put("switch", r.switchName().text())
          .put("ports", YamlWriter.list(r.ports())).build());
    } else if (s instanceof Ast.LagStmt l) {
      item.accept("lags", YamlNode.Mapping.builder().put("switch", l.switchName().text()).put("name", l.name().text())
          .put("ports", YamlWriter.list(l.ports())).build());
    } else {
      return false;
    }
    return true;
  }

  private static boolean forwarding(Stmt s, BiConsumer<String, YamlNode> item) {
    if (s instanceof Ast.RouteStmt r) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put("switch", r.switchName().text())
          .put("prefix", r.prefix().address().text() + "/" + r.prefix().length().text());
      item.accept("routes", (r.via().isEmpty() ? b.put("drop", YamlNode.Scalar.bool(true)) : b.put("via",
          YamlWriter.list(r.via()))).build());
    } else if (s instanceof Ast.RewriteStmt r) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put(r.dscp() ? "dscp" : "priority", num(r.from()))
          .put("becomes", num(r.to()));
      for (Ast.Clause c : r.clauses()) {
        switch (c.kind()) {
          case ON -> b.put("decisions", c.on().orElse(RewriteRule.On.ANY).name().toLowerCase(Locale.ROOT));
          case AT -> b.put("at", selector(c.selector()));
          case FROM -> b.put("from", selector(c.selector()));
          case TO -> b.put("to", selector(c.selector()));
          default -> throw new IllegalStateException(c.kind().name());
        }
      }
      item.accept("rewrites", b.build());
    } else {
      return false;
    }
    return true;
  }

  private static YamlNode selector(Ast.SelectorTok s) {
    if (s.ports()) {
      return YamlNode.Mapping.builder().put("ports", YamlWriter.list(s.names())).build();
    }
    if (s.fixed().isEmpty()) {
      return names(s.names());
    }
    Selector f = s.fixed().get();
    if (f instanceof Selector.Tier t) {
      return YamlNode.Mapping.builder().put("tier", t.tier()).build();
    }
    return str(f.toString());
  }

  private static boolean scenario(Stmt s, BiConsumer<String, YamlNode> item,
      Function<String, YamlNode.Builder> entries) {
    if (s instanceof Ast.FlowStmt f) {
      YamlNode.Builder b = YamlNode.Mapping.builder().put("from", f.src().text()).put("to", f.dst().text());
      f.priority().ifPresent(p -> b.put("priority", num(p)));
      f.dscp().ifPresent(d -> b.put("dscp", num(d)));
      item.accept("flows", b.build());
    } else if (s instanceof Ast.DownStmt d) {
      item.accept("down", linkRef(d.link()));
    } else if (s instanceof Ast.DeadStmt d) {
      d.hosts().forEach(h -> item.accept("dead", str(YamlWriter.item(h))));
    } else if (s instanceof Ast.MacMissingStmt m) {
      item.accept("mac-missing", YamlNode.Mapping.builder().put("host", m.host().text()).put("at",
          m.switchName().text()).build());
    } else if (s instanceof Ast.SpaceLinksStmt l) {
      entries.apply("space").put("links-down", l.among().isEmpty() ? num(l.bound()) : YamlNode.Mapping.builder()
          .put("max", num(l.bound())).put("among", YamlNode.Seq.of(l.among().stream().map(YamlWriter::linkRef)
              .toList())).build());
    } else if (s instanceof Ast.SpaceHostsStmt h) {
      entries.apply("space").put("dead-hosts", h.among().isEmpty() ? num(h.bound()) : YamlNode.Mapping.builder()
          .put("max", num(h.bound())).put("among", YamlWriter.list(h.among())).build());
    } else {
      return false;
    }
    return true;
  }

  /** A number or a range of numbers as a key: {@code 26}, {@code 24..25}. */
  private static String numbers(Ast.NumItem i) {
    return i.first().text() + i.last().map(l -> ".." + l.text()).orElse("");
  }
}

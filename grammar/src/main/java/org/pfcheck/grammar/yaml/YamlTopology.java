package org.pfcheck.grammar.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.grammar.yaml.YamlNode.Entry;
import org.pfcheck.model.forwarding.MacMissPolicy;

/**
 * Reads the YAML form's topology sections into the statements the language's topology visitor makes:
 * {@code network}, {@code tiers}, {@code defaults}, {@code fabrics}, {@code switches}, {@code hosts},
 * {@code links}, {@code vlans}, {@code routed} and {@code lags} (docs/yaml.md). A statement whose
 * required parts are missing or wrong is left out; one with a wrong optional part keeps the rest.
 * Stateless apart from the shared {@link YamlValues}.
 */
final class YamlTopology {
  private final YamlValues v;

  YamlTopology(YamlValues v) {
    this.v = v;
  }

  void network(Entry e, List<Stmt> out) {
    v.name(e.value(), "the network's name").ifPresent(t -> out.add(new Ast.NetworkStmt(t, YamlValues.span(e))));
  }

  /** Bottom-up levels; a level is one tier or a list of tiers on the same level. */
  void tiers(Entry e, List<Stmt> out) {
    List<List<Tok>> groups = new ArrayList<>();
    for (YamlNode level : v.list(e.value(), "tiers")) {
      List<Tok> names = new ArrayList<>();
      List<YamlNode> items = YamlValues.oneOrMore(level);
      if (items.isEmpty()) {
        v.wrongType(level, "expected a tier, or a list of tiers on one level");
      }
      items.forEach(t -> v.name(t, "a tier").ifPresent(names::add));
      if (!names.isEmpty()) {
        groups.add(names);
      }
    }
    if (!groups.isEmpty()) {
      out.add(new Ast.TiersStmt(groups, YamlValues.span(e)));
    }
  }

  void defaults(Entry e, List<Stmt> out) {
    v.mapping(e.value(), "defaults").ifPresent(m -> {
      YamlFields f = new YamlFields(m, "defaults", List.of("on-mac-miss", "flood-domain"), v);
      f.get("on-mac-miss").flatMap(this::policy).ifPresent(p -> out.add(new Ast.DefaultMacMissStmt(p, m.span())));
      f.get("flood-domain").flatMap(this::floodDomain).ifPresent(d -> out.add(new Ast.DefaultFloodStmt(d, m.span())));
    });
  }

  private Optional<MacMissPolicy> policy(YamlNode n) {
    return v.choice(n, "an on-mac-miss policy", List.of("flood", "drop-lossless"))
        .map(p -> p.equals("flood") ? MacMissPolicy.FLOOD : MacMissPolicy.DROP_LOSSLESS);
  }

  /** {@code all} (no VLAN) or {@code {vlan: N}}; empty when wrong. */
  private Optional<Optional<Tok>> floodDomain(YamlNode n) {
    if (n instanceof YamlNode.Mapping m) {
      YamlFields f = new YamlFields(m, "a flood domain", List.of("vlan"), v);
      return f.require("vlan").flatMap(id -> v.number(id, "a VLAN id")).map(Optional::of);
    }
    return v.choice(n, "a flood domain ({vlan: N} or all)", List.of("all")).map(all -> Optional.empty());
  }

  /** Templates: {@code template} names one, every other key is one of its parameters. */
  void fabrics(Entry e, List<Stmt> out) {
    for (YamlNode item : v.list(e.value(), "fabrics")) {
      v.mapping(item, "a fabric template").ifPresent(m -> {
        Optional<YamlNode> template = new YamlFields(m, "this fabric", v).require("template");
        if (template.isEmpty()) {
          return;
        }
        List<Ast.Param> params = new ArrayList<>();
        for (Entry p : m.entries()) {
          if (!p.key().text().equals("template")) {
            Optional<Tok> name = v.name(p.key(), "a template parameter");
            v.number(p.value(), "the value of " + p.key().text()).ifPresent(n -> name.ifPresent(k ->
                params.add(new Ast.Param(k, n))));
          }
        }
        v.name(template.get(), "a template").ifPresent(t -> out.add(new Ast.FabricStmt(t, params, m.span())));
      });
    }
  }

  void switches(Entry e, List<Stmt> out) {
    v.items(e, "a switch", "this switch", List.of("name", "tier", "subnet", "on-mac-miss", "flood-domain"), (m, f) -> {
      List<Ast.NameItem> names = f.require("name").map(n -> v.names(n, "a switch")).orElse(List.of());
      List<Ast.SwitchOpt> options = new ArrayList<>();
      for (Entry o : m.entries()) {
        YamlNode value = o.value();
        switch (o.key().text()) {
          case "tier" -> v.name(value, "a tier").ifPresent(t -> options.add(new Ast.TierOpt(t, YamlValues.span(o))));
          case "subnet" -> {
            List<Ast.PrefixTok> prefixes = new ArrayList<>();
            YamlValues.oneOrMore(value).forEach(p -> v.prefix(p, "a subnet").ifPresent(prefixes::add));
            if (!prefixes.isEmpty()) {
              options.add(new Ast.SubnetOpt(prefixes, YamlValues.span(o)));
            }
          }
          case "on-mac-miss" -> policy(value).ifPresent(p -> options.add(new Ast.MacMissOpt(p, YamlValues.span(o))));
          case "flood-domain" -> floodDomain(value).ifPresent(d -> options.add(new Ast.FloodOpt(d,
              YamlValues.span(o))));
          default -> { }
        }
      }
      if (!names.isEmpty()) {
        out.add(new Ast.SwitchStmt(names, options, m.span()));
      }
    });
  }

  void hosts(Entry e, List<Stmt> out) {
    v.items(e, "a host", "this host", List.of("name", "at", "ip", "standby", "outside"), (m, f) -> {
      List<Ast.NameItem> names = f.require("name").map(n -> v.names(n, "a host")).orElse(List.of());
      Optional<Ast.AttachTok> at = f.require("at").flatMap(n -> attachment(n, "the host's switch"));
      List<Ast.HostOpt> options = new ArrayList<>();
      f.get("ip").ifPresent(ip -> address(ip).ifPresent(a -> options.add(new Ast.IpOpt(a, ip.span()))));
      f.get("standby").ifPresent(s -> YamlValues.oneOrMore(s).forEach(one -> attachment(one, "a standby switch")
          .ifPresent(a -> options.add(new Ast.StandbyOpt(a, one.span())))));
      f.get("outside").ifPresent(o -> v.flag(o, "outside").filter(Boolean::booleanValue)
          .ifPresent(yes -> options.add(new Ast.OutsideOpt(o.span()))));
      if (!names.isEmpty() && at.isPresent()) {
        out.add(new Ast.HostStmt(names, at.get(), options, m.span()));
      }
    });
  }

  private Optional<Ast.AttachTok> attachment(YamlNode n, String role) {
    return v.endpoint(n, role).map(p -> new Ast.AttachTok(p.node(), p.port()));
  }

  /** An address, or {@code none} (no address: an empty token). */
  private Optional<Optional<Tok>> address(YamlNode n) {
    if (n instanceof YamlNode.Scalar s && s.text().equals("none") && s.kind() == YamlNode.Kind.STRING) {
      return Optional.of(Optional.empty());
    }
    return v.word(n, "an address (or none)").map(Optional::of);
  }

  /**
   * {@code [A, B]} or {@code {a: A, b: B, down: true}}: one link between two ends (ports optional);
   * with a list or a name range on either side, every pair (ports implicit), as {@code links} writes it.
   */
  void links(Entry e, List<Stmt> out) {
    for (YamlNode item : v.list(e.value(), "links")) {
      if (item instanceof YamlNode.Seq) {
        v.linkRef(item, "a link").ifPresent(r -> out.add(new Ast.LinkStmt(r, false, item.span())));
        continue;
      }
      v.mapping(item, "a link ([A, B] or {a: A, b: B})").ifPresent(m -> {
        YamlFields f = new YamlFields(m, "this link", List.of("a", "b", "down"), v);
        boolean down = f.get("down").flatMap(d -> v.flag(d, "down")).orElse(false);
        Optional<YamlNode> a = f.require("a");
        Optional<YamlNode> b = f.require("b");
        if (a.isEmpty() || b.isEmpty()) {
          return;
        }
        if (YamlValues.single(a.get()) && YamlValues.single(b.get())) {
          Optional<Ast.EndpointTok> ea = v.endpoint(a.get(), "a link's end");
          Optional<Ast.EndpointTok> eb = v.endpoint(b.get(), "a link's end");
          if (ea.isPresent() && eb.isPresent()) {
            out.add(new Ast.LinkStmt(new Ast.LinkRefTok(ea.get(), eb.get(), m.span()), down, m.span()));
          }
          return;
        }
        List<Ast.NameItem> left = v.names(a.get(), "a switch");
        List<Ast.NameItem> right = v.names(b.get(), "a switch");
        if (!left.isEmpty() && !right.isEmpty()) {
          out.add(new Ast.LinksStmt(left, right, down, m.span()));
        }
      });
    }
  }

  void vlans(Entry e, List<Stmt> out) {
    v.items(e, "a VLAN", "this VLAN", List.of("id", "switch", "ports"), (m, f) -> {
      Optional<Tok> id = f.require("id").flatMap(n -> v.number(n, "a VLAN id"));
      Optional<Tok> sw = f.require("switch").flatMap(n -> v.name(n, "the VLAN's switch"));
      List<Ast.NameItem> ports = f.require("ports").map(n -> v.names(n, "a port")).orElse(List.of());
      if (id.isPresent() && sw.isPresent() && !ports.isEmpty()) {
        out.add(new Ast.VlanStmt(id.get(), sw.get(), ports, m.span()));
      }
    });
  }

  void routed(Entry e, List<Stmt> out) {
    v.items(e, "routed ports", "these routed ports", List.of("switch", "ports"), (m, f) -> {
      Optional<Tok> sw = f.require("switch").flatMap(n -> v.name(n, "the routed ports' switch"));
      List<Ast.NameItem> ports = f.require("ports").map(n -> v.names(n, "a port")).orElse(List.of());
      if (sw.isPresent() && !ports.isEmpty()) {
        out.add(new Ast.RoutedStmt(sw.get(), ports, m.span()));
      }
    });
  }

  void lags(Entry e, List<Stmt> out) {
    v.items(e, "a port-channel", "this port-channel", List.of("switch", "name", "ports"), (m, f) -> {
      Optional<Tok> sw = f.require("switch").flatMap(n -> v.name(n, "the port-channel's switch"));
      Optional<Tok> name = f.require("name").flatMap(n -> v.name(n, "a port-channel"));
      List<Ast.NameItem> ports = f.require("ports").map(n -> v.names(n, "a member port")).orElse(List.of());
      if (sw.isPresent() && name.isPresent() && !ports.isEmpty()) {
        out.add(new Ast.LagStmt(sw.get(), name.get(), ports, m.span()));
      }
    });
  }
}

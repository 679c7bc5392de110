package org.pfcheck.grammar.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.Opt;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.grammar.yaml.YamlNode.Entry;
import org.pfcheck.grammar.yaml.YamlNode.Scalar;
import org.pfcheck.model.hazards.BroadcastClass;

/**
 * The YAML form's hazard sections, both ways: {@code nics}, {@code pfc-watchdogs}, {@code buffers} and
 * {@code broadcast} read into the statements the language's hazard visitor makes, and those statements
 * written back (docs/yaml.md). Each setting is a key of its item, named as the language's option. Stateless
 * apart from the shared {@link YamlValues}.
 */
final class YamlHazards {
  private static final List<String> NIC = List.of("storm-watchdog", "retransmit", "mtt-entries", "page-size",
      "registered", "dscp");
  private static final List<String> WATCHDOG = List.of("detect", "restore", "action");
  private static final List<String> BUFFER = List.of("shared", "alpha", "headroom");

  private final YamlValues v;

  YamlHazards(YamlValues v) {
    this.v = v;
  }

  /** {@code {hosts: all | [H…], storm-watchdog, retransmit, …}} or {@code {at: [S…], …}}. */
  void nics(Entry e, List<Stmt> out) {
    v.items(e, "a NIC setting", "this NIC setting", concat(List.of("hosts", "at"), NIC), (m, f) -> {
      if (f.exclusive("hosts", "at") || !f.requireEither("hosts", "at")) {
        return;
      }
      Optional<Ast.Target> target = f.has("at")
          ? f.get("at").flatMap(at -> target(Ast.TargetKind.AT, v.names(at, "a switch"), at))
          : f.get("hosts").flatMap(h -> all(h) ? Optional.of(new Ast.Target(Ast.TargetKind.ALL, List.of(), h.span()))
              : target(Ast.TargetKind.NAMES, v.names(h, "a host"), h));
      List<Opt> options = options(m, NIC, f);
      if (target.isPresent() && !options.isEmpty()) {
        out.add(new Ast.NicStmt(target.get(), options, m.span()));
      }
    });
  }

  /** {@code {switches: all | [S…] | tier: T, ports?: host-ports | [P…], enabled?, detect?, restore?, action?}}. */
  void watchdogs(Entry e, List<Stmt> out) {
    List<String> keys = concat(List.of("switches", "tier", "ports", "enabled"), WATCHDOG);
    v.items(e, "a PFC watchdog setting", "this PFC watchdog setting", keys, (m, f) -> {
      boolean off = !f.get("enabled").flatMap(n -> v.flag(n, "enabled")).orElse(true);
      if (off && WATCHDOG.stream().anyMatch(f::has)) {
        v.diagnostics().report(org.pfcheck.model.diagnostics.Code.PFC027, m.span(), "this PFC watchdog setting turns"
            + " the watchdog off and sets " + String.join(", ", WATCHDOG.stream().filter(f::has).toList()),
            "leave out the times and action of a watchdog that is off");
        return;
      }
      Optional<Ast.Target> target = switches(f);
      Optional<Optional<Ast.PortsTok>> ports = ports(f);
      List<Opt> options = options(m, WATCHDOG, f);
      if (target.isPresent() && ports.isPresent()) {
        out.add(new Ast.WatchdogStmt(target.get(), ports.get(), off, options, m.span()));
      }
    });
  }

  /** {@code {switches: all | [S…] | tier: T, ports?: host-ports | [P…], shared?, alpha?, headroom?}}. */
  void buffers(Entry e, List<Stmt> out) {
    v.items(e, "a buffer setting", "this buffer setting", concat(List.of("switches", "tier", "ports"), BUFFER),
        (m, f) -> {
          Optional<Ast.Target> target = switches(f);
          Optional<Optional<Ast.PortsTok>> ports = ports(f);
          List<Opt> options = options(m, BUFFER, f);
          if (target.isPresent() && ports.isPresent() && !options.isEmpty()) {
            out.add(new Ast.BufferStmt(target.get(), ports.get(), options, m.span()));
          }
        });
  }

  /** {@code {class: arp | multicast, priority: P}}. */
  void broadcast(Entry e, List<Stmt> out) {
    v.items(e, "a broadcast class", "this broadcast class", List.of("class", "priority"), (m, f) -> {
      Optional<String> kind = f.require("class").flatMap(c -> v.choice(c, "a broadcast class", List.of("arp",
          "multicast")));
      Optional<Tok> priority = f.require("priority").flatMap(p -> v.number(p, "a priority"));
      if (kind.isPresent() && priority.isPresent()) {
        out.add(new Ast.BroadcastStmt(BroadcastClass.Kind.valueOf(kind.get().toUpperCase(Locale.ROOT)),
            priority.get(), m.span()));
      }
    });
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  private static boolean all(YamlNode n) {
    return n instanceof Scalar s && s.kind() == YamlNode.Kind.STRING && s.text().equals("all");
  }

  private static Optional<Ast.Target> target(Ast.TargetKind kind, List<Ast.NameItem> names, YamlNode n) {
    return names.isEmpty() ? Optional.empty() : Optional.of(new Ast.Target(kind, names, n.span()));
  }

  /** {@code switches: all}, {@code switches: [S…]} or {@code tier: T}: one of them. */
  private Optional<Ast.Target> switches(YamlFields f) {
    if (f.exclusive("switches", "tier") || !f.requireEither("switches", "tier")) {
      return Optional.empty();
    }
    if (f.has("tier")) {
      return f.get("tier").flatMap(t -> v.name(t, "a tier").map(n -> new Ast.Target(Ast.TargetKind.TIER,
          List.of(new Ast.NameItem(n, Optional.empty(), n.span())), t.span())));
    }
    return f.get("switches").flatMap(s -> all(s) ? Optional.of(new Ast.Target(Ast.TargetKind.ALL, List.of(),
        s.span())) : target(Ast.TargetKind.NAMES, v.names(s, "a switch"), s));
  }

  /** No {@code ports} (every port), {@code host-ports}, or port names; empty when wrong. */
  private Optional<Optional<Ast.PortsTok>> ports(YamlFields f) {
    Optional<YamlNode> ports = f.get("ports");
    if (ports.isEmpty()) {
      return Optional.of(Optional.empty());
    }
    YamlNode p = ports.get();
    if (p instanceof Scalar s && s.kind() == YamlNode.Kind.STRING && s.text().equals("host-ports")) {
      return Optional.of(Optional.of(new Ast.PortsTok(true, List.of(), p.span())));
    }
    List<Ast.NameItem> names = v.names(p, "a port, or host-ports");
    return names.isEmpty() ? Optional.empty() : Optional.of(Optional.of(new Ast.PortsTok(false, names, p.span())));
  }

  /** The settings among {@code keys} that {@code m} gives, in its order; PFC025 when a NIC or buffer gives none. */
  private List<Opt> options(YamlNode.Mapping m, List<String> keys, YamlFields f) {
    List<Opt> out = new ArrayList<>();
    for (Entry o : m.entries()) {
      String key = o.key().text();
      if (keys.contains(key)) {
        option(key, o.value()).ifPresent(values -> out.add(new Opt(key, values, YamlValues.span(o))));
      }
    }
    if (keys != WATCHDOG) {
      f.requireAny(keys);
    }
    return out;
  }

  /** One setting's value tokens, as the language's option takes them; empty when wrong. */
  private Optional<List<Tok>> option(String key, YamlNode n) {
    return switch (key) {
      case "storm-watchdog" -> n instanceof Scalar s && (s.kind() == YamlNode.Kind.BOOL && !v.flag(s, key).orElse(true)
          || s.kind() == YamlNode.Kind.STRING && s.text().equals("off")) ? Optional.of(List.of())
          : v.word(n, "a time (100ms, 2s), or off").map(List::of);
      case "retransmit" -> v.choice(n, "a retransmission", List.of("go-back-n", "go-back-0"))
          .map(r -> List.of(new Tok(r, n.span())));
      case "action" -> v.choice(n, "a watchdog action", List.of("drop", "forward", "alert"))
          .map(a -> List.of(new Tok(a, n.span())));
      case "mtt-entries", "dscp" -> v.number(n, key).map(List::of);
      case "alpha" -> fraction(n);
      default -> v.word(n, key.equals("detect") || key.equals("restore") ? "a time (200ms, 2s)"
          : "a size (4KB, 12MB)").map(List::of);
    };
  }

  /** {@code 1}, or {@code 1/16}: one or two number tokens. */
  private Optional<List<Tok>> fraction(YamlNode n) {
    if (n instanceof Scalar s && s.kind() == YamlNode.Kind.STRING && s.text().matches("[0-9]+/[0-9]+")) {
      int slash = s.text().indexOf('/');
      return Optional.of(List.of(new Tok(s.text().substring(0, slash), s.part(0, slash)),
          new Tok(s.text().substring(slash + 1), s.part(slash + 1, s.text().length()))));
    }
    if (n instanceof Scalar s && s.kind() == YamlNode.Kind.STRING) {
      v.wrongType(n, "expected a fraction, 1/16 or 1 (alpha)");
      return Optional.empty();
    }
    return v.number(n, "a fraction, 1/16 or 1 (alpha)").map(List::of);
  }

  // ---- writing

  /** Adds a hazard statement to its section as a list {@code item}; false for any other statement. */
  static boolean write(Stmt s, BiConsumer<String, YamlNode> item) {
    if (s instanceof Ast.NicStmt n) {
      YamlNode.Builder b = YamlNode.Mapping.builder();
      target(n.hosts(), n.hosts().kind() == Ast.TargetKind.AT ? "at" : "hosts", b);
      options(n.options(), b);
      item.accept("nics", b.build());
    } else if (s instanceof Ast.WatchdogStmt w) {
      YamlNode.Builder b = scope(w.switches(), w.ports());
      if (w.off()) {
        b.put("enabled", Scalar.bool(false));
      }
      options(w.options(), b);
      item.accept("pfc-watchdogs", b.build());
    } else if (s instanceof Ast.BufferStmt bu) {
      YamlNode.Builder b = scope(bu.switches(), bu.ports());
      options(bu.options(), b);
      item.accept("buffers", b.build());
    } else if (s instanceof Ast.BroadcastStmt br) {
      item.accept("broadcast", YamlNode.Mapping.builder().put("class", br.kind().name().toLowerCase(Locale.ROOT))
          .put("priority", YamlWriter.num(br.priority())).build());
    } else {
      return false;
    }
    return true;
  }

  private static YamlNode.Builder scope(Ast.Target t, Optional<Ast.PortsTok> ports) {
    YamlNode.Builder b = YamlNode.Mapping.builder();
    if (t.kind() == Ast.TargetKind.TIER) {
      b.put("tier", t.names().get(0).first().text());
    } else {
      target(t, "switches", b);
    }
    ports.ifPresent(p -> b.put("ports", p.hostPorts() ? YamlWriter.str("host-ports") : YamlWriter.list(p.names())));
    return b;
  }

  private static void target(Ast.Target t, String key, YamlNode.Builder b) {
    b.put(key, t.kind() == Ast.TargetKind.ALL ? YamlWriter.str("all") : YamlWriter.names(t.names()));
  }

  private static void options(List<Opt> options, YamlNode.Builder b) {
    for (Opt o : options) {
      List<Tok> values = o.values();
      YamlNode value = switch (o.keyword()) {
        case "storm-watchdog" -> values.isEmpty() ? Scalar.bool(false) : YamlWriter.str(values.get(0).text());
        case "mtt-entries", "dscp" -> YamlWriter.num(values.get(0));
        case "alpha" -> values.size() == 1 ? YamlWriter.num(values.get(0))
            : YamlWriter.str(values.get(0).text() + "/" + values.get(1).text());
        default -> YamlWriter.str(values.get(0).text());
      };
      b.put(o.keyword(), value);
    }
  }
}

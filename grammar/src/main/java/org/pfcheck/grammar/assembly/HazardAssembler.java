package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.hazards.BroadcastClass;
import org.pfcheck.model.hazards.BufferSetting;
import org.pfcheck.model.hazards.Fraction;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.hazards.HostScope;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.hazards.PortScope;
import org.pfcheck.model.hazards.Retransmission;
import org.pfcheck.model.hazards.SwitchScope;
import org.pfcheck.model.hazards.WatchdogAction;
import org.pfcheck.model.hazards.WatchdogSetting;

/**
 * Builds the hazard settings from {@code nic}, {@code pfc-watchdog}, {@code buffer} and {@code broadcast}
 * statements, in file order. An option given twice in one statement is PFC208 (PFC212 when equal); a
 * statement with a bad value is left out. Not thread-safe; one per reading.
 */
final class HazardAssembler {
  private final LiteralValues values;
  private final HazardValues amounts;
  private final Diagnostics diagnostics;
  private final OnceOnlySettings options;
  private final OnceOnlySettings.Repeats repeats;
  private final List<NicSetting> nics = new ArrayList<>();
  private final List<WatchdogSetting> watchdogs = new ArrayList<>();
  private final List<BufferSetting> buffers = new ArrayList<>();
  private final List<BroadcastClass> broadcast = new ArrayList<>();

  HazardAssembler(LiteralValues values, Diagnostics diagnostics) {
    this.values = values;
    this.amounts = new HazardValues(diagnostics);
    this.diagnostics = diagnostics;
    this.options = new OnceOnlySettings(diagnostics);
    this.repeats = options.repeats();
  }

  /** Takes one statement; false when it is not a hazard setting. */
  boolean accept(Ast.Stmt s) {
    if (s instanceof Ast.NicStmt n) {
      hostScope(n.hosts()).flatMap(scope -> nic(scope, n)).ifPresent(nics::add);
    } else if (s instanceof Ast.WatchdogStmt w) {
      switchScope(w.switches()).flatMap(scope -> portScope(w.ports()).flatMap(ports -> watchdog(scope, ports, w)))
          .ifPresent(watchdogs::add);
    } else if (s instanceof Ast.BufferStmt b) {
      switchScope(b.switches()).flatMap(scope -> portScope(b.ports()).flatMap(ports -> buffer(scope, ports, b)))
          .ifPresent(buffers::add);
    } else if (s instanceof Ast.BroadcastStmt b) {
      box(values.priority(b.priority())).filter(p -> repeats.firstTime("broadcast " + b.kind() + " " + p, b.span(),
          "'broadcast " + b.kind() + " priority " + p + "'"))
          .ifPresent(p -> broadcast.add(new BroadcastClass(b.kind(), p, Origin.of(b.span()))));
    } else {
      return false;
    }
    return true;
  }

  HazardSettings settings() {
    return new HazardSettings(nics, watchdogs, buffers, broadcast);
  }

  private Optional<NicSetting> nic(HostScope scope, Ast.NicStmt n) {
    OnceOnlySettings.Once<String> storm = options.once("storm-watchdog");
    OnceOnlySettings.Once<Retransmission> mode = options.once("retransmit");
    OnceOnlySettings.Once<Integer> mtt = options.once("mtt-entries");
    OnceOnlySettings.Once<Long> page = options.once("page-size");
    OnceOnlySettings.Once<Long> registered = options.once("registered");
    OnceOnlySettings.Once<Integer> dscp = options.once("dscp");
    boolean ok = true;
    OptionalLong timeout = OptionalLong.empty();
    for (Ast.Opt o : n.options()) {
      switch (o.keyword()) {
        case "storm-watchdog" -> {
          if (o.values().isEmpty()) {
            storm.set("off", o.span());
          } else {
            timeout = amounts.millis(o.values().get(0));
            ok &= timeout.isPresent();
            storm.set(o.values().get(0).text(), o.span());
          }
        }
        case "retransmit" -> mode.set("go-back-0".equals(o.values().get(0).text()) ? Retransmission.GO_BACK_0
            : Retransmission.GO_BACK_N, o.span());
        case "mtt-entries" -> ok &= set(values.number(o.values().get(0)).stream().filter(v -> positive(v, o)).boxed()
            .findFirst(), mtt, o);
        case "page-size" -> ok &= set(box(amounts.bytes(o.values().get(0))), page, o);
        case "registered" -> ok &= set(box(amounts.bytes(o.values().get(0))), registered, o);
        default -> ok &= set(box(values.dscp(o.values().get(0))), dscp, o);
      }
    }
    if (!ok) {
      return Optional.empty();
    }
    NicSetting s = NicSetting.of(scope, Origin.of(n.span()));
    if (storm.value().isPresent()) {
      s = timeout.isPresent() ? s.withStormWatchdog(timeout.getAsLong()) : s.withStormWatchdogOff();
    }
    s = mode.value().map(s::withRetransmission).orElse(s);
    s = mtt.value().map(s::withMtt).orElse(s);
    s = page.value().map(s::withPageBytes).orElse(s);
    s = registered.value().map(s::withRegisteredBytes).orElse(s);
    return Optional.of(dscp.value().map(s::withDscp).orElse(s));
  }

  private Optional<WatchdogSetting> watchdog(SwitchScope switches, PortScope ports, Ast.WatchdogStmt w) {
    Origin origin = Origin.of(w.span());
    if (w.off()) {
      return Optional.of(WatchdogSetting.off(switches, ports, origin));
    }
    OnceOnlySettings.Once<Long> detect = options.once("detect");
    OnceOnlySettings.Once<Long> restore = options.once("restore");
    OnceOnlySettings.Once<WatchdogAction> action = options.once("action");
    boolean ok = true;
    for (Ast.Opt o : w.options()) {
      switch (o.keyword()) {
        case "detect" -> ok &= set(box(amounts.millis(o.values().get(0))), detect, o);
        case "restore" -> ok &= set(box(amounts.millis(o.values().get(0))), restore, o);
        default -> action.set(WatchdogAction.valueOf(o.values().get(0).text().toUpperCase(java.util.Locale.ROOT)),
            o.span());
      }
    }
    return ok ? Optional.of(new WatchdogSetting(switches, ports, true, unbox(detect), unbox(restore), action.value(),
        origin)) : Optional.empty();
  }

  private Optional<BufferSetting> buffer(SwitchScope switches, PortScope ports, Ast.BufferStmt b) {
    OnceOnlySettings.Once<Long> shared = options.once("shared");
    OnceOnlySettings.Once<Fraction> alpha = options.once("alpha");
    OnceOnlySettings.Once<Long> headroom = options.once("headroom");
    boolean ok = true;
    for (Ast.Opt o : b.options()) {
      if (!"headroom".equals(o.keyword()) && b.ports().isPresent()) {
        diagnostics.report(Code.PFC001, o.span(), "'" + o.keyword() + "' is a setting of the whole switch, not of ports",
            "write it in a 'buffer' statement without 'port' or 'host-ports': buffer SWITCH " + o.keyword() + " …");
        ok = false;
        continue;
      }
      switch (o.keyword()) {
        case "shared" -> ok &= set(box(amounts.bytes(o.values().get(0))), shared, o);
        case "alpha" -> ok &= set(amounts.fraction(o.values().get(0), o.values().stream().skip(1).findFirst()), alpha, o);
        default -> ok &= set(box(amounts.bytes(o.values().get(0))), headroom, o);
      }
    }
    return ok ? Optional.of(new BufferSetting(switches, ports, unbox(shared), alpha.value(), unbox(headroom),
        Origin.of(b.span()))) : Optional.empty();
  }

  private boolean positive(int v, Ast.Opt o) {
    if (v > 0) {
      return true;
    }
    diagnostics.report(Code.PFC003, o.values().get(0).span(), "'" + o.keyword() + "' must be positive",
        "write a whole number above 0, e.g. mtt-entries 2048");
    return false;
  }

  /** Sets {@code once} to {@code v} when present; false when the value was bad (already reported). */
  private static <T> boolean set(Optional<T> v, OnceOnlySettings.Once<T> once, Ast.Opt o) {
    v.ifPresent(x -> once.set(x, o.span()));
    return v.isPresent();
  }

  private static Optional<Long> box(OptionalLong v) {
    return v.isPresent() ? Optional.of(v.getAsLong()) : Optional.empty();
  }

  private static Optional<Integer> box(OptionalInt v) {
    return v.isPresent() ? Optional.of(v.getAsInt()) : Optional.empty();
  }

  private static OptionalLong unbox(OnceOnlySettings.Once<Long> once) {
    return once.value().map(OptionalLong::of).orElse(OptionalLong.empty());
  }

  private Optional<HostScope> hostScope(Ast.Target t) {
    return switch (t.kind()) {
      case ALL -> Optional.of(HostScope.ALL);
      case AT -> names(t).map(HostScope::at);
      default -> names(t).map(HostScope::hosts);
    };
  }

  private Optional<SwitchScope> switchScope(Ast.Target t) {
    return switch (t.kind()) {
      case ALL -> Optional.of(SwitchScope.ALL);
      case TIER -> Optional.of(SwitchScope.tier(t.names().get(0).first().text()));
      default -> names(t).map(SwitchScope::switches);
    };
  }

  /** The port scope; empty when a range was bad (reported). */
  private Optional<PortScope> portScope(Optional<Ast.PortsTok> ports) {
    if (ports.isEmpty()) {
      return Optional.of(PortScope.ALL);
    }
    if (ports.get().hostPorts()) {
      return Optional.of(PortScope.HOST_PORTS);
    }
    List<LiteralValues.Named> named = values.names(ports.get().names());
    return named.isEmpty() ? Optional.empty() : Optional.of(PortScope.ports(named.stream().map(LiteralValues.Named::name).toList(),
        named.stream().map(p -> Origin.of(p.span())).toList()));
  }

  /** The names of a target, ranges expanded; empty when a range was bad (reported). */
  private Optional<List<String>> names(Ast.Target t) {
    List<String> names = values.names(t.names()).stream().map(LiteralValues.Named::name).toList();
    return names.isEmpty() ? Optional.empty() : Optional.of(names);
  }
}

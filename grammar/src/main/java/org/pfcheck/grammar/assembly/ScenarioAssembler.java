package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.EndpointTok;
import org.pfcheck.grammar.parse.Ast.LinkRefTok;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.scenario.Flow;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.scenario.Timers;
import org.pfcheck.model.scenario.Traffic;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Link;

/**
 * Builds L2 timers, declared flows, the scenario and the scenario space. Runs after the topology and
 * QoS statements: a {@code down} without ports names a declared link, and a flow's DSCP is mapped to
 * its priority. Not thread-safe; one per reading.
 */
final class ScenarioAssembler {
  private final LiteralValues values;
  private final Diagnostics diagnostics;
  private final TopologyAssembler topology;
  private final QosAssembler qos;
  private final OnceOnlySettings options;
  private final OnceOnlySettings.Once<Long> arp;
  private final OnceOnlySettings.Once<Long> mac;
  private final List<Flow> flows = new ArrayList<>();
  private final List<Scenario.LinkDown> down = new ArrayList<>();
  private final List<Scenario.DeadHost> dead = new ArrayList<>();
  private final List<Scenario.MacMissing> macMissing = new ArrayList<>();
  private final OnceOnlySettings.Once<Integer> maxLinksDown;
  private final OnceOnlySettings.Once<Integer> maxDeadHosts;
  private final List<Scenario.LinkDown> linkCandidates = new ArrayList<>();
  private final List<String> hostCandidates = new ArrayList<>();
  private final Map<String, SourceSpan> hostCandidateSpans = new HashMap<>();
  private final OnceOnlySettings.Repeats repeats;
  private Origin timersOrigin = Origin.NONE;
  private Origin spaceOrigin;

  ScenarioAssembler(LiteralValues values, Diagnostics diagnostics, TopologyAssembler topology, QosAssembler qos) {
    this.values = values;
    this.diagnostics = diagnostics;
    this.topology = topology;
    this.qos = qos;
    this.options = new OnceOnlySettings(diagnostics);
    this.arp = options.once("arp timer");
    this.mac = options.once("mac timer");
    this.maxLinksDown = options.once("space links-down");
    this.maxDeadHosts = options.once("space dead-hosts");
    this.repeats = options.repeats();
  }

  /** Takes one statement; false when it says nothing about timers, traffic or scenarios. */
  boolean accept(Ast.Stmt s) {
    if (s instanceof Ast.TimersStmt t) {
      timers(t);
    } else if (s instanceof Ast.FlowStmt f) {
      flow(f);
    } else if (s instanceof Ast.LinkStmt || s instanceof Ast.LinksStmt) {
      boolean isDown = s instanceof Ast.LinkStmt l ? l.down() : ((Ast.LinksStmt) s).down();
      if (isDown) {
        topology.linksOf(s).forEach(l -> linkDown(new Scenario.LinkDown(l.a(), l.b(), Origin.of(s.span())), s.span()));
      }
    } else if (s instanceof Ast.DownStmt d) {
      resolve(d.link(), Origin.of(d.span())).ifPresent(l -> linkDown(l, d.span()));
    } else if (s instanceof Ast.DeadStmt d) {
      values.names(d.hosts()).stream().filter(n -> repeats.firstTime("dead " + n.name(), n.span(), "'dead " + n.name() + "'"))
          .forEach(n -> dead.add(new Scenario.DeadHost(n.name(), Origin.of(d.span()))));
    } else if (s instanceof Ast.MacMissingStmt m) {
      String what = "'mac-missing " + m.host().text() + " at " + m.switchName().text() + "'";
      if (repeats.firstTime(what, m.span(), what)) {
        macMissing.add(new Scenario.MacMissing(m.switchName().text(), m.host().text(), Origin.of(m.span())));
      }
    } else if (s instanceof Ast.SpaceLinksStmt sl) {
      space(sl.span());
      values.number(sl.bound()).ifPresent(b -> maxLinksDown.set(b, sl.span()));
      sl.among().forEach(l -> resolve(l, Origin.of(l.span())).filter(c -> repeats.firstTime(List.of("among", c.key()), l.span(),
          "candidate link " + c.a() + " -- " + c.b())).ifPresent(linkCandidates::add));
    } else if (s instanceof Ast.SpaceHostsStmt sh) {
      space(sh.span());
      values.number(sh.bound()).ifPresent(b -> maxDeadHosts.set(b, sh.span()));
      values.names(sh.among()).stream().filter(n -> repeats.firstTime("among " + n.name(), n.span(),
          "candidate host " + n.name())).forEach(n -> {
            hostCandidates.add(n.name());
            hostCandidateSpans.put(n.name(), n.span());
          });
    } else {
      return false;
    }
    return true;
  }

  private void timers(Ast.TimersStmt t) {
    if (arp.value().isEmpty() && mac.value().isEmpty()) {
      timersOrigin = Origin.of(t.span());
    }
    for (Ast.Timer timer : t.timers()) {
      OptionalLong seconds = values.duration(timer.value());
      if (seconds.isPresent()) {
        (timer.arp() ? arp : mac).set(seconds.getAsLong(), timer.span());
      }
    }
  }

  private void flow(Ast.FlowStmt f) {
    OptionalInt priority;
    OptionalInt dscp = OptionalInt.empty();
    if (f.priority().isPresent()) {
      priority = values.priority(f.priority().get());
    } else {
      dscp = values.dscp(f.dscp().orElseThrow());
      priority = dscp.isPresent() ? OptionalInt.of(qos.priorityOf(dscp.getAsInt())) : OptionalInt.empty();
    }
    if (priority.isEmpty()) {
      return;
    }
    String key = dscp.isPresent() ? "dscp " + dscp.getAsInt() : "priority " + priority.getAsInt();
    if (repeats.firstTime("flow " + f.src().text() + " " + f.dst().text() + " " + key, f.span(), "the flow "
        + f.src().text() + " -> " + f.dst().text() + " in " + key)) {
      flows.add(new Flow(f.src().text(), f.dst().text(), priority.getAsInt(), Origin.of(f.span()), dscp.orElse(-1)));
    }
  }

  /** Takes {@code l} down, once. */
  private void linkDown(Scenario.LinkDown l, SourceSpan span) {
    if (repeats.firstTime(List.of("down", l.key()), span, "taking link " + l.a() + " -- " + l.b() + " down")) {
      down.add(l);
    }
  }

  private void space(SourceSpan span) {
    if (spaceOrigin == null) {
      spaceOrigin = Origin.of(span);
    }
  }

  /**
   * The link {@code ref} names: as written when both ports are given, else the first declared link
   * between the two switches that matches the ports given (PFC106 when there is none).
   */
  private Optional<Scenario.LinkDown> resolve(LinkRefTok ref, Origin origin) {
    EndpointTok a = ref.a();
    EndpointTok b = ref.b();
    if (a.port().isPresent() && b.port().isPresent()) {
      return Optional.of(new Scenario.LinkDown(endpoint(a, a.port().get().text()), endpoint(b, b.port().get().text()),
          origin));
    }
    for (Link l : topology.links()) {
      if (matches(a, l.a()) && matches(b, l.b())) {
        return Optional.of(new Scenario.LinkDown(l.a(), l.b(), origin));
      }
      if (matches(a, l.b()) && matches(b, l.a())) {
        return Optional.of(new Scenario.LinkDown(l.b(), l.a(), origin));
      }
    }
    String an = a.node().text();
    String bn = b.node().text();
    diagnostics.report(Code.PFC106, ref.span(), "no link between " + describe(a) + " and " + describe(b) + " is declared",
        "declare it with 'link " + an + " -- " + bn + "', or check the switch and port names");
    return Optional.empty();
  }

  private static Endpoint endpoint(EndpointTok e, String port) {
    return new Endpoint(e.node().text(), port);
  }

  private static boolean matches(EndpointTok e, Endpoint end) {
    return e.node().text().equals(end.node()) && e.port().map(p -> p.text().equals(end.port())).orElse(true);
  }

  private static String describe(EndpointTok e) {
    return e.node().text() + e.port().map(p -> ":" + p.text()).orElse("");
  }

  Timers timers() {
    return new Timers(arp.value().orElse(Timers.DEFAULT.arpSeconds()), mac.value().orElse(Timers.DEFAULT.macSeconds()),
        timersOrigin);
  }

  Traffic traffic() {
    return new Traffic(flows, flows.isEmpty() ? Origin.NONE : flows.get(0).origin());
  }

  Scenario scenario() {
    return new Scenario(down, dead, macMissing);
  }

  /** The space; bounds above what they range over, and candidates that are dead already, are PFC212. */
  Optional<ScenarioSpace> space() {
    if (spaceOrigin == null) {
      return Optional.empty();
    }
    int links = linkCandidates.isEmpty() ? topology.links().size() : linkCandidates.size();
    int hosts = hostCandidates.isEmpty() ? topology.hosts().size() : hostCandidates.size();
    beyond(maxLinksDown, "links-down", links, links == 1 ? "candidate link" : "candidate links");
    beyond(maxDeadHosts, "dead-hosts", hosts, hosts == 1 ? "candidate host" : "candidate hosts");
    for (Scenario.DeadHost d : dead) {
      SourceSpan at = hostCandidateSpans.get(d.host());
      if (at != null) {
        diagnostics.report(Code.PFC212, at, "candidate host " + d.host() + " is dead in the declared scenario already"
            + " and adds nothing to the space", "remove it from 'among', or the 'dead' statement");
      }
    }
    return Optional.of(new ScenarioSpace(maxLinksDown.value().orElse(0), linkCandidates, maxDeadHosts.value().orElse(0),
        hostCandidates, spaceOrigin));
  }

  private void beyond(OnceOnlySettings.Once<Integer> bound, String what, int candidates, String noun) {
    bound.value().filter(b -> b > candidates).ifPresent(b -> diagnostics.report(Code.PFC212, bound.span().orElseThrow(),
        "'space " + what + " <= " + b + "' is above the " + candidates + " " + noun + ": every combination of them"
            + " is checked with <= " + candidates + " already", "write 'space " + what + " <= " + candidates + "'"));
  }
}

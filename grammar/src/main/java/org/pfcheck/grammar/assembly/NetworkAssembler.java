package org.pfcheck.grammar.assembly;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.TierOrder;

/**
 * The second stage of reading: {@link Ast} statements to a {@link Network}. Topology, QoS and
 * forwarding statements go first, in file order; then timers, flows and the scenario, which refer to
 * them. Each section has its own assembler. Not thread-safe; one per reading.
 */
public final class NetworkAssembler {
  private final String defaultName;
  private final Diagnostics diagnostics;
  private final OnceOnlySettings.Once<String> name;
  private final OnceOnlySettings.Once<TierOrder> tiers;
  private final TopologyAssembler topology;
  private final QosAssembler qos;
  private final ForwardingAssembler forwarding;
  private final ScenarioAssembler scenario;
  private final HazardAssembler hazards;

  public NetworkAssembler(String defaultName, Diagnostics diagnostics) {
    this.defaultName = defaultName;
    this.diagnostics = diagnostics;
    LiteralValues values = new LiteralValues(diagnostics);
    OnceOnlySettings options = new OnceOnlySettings(diagnostics);
    this.name = options.once("network");
    this.tiers = options.once("tiers");
    this.topology = new TopologyAssembler(values, diagnostics);
    this.qos = new QosAssembler(values, diagnostics);
    this.forwarding = new ForwardingAssembler(values, diagnostics);
    this.scenario = new ScenarioAssembler(values, diagnostics, topology, qos);
    this.hazards = new HazardAssembler(values, diagnostics);
  }

  public Network assemble(List<Ast.Stmt> statements) {
    for (Ast.Stmt s : statements) {
      guarded(s, () -> {
        if (s instanceof Ast.NetworkStmt n) {
          name.set(n.name().text(), n.span());
        } else if (s instanceof Ast.TiersStmt t) {
          tiers(t);
        } else if (!topology.accept(s) && !qos.accept(s) && !hazards.accept(s)) {
          forwarding.accept(s);
        }
      });
    }
    for (Ast.Stmt s : statements) {
      guarded(s, () -> scenario.accept(s));
    }
    return new Network(name.value().orElse(defaultName), tiers.value().orElse(TierOrder.DEFAULT), topology.switches(),
        topology.hosts(), topology.links(), topology.vlans(), qos.qos(), forwarding.rewrites(), forwarding.routes(),
        forwarding.routing(), scenario.timers(), scenario.traffic(), scenario.scenario(), scenario.space(),
        topology.routed(), topology.lags(), hazards.settings());
  }

  private void tiers(Ast.TiersStmt t) {
    Map<String, Integer> levels = new HashMap<>();
    Map<String, SourceSpan> where = new HashMap<>();
    for (int i = 0; i < t.groups().size(); i++) {
      for (Ast.Tok tier : t.groups().get(i)) {
        if (levels.putIfAbsent(tier.text(), i + 1) != null) {
          diagnostics.report(Code.PFC208, tier.span(), "tier " + tier.text() + " is listed twice (first at column "
              + where.get(tier.text()).column() + ")", "list each tier once");
        }
        where.putIfAbsent(tier.text(), tier.span());
      }
    }
    tiers.set(new TierOrder(levels, Origin.of(t.span())), t.span());
  }

  /** Runs one statement's assembly; a failure is a bug, reported against the statement, never thrown. */
  private void guarded(Ast.Stmt s, Runnable step) {
    try {
      step.run();
    } catch (RuntimeException e) {
      diagnostics.report(Code.PFC001, s.span(), "could not understand this statement (" + e.getMessage() + ")",
          "please report this as a pfcheck bug, with the statement");
    }
  }
}

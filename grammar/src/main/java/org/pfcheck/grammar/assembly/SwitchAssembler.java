package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.grammar.assembly.LiteralValues.Named;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.topology.Prefix;
import org.pfcheck.model.topology.Switch;

/**
 * Builds the switches from {@code switch} and {@code default} statements and templates' switches. The
 * defaults apply only at the end, since a {@code default} may follow the switches it covers. A
 * {@code switch} statement that names a template's switch amends it, wherever either stands: the
 * options it gives replace the template's (a different tier is PFC208). Not thread-safe; one per reading.
 */
final class SwitchAssembler {
  /**
   * A switch before defaults: a null policy or flood domain takes the {@code default} statement's.
   * {@code tierSpan} is where a statement set the tier (null for templates or when not set).
   */
  private record Draft(String name, Optional<String> tier, MacMissPolicy policy, FloodDomain flood,
      List<Prefix> subnets, Origin origin, boolean template, SourceSpan tierSpan) {}

  private final LiteralValues values;
  private final Diagnostics diagnostics;
  private final OnceOnlySettings options;
  private final List<Draft> drafts = new ArrayList<>();
  /** Where each switch was declared by a statement; templates' switches are not checked for duplicates. */
  private final Map<String, SourceSpan> declared = new HashMap<>();
  private final OnceOnlySettings.Once<MacMissPolicy> defaultPolicy;
  private final OnceOnlySettings.Once<FloodDomain> defaultFlood;
  private List<Draft> amended;

  SwitchAssembler(LiteralValues values, Diagnostics diagnostics) {
    this.values = values;
    this.diagnostics = diagnostics;
    this.options = new OnceOnlySettings(diagnostics);
    this.defaultPolicy = options.once("default on-mac-miss");
    this.defaultFlood = options.once("default flood-domain");
  }

  /** Takes one statement; false when it is not a {@code switch} or {@code default} statement. */
  boolean accept(Ast.Stmt s) {
    if (s instanceof Ast.SwitchStmt st) {
      switchStmt(st);
    } else if (s instanceof Ast.DefaultMacMissStmt d) {
      defaultPolicy.set(d.policy(), d.span());
    } else if (s instanceof Ast.DefaultFloodStmt d) {
      floodDomain(d.vlan()).ifPresent(f -> defaultFlood.set(f, d.span()));
    } else {
      return false;
    }
    return true;
  }

  private void switchStmt(Ast.SwitchStmt st) {
    OnceOnlySettings.Once<String> tier = options.once("tier");
    OnceOnlySettings.Once<MacMissPolicy> policy = options.once("on-mac-miss");
    OnceOnlySettings.Once<FloodDomain> flood = options.once("flood-domain");
    List<Prefix> subnets = new ArrayList<>();
    for (Ast.SwitchOpt o : st.options()) {
      if (o instanceof Ast.TierOpt t) {
        tier.set(t.tier().text(), o.span());
      } else if (o instanceof Ast.SubnetOpt sub) {
        sub.prefixes().forEach(p -> values.prefix(p).ifPresent(subnets::add));
      } else if (o instanceof Ast.MacMissOpt m) {
        policy.set(m.policy(), o.span());
      } else if (o instanceof Ast.FloodOpt f) {
        floodDomain(f.vlan()).ifPresent(d -> flood.set(d, o.span()));
      }
    }
    for (Named n : values.names(st.names())) {
      SourceSpan earlier = declared.putIfAbsent(n.name(), n.span());
      if (earlier != null) {
        diagnostics.report(Code.PFC101, n.span(), "switch " + n.name() + " is already declared on line " + earlier.line(),
            "declare each switch once, with all its settings in that statement");
        continue;
      }
      drafts.add(new Draft(n.name(), tier.value(), policy.value().orElse(null), flood.value().orElse(null),
          subnets, Origin.of(n.span()), false, tier.span().orElse(null)));
    }
  }

  /** {@code flood-domain all} (no VLAN) or {@code vlan N}; empty when the VLAN id is invalid (reported). */
  private Optional<FloodDomain> floodDomain(Optional<Ast.Tok> vlan) {
    if (vlan.isEmpty()) {
      return Optional.of(FloodDomain.ALL_PORTS);
    }
    OptionalInt id = values.vlan(vlan.get());
    return id.isPresent() ? Optional.of(new FloodDomain(id.getAsInt())) : Optional.empty();
  }

  /** Takes a template's switch; its policy and flood domain are left to the defaults. */
  void add(Switch s) {
    drafts.add(new Draft(s.name(), s.tier(), null, null, s.subnets(), s.origin(), true, null));
  }

  /** Each switch's subnets, by name: the first switch of the name where templates declare it again. */
  Map<String, List<Prefix>> subnets() {
    Map<String, List<Prefix>> byName = new HashMap<>();
    for (Draft d : amended()) {
      byName.putIfAbsent(d.name(), d.subnets());
    }
    return byName;
  }

  /**
   * The drafts with each statement that names a template's switch folded into that switch, in the
   * template's place: the options the statement gives replace the template's. Made once, when every
   * statement has been read.
   */
  private List<Draft> amended() {
    if (amended == null) {
      amended = amend();
    }
    return amended;
  }

  private List<Draft> amend() {
    Map<String, Draft> statements = new HashMap<>();
    Map<String, Boolean> templated = new HashMap<>();
    for (Draft d : drafts) {
      if (d.template()) {
        templated.put(d.name(), true);
      } else {
        statements.putIfAbsent(d.name(), d);
      }
    }
    List<Draft> out = new ArrayList<>(drafts.size());
    java.util.Set<String> folded = new java.util.HashSet<>();
    for (Draft d : drafts) {
      if (!d.template()) {
        if (!templated.containsKey(d.name()) || statements.get(d.name()) != d) {
          out.add(d);
        }
        continue;
      }
      Draft s = statements.get(d.name());
      if (s == null || !folded.add(d.name())) {
        out.add(d);
        continue;
      }
      if (s.tier().isPresent() && d.tier().isPresent() && !s.tier().equals(d.tier())) {
        diagnostics.report(Code.PFC208, s.tierSpan(), "switch " + s.name() + " is a " + d.tier().get()
            + " of the fabric template" + d.origin().span().map(at -> " (line " + at.line() + ")").orElse("")
            + "; this statement amends it and cannot change its tier to " + s.tier().get(),
            "leave out 'tier " + s.tier().get() + "' or write 'tier " + d.tier().get() + "'");
      }
      out.add(new Draft(d.name(), d.tier().isPresent() ? d.tier() : s.tier(), s.policy(), s.flood(),
          s.subnets().isEmpty() ? d.subnets() : s.subnets(), s.origin(), false, s.tierSpan()));
    }
    return out;
  }

  /** The switches, with the {@code default} policy and flood domain where they set none. */
  List<Switch> switches() {
    MacMissPolicy policy = defaultPolicy.value().orElse(MacMissPolicy.FLOOD);
    FloodDomain flood = defaultFlood.value().orElse(FloodDomain.ALL_PORTS);
    List<Switch> out = new ArrayList<>(drafts.size());
    for (Draft d : amended()) {
      out.add(new Switch(d.name(), d.tier(), d.policy() != null ? d.policy() : policy,
          d.flood() != null ? d.flood() : flood, d.subnets(), d.origin()));
    }
    return out;
  }
}

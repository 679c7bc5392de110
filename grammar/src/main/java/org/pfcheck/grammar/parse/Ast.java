package org.pfcheck.grammar.parse;

import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.assembly.NetworkAssembler;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.hazards.BroadcastClass;

/**
 * The syntax of a {@code .pfc} file as plain values: what each statement says, as written, with
 * positions. Numbers, addresses and name ranges are still text here; {@link NetworkAssembler} gives
 * them meaning. Every record is immutable.
 */
public final class Ast {
  private Ast() {}

  /** A token's text and where it is. */
  public record Tok(String text, SourceSpan span) {}

  /** A name or a name range {@code first..last}. */
  public record NameItem(Tok first, Optional<Tok> last, SourceSpan span) {}

  /** A number or a number range {@code first..last}. */
  public record NumItem(Tok first, Optional<Tok> last, SourceSpan span) {}

  /** {@code address/length}. */
  public record PrefixTok(Tok address, Tok length, SourceSpan span) {}

  /** {@code switch} or {@code switch:port}. */
  public record EndpointTok(Tok node, Optional<Tok> port) {}

  /** {@code a -- b}. */
  public record LinkRefTok(EndpointTok a, EndpointTok b, SourceSpan span) {}

  /** {@code switch} or {@code switch port p}, where a host is cabled. */
  public record AttachTok(Tok switchName, Optional<Tok> port) {}

  /** One {@code name value} pair of a {@code fabric} statement. */
  public record Param(Tok name, Tok value) {}

  /**
   * A rewrite selector: a fixed one ({@code any}, {@code tier T}, …), a list of names, or, when
   * {@code ports}, a list of local port names.
   */
  public record SelectorTok(Optional<Selector> fixed, List<NameItem> names, boolean ports) {}

  /** One statement; {@code span} covers the whole statement. */
  public sealed interface Stmt {
    SourceSpan span();
  }

  // ---- network and tiers

  public record NetworkStmt(Tok name, SourceSpan span) implements Stmt {}

  public record TiersStmt(List<List<Tok>> groups, SourceSpan span) implements Stmt {}

  // ---- topology

  public record SwitchStmt(List<NameItem> names, List<SwitchOpt> options, SourceSpan span) implements Stmt {}

  public sealed interface SwitchOpt {
    SourceSpan span();
  }

  public record TierOpt(Tok tier, SourceSpan span) implements SwitchOpt {}

  public record SubnetOpt(List<PrefixTok> prefixes, SourceSpan span) implements SwitchOpt {}

  public record MacMissOpt(MacMissPolicy policy, SourceSpan span) implements SwitchOpt {}

  /** {@code flood-domain all} (no vlan) or {@code flood-domain vlan N}. */
  public record FloodOpt(Optional<Tok> vlan, SourceSpan span) implements SwitchOpt {}

  public record DefaultMacMissStmt(MacMissPolicy policy, SourceSpan span) implements Stmt {}

  public record DefaultFloodStmt(Optional<Tok> vlan, SourceSpan span) implements Stmt {}

  public record HostStmt(List<NameItem> names, AttachTok at, List<HostOpt> options, SourceSpan span) implements Stmt {}

  public sealed interface HostOpt {
    SourceSpan span();
  }

  /** {@code ip A}, or {@code ip none} (empty address). */
  public record IpOpt(Optional<Tok> address, SourceSpan span) implements HostOpt {}

  public record StandbyOpt(AttachTok at, SourceSpan span) implements HostOpt {}

  /** {@code outside}: the host is an end point outside the fabric (the verdict covers only the switches). */
  public record OutsideOpt(SourceSpan span) implements HostOpt {}

  public record LinkStmt(LinkRefTok link, boolean down, SourceSpan span) implements Stmt {}

  public record LinksStmt(List<NameItem> left, List<NameItem> right, boolean down, SourceSpan span) implements Stmt {}

  public record VlanStmt(Tok id, Tok switchName, List<NameItem> ports, SourceSpan span) implements Stmt {}

  public record RoutedStmt(Tok switchName, List<NameItem> ports, SourceSpan span) implements Stmt {}

  public record LagStmt(Tok switchName, Tok name, List<NameItem> ports, SourceSpan span) implements Stmt {}

  public record FabricStmt(Tok template, List<Param> params, SourceSpan span) implements Stmt {}

  // ---- QoS and PFC

  public record DscpStmt(List<NumItem> dscps, Tok priority, SourceSpan span) implements Stmt {}

  public record LosslessStmt(List<Tok> priorities, SourceSpan span) implements Stmt {}

  /** {@code dscp-map} ({@code dscp} true) or {@code tc-map} with its entries. */
  public record MapStmt(boolean dscp, Tok name, List<MapEntry> entries, SourceSpan span) implements Stmt {}

  /** {@code key -> value}, {@code first..last -> value}, or {@code default value} (empty keys). */
  public record MapEntry(Optional<NumItem> keys, Tok value, SourceSpan span) {}

  /** {@code classify S…} for the switches, some ports ({@code ports} present) or the tunnel end. */
  public record ClassifyStmt(List<NameItem> switches, Optional<List<NameItem>> ports, boolean tunnel,
      List<ClassifyMap> maps, SourceSpan span) implements Stmt {}

  /** {@code dscp-map NAME} ({@code dscp} true) or {@code tc-map NAME} inside a {@code classify}. */
  public record ClassifyMap(boolean dscp, Tok name, SourceSpan span) {}

  /**
   * {@code pfc S [port P] priorities … [asymmetric]}; {@code off} is an empty priority list, {@code
   * asymmetric} makes the port honour pauses for every priority.
   */
  public record PfcStmt(Tok switchName, Optional<Tok> port, List<Tok> priorities, boolean asymmetric, SourceSpan span)
      implements Stmt {}

  // ---- forwarding

  public record RoutingStmt(Routing.Mode mode, SourceSpan span) implements Stmt {}

  /** {@code route S prefix via …}; {@code drop} is an empty next-hop list. */
  public record RouteStmt(Tok switchName, PrefixTok prefix, List<NameItem> via, SourceSpan span) implements Stmt {}

  /** {@code rewrite P -> Q …}, or {@code rewrite dscp A -> B …} when {@code dscp}. */
  public record RewriteStmt(boolean dscp, Tok from, Tok to, List<Clause> clauses, SourceSpan span) implements Stmt {}

  /** Which part of a rewrite rule a clause fills. */
  public enum ClauseKind { AT, FROM, TO, ON }

  /** A selector clause ({@code at}, {@code from}, {@code to}) or the decisions clause ({@code on}). */
  public record Clause(ClauseKind kind, SelectorTok selector, Optional<RewriteRule.On> on, SourceSpan span) {}

  // ---- L2 timers and traffic

  public record TimersStmt(List<Timer> timers, SourceSpan span) implements Stmt {}

  public record Timer(boolean arp, Tok value, SourceSpan span) {}

  /** A flow with either a priority or a DSCP value. */
  public record FlowStmt(Tok src, Tok dst, Optional<Tok> priority, Optional<Tok> dscp, SourceSpan span) implements Stmt {}

  // ---- scenario and scenario space

  public record DownStmt(LinkRefTok link, SourceSpan span) implements Stmt {}

  public record DeadStmt(List<NameItem> hosts, SourceSpan span) implements Stmt {}

  public record MacMissingStmt(Tok host, Tok switchName, SourceSpan span) implements Stmt {}

  public record SpaceLinksStmt(Tok bound, List<LinkRefTok> among, SourceSpan span) implements Stmt {}

  public record SpaceHostsStmt(Tok bound, List<NameItem> among, SourceSpan span) implements Stmt {}

  // ---- hazard settings

  /** Who a hazard statement covers: every host or switch, hosts {@code at} switches, a {@code tier}, or names. */
  public enum TargetKind { ALL, AT, TIER, NAMES }

  /** A statement's target; {@code names} holds the switches of {@code at}, the tier, or the names. */
  public record Target(TargetKind kind, List<NameItem> names, SourceSpan span) {}

  /** A port scope: {@code host-ports} (no names) or {@code port P, …}. */
  public record PortsTok(boolean hostPorts, List<NameItem> names, SourceSpan span) {}

  /** One option: its keyword and its value tokens ({@code storm-watchdog off} has none; {@code alpha 1/16} two). */
  public record Opt(String keyword, List<Tok> values, SourceSpan span) {}

  public record NicStmt(Target hosts, List<Opt> options, SourceSpan span) implements Stmt {}

  /** {@code pfc-watchdog …}; {@code off} turns it off, else it is on with the options given. */
  public record WatchdogStmt(Target switches, Optional<PortsTok> ports, boolean off, List<Opt> options, SourceSpan span)
      implements Stmt {}

  public record BufferStmt(Target switches, Optional<PortsTok> ports, List<Opt> options, SourceSpan span) implements Stmt {}

  public record BroadcastStmt(BroadcastClass.Kind kind, Tok priority, SourceSpan span) implements Stmt {}
}

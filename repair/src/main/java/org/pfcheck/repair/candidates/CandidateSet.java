package org.pfcheck.repair.candidates;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.ChangeKind;
import org.pfcheck.repair.change.PatchFormat;

/**
 * The finite set of changes a repair chooses from: at each switch, {@link SwitchCandidates}; fabric-wide,
 * each free priority made lossless (as many as {@code --max-lossless} leaves room for); all of them
 * filtered by the policy and by what the patch format can write. Rewrites may use the fabric's lossless
 * priorities and the offered free ones. Computed switch by switch when first asked (a fat-tree has
 * hundreds of rewrites per switch, and a search looks at few switches). Not thread-safe.
 */
public final class CandidateSet {
  private final Network network;
  private final RepairPolicy policy;
  private final PatchFormat format;
  private final PortMap ports;
  private final List<Integer> offered;
  private final List<Integer> priorities;
  private final Map<String, List<Change>> bySwitch = new HashMap<>();
  private Counts counts;

  public CandidateSet(Network network, RepairPolicy policy, PatchFormat format) {
    this.network = network;
    this.policy = policy;
    this.format = format;
    this.ports = new PortMap(network);
    int room = Math.max(0, policy.losslessBound(network) - network.qos().lossless().size());
    this.offered = FreePriorities.first(network, room);
    List<Integer> all = new ArrayList<>(network.qos().lossless());
    all.addAll(offered);
    this.priorities = List.copyOf(all);
  }

  /** The wiring of the fabric. */
  public PortMap ports() {
    return ports;
  }

  /** The free priorities offered as new lossless priorities, in order. */
  public List<Integer> offeredPriorities() {
    return offered;
  }

  /** The new lossless priorities a repair may add (allowed and expressible). */
  public List<Change.LosslessPriority> newPriorities() {
    return offered.stream().map(Change.LosslessPriority::new).filter(this::admitted).toList();
  }

  /** The allowed, expressible changes at switch {@code sw}. */
  public List<Change> at(String sw) {
    return bySwitch.computeIfAbsent(sw, k -> network.switches().stream().filter(s -> s.name().equals(k)).findFirst()
        .map(s -> SwitchCandidates.of(network, ports, s, priorities).stream().filter(this::admitted).toList())
        .orElse(List.of()));
  }

  private boolean admitted(Change c) {
    return policy.allows(c, network) && format.cannotExpress(c).isEmpty();
  }

  /**
   * How many candidates of each kind there are, and how many the policy or the patch format left out
   * (counted once: every switch's candidates are enumerated).
   */
  public Counts counts() {
    if (counts == null) {
      counts = count();
    }
    return counts;
  }

  private Counts count() {
    EnumMap<ChangeKind, Long> kept = new EnumMap<>(ChangeKind.class);
    EnumMap<ChangeKind, Long> forbidden = new EnumMap<>(ChangeKind.class);
    EnumMap<ChangeKind, Long> inexpressible = new EnumMap<>(ChangeKind.class);
    java.util.function.Consumer<Change> count = c -> (!policy.allows(c, network) ? forbidden
        : format.cannotExpress(c).isPresent() ? inexpressible : kept).merge(c.kind(), 1L, Long::sum);
    offered.forEach(p -> count.accept(new Change.LosslessPriority(p)));
    for (Switch s : network.switches()) {
      SwitchCandidates.of(network, ports, s, priorities).forEach(count);
    }
    return new Counts(kept, forbidden, inexpressible, offered);
  }

  /**
   * The size of the candidate set. Immutable.
   *
   * @param candidates the candidates of each kind
   * @param forbidden the changes {@code --allow}/{@code --forbid} left out, by kind
   * @param inexpressible the allowed changes the patch format cannot write, by kind
   * @param offered the free priorities offered as new lossless ones
   */
  public record Counts(Map<ChangeKind, Long> candidates, Map<ChangeKind, Long> forbidden,
      Map<ChangeKind, Long> inexpressible, List<Integer> offered) {
    public Counts {
      candidates = Map.copyOf(candidates);
      forbidden = Map.copyOf(forbidden);
      inexpressible = Map.copyOf(inexpressible);
      offered = List.copyOf(offered);
    }

    /** How many candidates there are in all. */
    public long total() {
      return candidates.values().stream().mapToLong(Long::longValue).sum();
    }
  }
}

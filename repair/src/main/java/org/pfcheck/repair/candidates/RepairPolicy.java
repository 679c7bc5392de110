package org.pfcheck.repair.candidates;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.model.Network;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.ChangeKind;

/**
 * What a repair may change and what each change costs. Immutable.
 *
 * @param costs the cost of one change of each kind (every kind present, each at least 0)
 * @param allow when not empty, a change must match one of these patterns
 * @param forbid a change that matches one of these patterns is never made
 * @param maxLossless how many lossless priorities the repaired fabric may use in all, or empty for the
 *     default (the fabric's own count, and at least 2)
 */
public record RepairPolicy(Map<ChangeKind, Long> costs, List<ChangePlace> allow, List<ChangePlace> forbid,
    Optional<Integer> maxLossless) {
  /** The defaults: every kind allowed, at its default cost. */
  public static final RepairPolicy DEFAULT = new RepairPolicy(defaultCosts(), List.of(), List.of(), Optional.empty());

  public RepairPolicy {
    EnumMap<ChangeKind, Long> all = new EnumMap<>(ChangeKind.class);
    all.putAll(defaultCosts());
    all.putAll(costs);
    all.values().forEach(c -> {
      if (c < 0) {
        throw new IllegalArgumentException("cost " + c + " is negative");
      }
    });
    costs = java.util.Collections.unmodifiableMap(all);
    allow = List.copyOf(allow);
    forbid = List.copyOf(forbid);
    maxLossless.ifPresent(n -> {
      if (n < 1 || n > 8) {
        throw new IllegalArgumentException("--max-lossless " + n + " is outside 1..8");
      }
    });
  }

  private static Map<ChangeKind, Long> defaultCosts() {
    EnumMap<ChangeKind, Long> out = new EnumMap<>(ChangeKind.class);
    Arrays.stream(ChangeKind.values()).forEach(k -> out.put(k, k.defaultCost()));
    return out;
  }

  /** The cost of {@code change}. */
  public long cost(Change change) {
    return costs.get(change.kind());
  }

  /**
   * Whether {@code change} may be made in {@code network}. A fabric-wide change (a new lossless
   * priority) needs no {@code --allow}: {@code --max-lossless} bounds it, and only a rewrite uses it.
   */
  public boolean allows(Change change, Network network) {
    return (allow.isEmpty() || change.switchName().isEmpty() || allow.stream().anyMatch(p -> p.matches(change, network)))
        && forbid.stream().noneMatch(p -> p.matches(change, network));
  }

  /** The bound on lossless priorities for {@code network}. */
  public int losslessBound(Network network) {
    return maxLossless.orElse(Math.max(2, network.qos().lossless().size()));
  }

  /** What in this policy names nothing in {@code network}: one line per unknown place (usage errors). */
  public List<String> problemsWith(Network network) {
    List<String> out = new ArrayList<>();
    for (ChangePlace p : allow) {
      p.unknownIn(network).ifPresent(why -> out.add("--allow " + p + ": " + why));
    }
    for (ChangePlace p : forbid) {
      p.unknownIn(network).ifPresent(why -> out.add("--forbid " + p + ": " + why));
    }
    return out;
  }
}

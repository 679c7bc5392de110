package org.pfcheck.analyzer;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.scenario.Scenario;

/**
 * The answer to the whole question a scenario space asks, "how many of its scenarios deadlock?", as
 * data for the renderers: how many scenarios were decided, how many have a cyclic buffer dependency,
 * the positions of the failing ones listed (in the space's fixed order: fewest added failures first),
 * and how they were decided (equivalence classes under verified symmetries of the fabric, and the
 * method that decided each class). A sharded sweep covers one part of the space; {@code pfcheck merge}
 * adds the parts up. Immutable.
 *
 * @param spaceScenarios how many scenarios the whole space holds
 * @param partScenarios how many of them this sweep covers (all, unless sharded)
 * @param decided how many of the covered scenarios were decided (all, unless a limit stopped the sweep)
 * @param failing how many decided scenarios have a cyclic buffer dependency
 * @param listed the positions in the space's order of the failing scenarios whose counterexamples the
 *     verdict lists, ascending: the first is the smallest failing scenario found
 * @param listedScenarios those scenarios, in the same order
 * @param listLimit how many failing scenarios were to be listed at most ({@code --all-counterexamples})
 * @param classes how many equivalence classes of scenarios were decided (one scenario each)
 * @param rechecked how many of those classes were re-checked from scratch (their scenario built anew by
 *     the graph engine, with its own certificate or counterexample checks)
 * @param automorphisms how many verified automorphisms of the fabric generated the classes (0: every
 *     scenario is a class of its own)
 * @param decidedBy how the covered scenarios were decided: method to number of scenarios
 * @param shard which part of the space this sweep covers, when sharded
 * @param input a fingerprint of the analysed network and space, so that parts of different inputs are
 *     never merged
 * @param part the digest of the part's list of scenario positions ({@link ShardParts#digest}), which
 *     {@code pfcheck merge} recomputes to know that the parts partition the space
 */
public record SweepSummary(long spaceScenarios, long partScenarios, long decided, long failing, List<Long> listed,
    List<Scenario> listedScenarios, int listLimit, long classes, long rechecked, int automorphisms,
    Map<String, Long> decidedBy, Optional<Shard> shard, String input, String part) {
  public SweepSummary {
    if (partScenarios > spaceScenarios || decided > partScenarios || failing > decided || listed.size() > failing) {
      throw new IllegalArgumentException("inconsistent sweep counts: space " + spaceScenarios + ", part "
          + partScenarios + ", decided " + decided + ", failing " + failing + ", listed " + listed.size());
    }
    if (rechecked > classes) {
      throw new IllegalArgumentException(rechecked + " classes re-checked of " + classes);
    }
    listed = List.copyOf(listed);
    listedScenarios = List.copyOf(listedScenarios);
    if (listedScenarios.size() != listed.size()) {
      throw new IllegalArgumentException(listed.size() + " positions listed with " + listedScenarios.size()
          + " scenarios");
    }
    decidedBy = Collections.unmodifiableMap(new LinkedHashMap<>(decidedBy));
    Objects.requireNonNull(shard, "shard");
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(part, "part");
  }

  /** Whether every scenario of the part was decided. */
  public boolean complete() {
    return decided == partScenarios;
  }

  /**
   * Part {@code index} of {@code count} (1-based): the space split into {@code count} disjoint parts,
   * each swept by its own run. Immutable.
   */
  public record Shard(int index, int count) {
    public Shard {
      if (count < 1 || index < 1 || index > count) {
        throw new IllegalArgumentException("shard " + index + "/" + count + ": need 1 <= I <= N");
      }
    }

    /** Parses {@code I/N}; empty when malformed. */
    public static Optional<Shard> parse(String text) {
      String[] parts = text.trim().split("/", -1);
      if (parts.length != 2) {
        return Optional.empty();
      }
      try {
        int index = Integer.parseInt(parts[0].trim());
        int count = Integer.parseInt(parts[1].trim());
        return count >= 1 && index >= 1 && index <= count ? Optional.of(new Shard(index, count)) : Optional.empty();
      } catch (NumberFormatException e) {
        return Optional.empty();
      }
    }

    @Override
    public String toString() {
      return index + "/" + count;
    }
  }
}

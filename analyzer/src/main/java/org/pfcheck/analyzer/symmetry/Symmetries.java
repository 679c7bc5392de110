package org.pfcheck.analyzer.symmetry;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.analyzer.index.FabricIndex;

/**
 * Automorphisms of a network's whole model, each verified by {@link AutomorphismCheck}: the generators
 * of (a subgroup of) its symmetry group, found by {@link SymmetrySearch} on the {@link ReducedFabric}
 * and among the permutations of twins. Immutable.
 *
 * @param generators the verified automorphisms
 * @param proposed how many candidate permutations were proposed (the verified ones among them)
 * @param complete whether the search ran to its end (not stopped by its time budget)
 * @param note why no symmetry was looked for, when none was
 */
public record Symmetries(List<Automorphism> generators, int proposed, boolean complete, Optional<String> note) {
  public Symmetries {
    generators = List.copyOf(generators);
    Objects.requireNonNull(note, "note");
  }

  /** The verified automorphisms of {@code index}'s network (in its declared scenario), within {@code budgetNanos}. */
  public static Symmetries find(FabricIndex index, long budgetNanos) {
    return find(index, budgetNanos, true, true);
  }

  /**
   * As {@link #find(FabricIndex, long)}; the permutations of twin hosts only when {@code hosts}, and of
   * parallel links only when {@code links} (a space whose scenarios only fail links gains nothing from
   * permuting hosts alone).
   */
  public static Symmetries find(FabricIndex index, long budgetNanos, boolean links, boolean hosts) {
    Optional<AutomorphismCheck> check = AutomorphismCheck.of(index.network());
    if (check.isEmpty()) {
      return new Symmetries(List.of(), 0, true, AutomorphismCheck.unavailable(index.network()));
    }
    long deadline = System.nanoTime() + budgetNanos;
    ReducedFabric fabric = new ReducedFabric(index);
    FabricPermutations permutations = new FabricPermutations(fabric);
    List<Automorphism> verified = new ArrayList<>();
    int[] proposed = {0};
    for (Automorphism a : permutations.twins(links, hosts)) {
      proposed[0]++;
      if (!a.isIdentity() && check.get().problem(a).isEmpty()) {
        verified.add(a);
      }
    }
    boolean complete = SymmetrySearch.run(fabric.graph(), image -> {
      proposed[0]++;
      Automorphism a = permutations.expand(image);
      if (a == null || a.isIdentity() || check.get().problem(a).isPresent()) {
        return false;
      }
      verified.add(a);
      return true;
    }, deadline);
    return new Symmetries(verified, proposed[0], complete, Optional.empty());
  }
}

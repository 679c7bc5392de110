package org.pfcheck.properties.gen;

import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Arbitrary wirings, small enough that the reference semantics and the enumeration engine stay fast:
 * two-tier leaf-spine Clos (parallel uplinks = ECMP width), three-tier Clos, fat-trees of k 2 and 4,
 * partial wiring, rings, tori and random connected graphs (jellyfish). Every size shrinks towards 1.
 */
public final class Topologies {
  private Topologies() {}

  private static Arbitrary<Integer> upTo(int max) {
    return Arbitraries.integers().between(1, max);
  }

  /** Two-tier Clos: 1–4 leaves (the ToRs), 1–3 spines, 1–2 hosts per leaf, 1–2 parallel uplinks. */
  public static Arbitrary<Topology> leafSpine() {
    return Combinators.combine(upTo(4), upTo(3), upTo(2), upTo(2)).as((l, s, h, u) -> Topology.template(
        "leaf-spine", true, "leaves", l, "spines", s, "hosts-per-leaf", h, "uplinks", u));
  }

  /** Three-tier Clos: 1–2 pods of 1–2 ToRs and 1–2 leaves, 1–2 spines, 1–2 hosts per ToR. */
  public static Arbitrary<Topology> clos3() {
    return Combinators.combine(upTo(2), upTo(2), upTo(2), upTo(2), upTo(2)).as((p, t, l, s, h) -> Topology.template(
        "clos3", true, "pods", p, "tors-per-pod", t, "leaves-per-pod", l, "spines", s, "hosts-per-tor", h));
  }

  /** A fat-tree of radix 2 or 4. */
  public static Arbitrary<Topology> fatTree() {
    return Arbitraries.of(2, 4).map(k -> Topology.template("fat-tree", true, "k", k));
  }

  /** Any of the Clos shapes, fully wired. */
  public static Arbitrary<Topology> fullClos() {
    return Arbitraries.frequencyOf(
        Tuple.of(6, leafSpine()), Tuple.of(3, clos3()), Tuple.of(1, fatTree()));
  }

  /** Link indices to leave out (partial wiring): none most of the time, else up to two. */
  public static Arbitrary<Set<Integer>> droppedLinks() {
    return Arbitraries.integers().between(0, 11).set().ofMaxSize(2);
  }

  /** Any Clos, with partial wiring now and then. */
  public static Arbitrary<Topology> clos() {
    return Combinators.combine(fullClos(), droppedLinks()).as(Topology::without);
  }

  /** A ring of 2–5 switches with 1–2 hosts each. */
  public static Arbitrary<Topology> ring() {
    return Combinators.combine(Arbitraries.integers().between(2, 5), upTo(2)).as((n, h) -> Topology.template(
        "ring", false, "switches", n, "hosts-per-switch", h));
  }

  /** A torus of 2–3 rows and columns, one host per switch. */
  public static Arbitrary<Topology> torus() {
    return Combinators.combine(Arbitraries.integers().between(2, 3), Arbitraries.integers().between(2, 3))
        .as((r, c) -> Topology.template("torus", false, "rows", r, "cols", c, "hosts-per-switch", 1));
  }

  /** A random connected graph of 3–7 switches, degree 2–3, one host per switch. */
  public static Arbitrary<Topology> randomGraph() {
    return Combinators.combine(Arbitraries.integers().between(3, 7), Arbitraries.integers().between(2, 3),
        Arbitraries.integers().between(0, 20)).as((n, d, seed) -> Topology.template(
        "jellyfish", false, "switches", n, "degree", Math.min(d, n - 1), "hosts-per-switch", 1, "seed", seed));
  }

  /** Any topology: mostly Clos, else rings, tori and random graphs. */
  public static Arbitrary<Topology> any() {
    return Arbitraries.frequencyOf(Tuple.of(5, clos()), Tuple.of(2, ring()),
        Tuple.of(1, torus()), Tuple.of(2, randomGraph()));
  }
}

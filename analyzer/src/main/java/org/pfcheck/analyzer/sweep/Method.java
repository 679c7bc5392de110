package org.pfcheck.analyzer.sweep;

/** How a scenario of a space was decided; each names its argument, as the reports show it. */
enum Method {
  /** The declared scenario: its graph built in full (it is the base of every other decision). */
  DECLARED("declared", "the declared scenario, its graph built in full"),
  /** G₀'s ranks strictly decrease along every dependency of the destinations searched again. */
  RANKS("ranks", "the declared scenario's ranks decrease along every dependency of the destinations whose"
      + " forwarding the scenario changes (searched again); every other dependency is one of the declared"
      + " scenario's"),
  /** G₀ without the failed links' dependencies, with those of the destinations searched again, is acyclic. */
  UNION("union", "the declared scenario's graph, without what enters failed links, with the dependencies of the"
      + " destinations searched again, is acyclic"),
  /** A cycle of G₀ exists in the scenario too: its dependencies found again by searching their destinations in it. */
  SURVIVING_CYCLE("surviving-cycle", "a cycle of the declared scenario found again in the scenario (its"
      + " destinations searched in it)"),
  /** A cycle of the over-approximation, each dependency found again in the scenario. */
  NEW_CYCLE("new-cycle", "a cycle among the declared and re-searched dependencies, each found again in the"
      + " scenario"),
  /** The scenario's graph built in full. */
  FULL("full", "the scenario's graph built in full"),
  /** Equivalent under a verified automorphism of the fabric to a scenario decided otherwise. */
  SYMMETRY("symmetry", "equivalent to a decided scenario under a verified automorphism of the whole model");

  private final String key;
  private final String argument;

  Method(String key, String argument) {
    this.key = key;
    this.argument = argument;
  }

  /** The name in reports ({@code decided-by-KEY} in JSON figures). */
  String key() {
    return key;
  }

  /** The argument in words. */
  String argument() {
    return argument;
  }
}

package org.pfcheck.analyzer;

import org.pfcheck.model.Network;

/**
 * The role every deadlock engine plays: take a well-formed network, answer with a verdict whose
 * certificate or counterexamples have been re-checked by independent code. Engines are stateless
 * between calls.
 */
public interface DeadlockEngine {
  /** The engine's name as shown to users: graph, enumeration, z3. */
  String name();

  /** Analyses {@code network} (already validated) within {@code options}' limits. */
  AnalysisResult analyze(Network network, AnalysisOptions options);
}

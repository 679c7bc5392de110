/**
 * Sweeps of scenario spaces: every scenario decided, the failing ones counted and the first listed.
 * {@link org.pfcheck.analyzer.sweep.SweepEngine} builds the declared scenario in full once
 * ({@code BaseScenario}), partitions the space into classes under verified automorphisms of the model
 * ({@code SymmetryClasses}, from {@link org.pfcheck.analyzer.symmetry}), and decides one scenario per
 * class, several side by side ({@code ClassDecisions}), each incrementally ({@code ScenarioDecider}):
 * a scenario's graph lies between the declared graph plus the dependencies of the destinations whose
 * forwarding it changes (searched again: {@code GroupChanges}, {@code ChangedDestinations}) and the
 * dependencies found again by searching their destinations in it, so the declared certificate, an
 * acyclic union, or a cycle found again decides most scenarios without building their graph. Every
 * counterexample listed is rebuilt from scratch by the graph engine and re-checked by the independent
 * forwarding simulator ({@code SweepResults}). A sweep can cover one shard of the space — a set of
 * positions fixed by the space and I/N ({@link org.pfcheck.analyzer.ShardParts}), never by the
 * grouping into classes, which depends on time — and the parts' JSON reports merge into the whole's.
 */
package org.pfcheck.analyzer.sweep;

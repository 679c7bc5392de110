/**
 * The analyzer's public answers: {@link org.pfcheck.analyzer.DeadlockEngine}, the role every engine
 * plays, and the values it returns ({@link org.pfcheck.analyzer.AnalysisResult},
 * {@link org.pfcheck.analyzer.Verdict}, {@link org.pfcheck.analyzer.Counterexample},
 * {@link org.pfcheck.analyzer.Certificate}). Semantics: {@code docs/semantics.md}; theory: Dally &amp;
 * Seitz, "Deadlock-free message routing in multiprocessor interconnection networks" (1987) — for
 * oblivious routing, deadlock freedom iff the channel dependency graph is acyclic.
 */
package org.pfcheck.analyzer;

/**
 * Weighted 0/1 choice problems, solver-neutral: options with costs, clauses over them, at-most bounds,
 * and a session that finds a cheapest choice meeting every constraint added so far, or the constraints
 * that together admit none. Repair synthesis poses its counterexample-guided constraints here; the Z3
 * implementation is {@link org.pfcheck.encodings.z3.Z3ChoiceOptimizer} (weighted MaxSAT with Z3's
 * {@code Optimize}, Bjørner, Phan and Fleckenstein, "νZ — An Optimizing SMT Solver", TACAS 2015).
 */
package org.pfcheck.encodings.choice;

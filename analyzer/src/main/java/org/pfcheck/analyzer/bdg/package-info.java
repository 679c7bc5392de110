/**
 * The buffer-dependency graph (BDG) of one scenario, built by reachability over (port, priority,
 * tunnelled) states per destination group ({@link org.pfcheck.analyzer.bdg.BdgBuilder}) and held in
 * compact CSR form with one example per dependency
 * ({@link org.pfcheck.analyzer.bdg.BufferDependencyGraph}). Dally &amp; Seitz, "Deadlock-free message
 * routing in multiprocessor interconnection networks" (IEEE Trans. Computers, 1987): for oblivious
 * routing, deadlock freedom holds iff this channel-dependency graph is acyclic; with ECMP and floods the
 * union of all choices is taken, so acyclicity is a sound proof.
 */
package org.pfcheck.analyzer.bdg;

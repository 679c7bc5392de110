/**
 * The only package that imports Z3. {@link org.pfcheck.encodings.z3.Z3Engine} answers for a whole
 * scenario space with one query: pseudo-Boolean bounds on candidate failures, derived routing as exact
 * BFS distances over the links that stay up, ranked least-fixpoint reachability of forwarding states
 * from live senders, and a cycle witness over queues (docs/z3-engine.md). For a single scenario it
 * checks acyclicity with an integer rank per queue, whose model is a certificate re-checked without
 * Z3. Theory: Dally &amp; Seitz (1987) for the acyclicity criterion; the space encoding follows the
 * symbolic failure analyses of Minesweeper (Beckett et al., SIGCOMM 2017).
 */
package org.pfcheck.encodings.z3;

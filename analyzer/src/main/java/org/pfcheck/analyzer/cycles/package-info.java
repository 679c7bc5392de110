/**
 * Cycle search on CSR graphs: strongly connected components by Tarjan's algorithm (R. Tarjan,
 * "Depth-first search and linear graph algorithms", SIAM J. Computing, 1972), iterative, O(n + m);
 * then shortest cycles by breadth-first search inside each cyclic component, and the choice of which
 * cycles to report ({@link org.pfcheck.analyzer.cycles.CycleCover}).
 */
package org.pfcheck.analyzer.cycles;

/**
 * The graph engine ({@link org.pfcheck.analyzer.graph.GraphEngine}, name "graph"): one concrete
 * scenario, buffer-dependency graph, Tarjan (1972) SCCs and shortest cycles or a rank certificate
 * (Dally &amp; Seitz, 1987), every answer re-checked. {@link org.pfcheck.analyzer.graph.Counterexamples}
 * turns a cycle of queue ids into a re-checked counterexample for any engine.
 */
package org.pfcheck.analyzer.graph;

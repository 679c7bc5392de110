/**
 * Explicit enumeration of scenario spaces: {@link org.pfcheck.analyzer.enumeration.SpaceCandidates}
 * resolves a space's candidates against a network, {@link org.pfcheck.analyzer.enumeration.ScenarioOrder}
 * lists its scenarios smallest first, and {@link org.pfcheck.analyzer.enumeration.EnumerationEngine}
 * checks each with a concrete-scenario engine. Exponential in the failure bounds (a k-subset of the
 * candidate links times an m-subset of the candidate hosts); it is the oracle the symbolic Z3 engine
 * is tested against (docs/z3-engine.md) and its fallback for small spaces.
 */
package org.pfcheck.analyzer.enumeration;

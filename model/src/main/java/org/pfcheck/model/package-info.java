/**
 * The fabric model: immutable values, one topic per package ({@link org.pfcheck.model.topology},
 * {@link org.pfcheck.model.qos}, {@link org.pfcheck.model.forwarding}, {@link org.pfcheck.model.scenario},
 * {@link org.pfcheck.model.hazards}). Readers (the grammar module, YAML, importers) produce a
 * {@link org.pfcheck.model.Network}; the analyzer consumes it. Source positions travel as
 * {@link org.pfcheck.model.Origin}s, which stay out of equality.
 *
 * <p>The meaning of every element is fixed in {@code docs/semantics.md}, which all engines share.
 */
package org.pfcheck.model;

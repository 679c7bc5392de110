/**
 * The fabric model: immutable values for topology, QoS/PFC settings, forwarding rules, L2 state,
 * traffic selection, scenarios and scenario spaces. Readers (the grammar module, YAML) produce a
 * {@link org.pfcheck.model.Network}; the analyzer consumes it. Source positions travel as
 * {@link org.pfcheck.model.Origin}s, which stay out of equality.
 *
 * <p>The meaning of every element is fixed in {@code docs/semantics.md}, which all engines share.
 */
package org.pfcheck.model;

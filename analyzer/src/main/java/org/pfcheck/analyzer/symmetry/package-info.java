/**
 * Automorphisms of a fabric's whole model: permutations of its switches, hosts and links that map
 * every statement onto an equal one, so that a scenario and its image have isomorphic
 * buffer-dependency graphs. {@link org.pfcheck.analyzer.symmetry.Symmetries} proposes them by
 * individualisation and refinement on a coloured graph of the fabric with twins folded (McKay,
 * "Practical graph isomorphism", 1981; Junttila and Kaski's bliss for the cell structure) and
 * {@link org.pfcheck.analyzer.symmetry.AutomorphismCheck}, which reads the model by names and shares no
 * code with the search, admits only those that map the whole model — QoS and PFC, VLANs, rewrites,
 * routes, flows, the declared scenario and the space's candidates — onto itself. A model with parts
 * the check does not know gets no symmetry at all.
 */
package org.pfcheck.analyzer.symmetry;

/**
 * Generators of fabrics for the property-based tests: topologies (Clos of two and three tiers, fat-trees,
 * partial wiring, rings, tori, random connected graphs), layer-2 state, traffic classes, failures,
 * routes, flows, scenario spaces and damage to input files. Every generated value is plain data that
 * jqwik shrinks, built into a network by {@link org.pfcheck.properties.gen.Fabric#of}, and printed as
 * {@code .pfc} text when a property fails.
 */
package org.pfcheck.properties.gen;

/**
 * Fabric templates: parameterised topologies (fat-tree, leaf-spine, three-tier Clos, Jellyfish, ring,
 * torus) expanded into switches, hosts and links with fixed, documented names. Pure Java; used by the
 * {@code fabric} statement of the language, by {@code pfcheck generate}, by tests and by benchmarks.
 *
 * <p>The fat-tree is the one of Al-Fares, Loukissas and Vahdat, "A Scalable, Commodity Data Center
 * Network Architecture" (SIGCOMM 2008): k pods of k/2 edge (ToR) and k/2 aggregation switches, (k/2)²
 * cores, k³/4 hosts. Jellyfish is Singla et al., "Jellyfish: Networking Data Centers Randomly" (NSDI
 * 2012): a random regular graph among the switches. Every template expands in time linear in its size.
 */
package org.pfcheck.model.templates;

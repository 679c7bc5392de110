/**
 * Repair changes as values: each {@link org.pfcheck.repair.change.Change} is one real configuration
 * knob at one place (a switch, a port, a route, or the fabric's set of lossless priorities), with its
 * {@link org.pfcheck.repair.change.ChangeKind}. {@link org.pfcheck.repair.change.Changes} applies a set
 * of them to the model; a {@link org.pfcheck.repair.change.PatchFormat} writes the same set as a patch
 * of the input the user gave (a unified diff of a {@code .pfc} file; an importer supplies its own, e.g.
 * a config_db JSON patch). Changes act only where they are placed: the search's soundness rests on it
 * (docs/repair.md, "Why the minimum is proven").
 */
package org.pfcheck.repair.change;

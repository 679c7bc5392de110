/**
 * The finite set of changes a repair may choose from: every allowed change of every kind at every
 * place of the fabric ({@link org.pfcheck.repair.candidates.CandidateSet}), with its cost
 * ({@link org.pfcheck.repair.candidates.RepairPolicy}: {@code --cost}, {@code --allow}, {@code --forbid},
 * {@code --max-lossless}). Minimality is proven over exactly this set.
 */
package org.pfcheck.repair.candidates;

/**
 * {@code pfcheck merge}: the report of a whole scenario space from its parts' JSON reports
 * ({@link org.pfcheck.reports.merge.ShardMerge}), for batch systems that spread a sweep over machines.
 * The parts are read as JSON trees (as written by {@code JsonReport}), validated ({@code PartSchema})
 * and merged into the whole's JSON report ({@code MergedReport}); given the fabric they swept, that
 * report is read back as the typed analysis result every renderer takes ({@code MergedResult}), its
 * scenarios numbered again from the fabric's space, its counterexamples re-checked against the fabric,
 * a proof's certificate derived again from it.
 */
package org.pfcheck.reports.merge;

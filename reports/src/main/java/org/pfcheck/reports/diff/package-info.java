/**
 * Comparing two analyses of a fabric ({@code pfcheck diff BASE HEAD}): which cycles HEAD introduces
 * or removes, how the verdict and the buffer-dependency graph changed. The comparison is a pure
 * function of the two results ({@link org.pfcheck.reports.diff.ResultDiff}); cycles are identified by
 * their sorted queue sets ({@link org.pfcheck.reports.diff.CycleKey}), which also gives SARIF its
 * stable fingerprints.
 */
package org.pfcheck.reports.diff;

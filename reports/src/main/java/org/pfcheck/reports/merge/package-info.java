/**
 * {@code pfcheck merge}: the JSON report of a whole scenario space from its parts' reports
 * ({@link org.pfcheck.reports.merge.ShardMerge}), for batch systems that spread a sweep over machines.
 * Works on JSON trees only: a part is read back as written by {@code JsonReport}.
 */
package org.pfcheck.reports.merge;

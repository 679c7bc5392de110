/**
 * Graphviz DOT output of the buffer-dependency graph (or its cyclic part), for {@code dot -Tsvg}
 * and other graph viewers.
 */
package org.pfcheck.reports.dot;

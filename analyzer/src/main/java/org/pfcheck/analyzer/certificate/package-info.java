/**
 * Deadlock-freedom certificates: a rank per queue that strictly decreases along every dependency,
 * which exists exactly when the buffer-dependency graph is acyclic (Dally &amp; Seitz, 1987). Ranks are
 * longest-path lengths to a sink.
 */
package org.pfcheck.analyzer.certificate;

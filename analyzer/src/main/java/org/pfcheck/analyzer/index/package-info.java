/**
 * The int-based view of a network in one scenario ({@link org.pfcheck.analyzer.index.FabricIndex}):
 * switch, port, host and queue numbers, each switch's ports in CSR form, live links, per-port lossless
 * bitmasks and tier levels. Everything after the model works on these numbers.
 */
package org.pfcheck.analyzer.index;

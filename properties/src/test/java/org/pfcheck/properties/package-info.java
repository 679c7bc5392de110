/**
 * The claims pfcheck makes, as jqwik properties over generated fabrics (docs/testing.md): the
 * SIGCOMM'16 flood-drop fix is sufficient and flooding is the cause (Guo et al., "RDMA over Commodity
 * Ethernet at Scale", SIGCOMM 2016), verdicts are justified, the engines agree with each other and with
 * the reference semantics, more traffic never removes a dependency, the language round-trips, and bad
 * input never crashes the command line.
 */
package org.pfcheck.properties;

/**
 * Pause-storm blast radius (docs/semantics.md, "Pause storms"), after the NIC PFC pause frame storm of
 * Guo et al., "RDMA over Commodity Ethernet at Scale" (SIGCOMM 2016), section 4.3 and its Figure 5: a
 * NIC (or a switch port) that pauses forever stops an egress port; every lossless queue that waits on a
 * stopped port fills and pauses its own senders, so the radius is what reaches the stopped port through
 * the buffer-dependency graph, hosts included as senders. Watchdogs bound how long each pause holds
 * (a widest-path search over the reversed graph); the worst single host is found with one pass over the
 * graph's condensation per 64 groups of hosts, not one search per host.
 */
package org.pfcheck.analyzer.storm;

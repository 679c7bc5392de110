/**
 * The other hazards of lossless Ethernet, after Guo et al., "RDMA over Commodity Ethernet at Scale"
 * (SIGCOMM 2016), section 4: lossless flooding and broadcast, PFC at one end of a link, go-back-0
 * livelock, slow receivers (MTT misses), missing NIC and switch watchdogs, a low buffer threshold, and
 * deadlocks that only a watchdog breaks. {@link org.pfcheck.analyzer.hazards.HazardChecks} runs them on a
 * valid network; each finding is a warning with a PFC5xx code, documented in docs/diagnostics.md.
 */
package org.pfcheck.analyzer.hazards;

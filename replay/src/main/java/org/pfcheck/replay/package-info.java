/**
 * Replay: a discrete-event, packet-level simulation of PFC (IEEE 802.1Qbb) on the part of a fabric a
 * counterexample names. The flows are the cycle's example packets, sent at line rate from their hosts;
 * each switch follows the reference semantics ({@code analyzer.check.ReferenceForwarding}: the packet's
 * classification, routing, bridging, flooding and rewrites), accounts every lossless packet in its ingress
 * queue, sends PAUSE when the queue passes its dynamic threshold (alpha times the free shared buffer,
 * Choudhury and Hahne's dynamic threshold as Broadcom and SONiC configure it) and RESUME when it falls
 * below it by the XON offset; a paused egress stops that priority, round robin serves the others, and a
 * switch PFC watchdog (SONiC {@code PFC_WD}) acts as configured. The answer — frozen, drained, recovered
 * by a watchdog, or out of simulated time — is a second, independent oracle for a counterexample: a
 * cycle is necessary for a deadlock, and the replay shows whether these flows at line rate close it.
 */
package org.pfcheck.replay;

/**
 * The forwarding semantics of {@code docs/semantics.md} on the indexed network: derived routing per
 * destination switch ({@link org.pfcheck.analyzer.forwarding.DerivedRouting}: shortest-path and the
 * two-phase valley-free search of up-down), explicit routes, rewrites, flood domains, destination
 * groups (hosts forwarded identically, analysed once), and the decision a switch makes for one packet
 * ({@link org.pfcheck.analyzer.forwarding.GroupForwarding}).
 */
package org.pfcheck.analyzer.forwarding;

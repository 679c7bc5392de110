/**
 * What a verdict covers ({@link org.pfcheck.analyzer.Coverage}): how many of the packets considered in
 * the declared scenario are delivered, dropped (by an explicit route, a MAC-miss drop, for lack of a
 * route) or never reach their destination, and which switches are isolated; and the warnings that say
 * so where the cause is (PFC230, PFC231). A separate pass over the forwarding decisions of
 * {@link org.pfcheck.analyzer.forwarding.GroupForwarding}, independent of the buffer-dependency graph
 * search: a proof over traffic that goes nowhere is vacuous, and this pass is what notices (an importer
 * that lost the links must not pass a CI gate). Destination groups that derived routing alone delivers
 * (no route, no standby attachment, MAC entry present) are counted from which switches derived routing
 * can reach ({@link org.pfcheck.analyzer.coverage.DerivedReach}), the others by a search per group.
 */
package org.pfcheck.analyzer.coverage;

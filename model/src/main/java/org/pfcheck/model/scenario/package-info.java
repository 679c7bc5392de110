/**
 * What is checked: one failure and L2 state (scenario), a bounded scenario space, ARP and MAC timers, and
 * the traffic considered (declared lossless flows). Immutable values.
 */
package org.pfcheck.model.scenario;

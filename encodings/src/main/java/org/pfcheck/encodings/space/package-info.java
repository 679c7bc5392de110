/**
 * The scenario space as a symbolic transition system, in plain Java (no Z3): forwarding states
 * (destination group, ingress port, priority, tunnelled) and the steps between them, each guarded by
 * literals over the scenario (a candidate link is up, a candidate host is dead, derived routing sends
 * out of a port). It follows the analyzer's forwarding decisions (docs/semantics.md) step by step, and
 * a replay in any concrete scenario yields exactly the analyzer's buffer-dependency graph of that
 * scenario; the Z3 encoding in {@code org.pfcheck.encodings.z3} turns it into one query.
 */
package org.pfcheck.encodings.space;

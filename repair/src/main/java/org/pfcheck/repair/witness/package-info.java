/**
 * Witnesses of a cycle: for each of its dependencies, the forwarding steps by which one considered
 * packet gets from its sender into the dependency's first queue and on into the second, found by the
 * reference semantics ({@code ReferenceForwarding}), which shares no code with the engines. A change
 * placed where none of a cycle's witnesses passes leaves every witness's steps, and so the cycle, as
 * they are: the fact the repair search's constraints rest on.
 */
package org.pfcheck.repair.witness;

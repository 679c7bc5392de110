/**
 * The second stage of reading, shared by both forms: {@code NetworkAssembler} gives {@code Ast} statements
 * meaning, one assembler per section. {@code TopologyAssembler} hands its statements to parts
 * ({@code SwitchAssembler}, {@code HostAssembler}, {@code LinkAssembler}, {@code FabricExpander} for
 * templates); one {@code PortNamer} names the ports not written and {@code HostAddresses} numbers the hosts
 * given no address ({@code AddressPlan}). {@code LiteralValues} gives literal text its meaning;
 * {@code OnceOnlySettings} reports a setting given twice. References to unknown names are kept as written;
 * the analyzer's validator reports them.
 */
package org.pfcheck.grammar.assembly;

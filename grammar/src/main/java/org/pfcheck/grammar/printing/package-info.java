/**
 * Prints a {@link org.pfcheck.model.Network} as canonical {@code .pfc} text ({@code DslPrinter}, with
 * {@code HazardPrinter} for the hazard settings) that the reader reads back to an equal network.
 */
package org.pfcheck.grammar.printing;

/**
 * The {@code pfcheck} command line (picocli): parses the options, refuses unsafe writes, hands the
 * inputs and options to the check pipeline ({@code org.pfcheck.pipeline}), prints its typed outcome with
 * the renderers of {@code reports}, and exits with the outcome's documented status.
 */
package org.pfcheck.cli;

/**
 * The {@code pfcheck} command line (picocli). {@link org.pfcheck.cli.Main} builds the command tree
 * ({@code PfcheckCommand} and the commands of {@link org.pfcheck.cli.commands}) and runs it;
 * {@code LauncherStatus} tells the {@code ./pfcheck} launcher that an exit status is a finished run's. The
 * commands take their options from {@link org.pfcheck.cli.options}, hand the inputs to the check pipeline
 * ({@code org.pfcheck.pipeline}), print its typed outcome with the renderers of {@code reports}, and write
 * through {@link org.pfcheck.cli.io}, which refuses unsafe writes. The packages depend one way: this one on
 * the commands, the commands on the options, all of them on io.
 */
package org.pfcheck.cli;

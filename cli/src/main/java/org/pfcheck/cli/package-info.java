/**
 * The {@code pfcheck} command line (picocli): wires the stages together — read the {@code .pfc} file
 * (grammar), validate it (analyzer), run a deadlock engine, render the answer (reports) — and maps the
 * outcome to a documented exit status. It holds no analysis logic of its own.
 */
package org.pfcheck.cli;

/**
 * One class per {@code pfcheck} command, each a picocli {@code @Command} ({@code check}, {@code diff},
 * {@code merge}, {@code repair}, {@code generate}, {@code convert}, {@code import ib} and {@code sonic},
 * {@code storm}, {@code replay}): it checks its usage, hands its inputs and options to the pipeline, prints
 * the outcome and exits with the status docs/cli.md gives. With them what only they use: {@code ImportReport}
 * (every import's one path: diagnostics, listing, summary and stage times) and {@code Renderers} (DOT's whole graph, written as it is
 * built). {@code DiffCommand}'s help texts are its resource bundle, beside it in the resources.
 */
package org.pfcheck.cli.commands;

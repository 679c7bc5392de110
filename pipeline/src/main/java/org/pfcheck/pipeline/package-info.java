/**
 * The check pipeline, without the command line: {@link org.pfcheck.pipeline.Inputs} reads every input
 * kind the same way for every command (.pfc, standard input, the YAML form, SONiC config_db files,
 * {@code --with} overlays); {@link org.pfcheck.pipeline.Checker} runs a {@link
 * org.pfcheck.pipeline.CheckRequest} — read, validate, analyse (the {@code auto} engine policy, {@link
 * org.pfcheck.pipeline.Engines}), re-check with the reference semantics ({@link
 * org.pfcheck.pipeline.ReferenceRecheck}: a proof whose re-check ran out of time is unknown), hazards —
 * within one timeout ({@link org.pfcheck.pipeline.Budget}) to one typed {@link
 * org.pfcheck.pipeline.CheckOutcome}, on which the exit status is decided. No picocli type, no printing.
 */
package org.pfcheck.pipeline;

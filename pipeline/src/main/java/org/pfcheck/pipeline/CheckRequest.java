package org.pfcheck.pipeline;

import java.io.InputStream;
import org.pfcheck.analyzer.AnalysisOptions;

/**
 * One check to run: what to read and how to analyse it. Immutable (the inputs are read once, by the run).
 *
 * @param inputs what is read: .pfc, YAML, SONiC configuration or standard input, with --with overlays
 * @param stdin what standard input ({@code -}) reads
 * @param engines the engines asked for ({@code --engine}, {@code --paranoid}, the sweep's settings)
 * @param options the limits: --timeout (the whole run, reading and hazards included), --max-cycles, --recheck
 * @param strict {@code --strict}: the warnings that weaken a proof are errors
 * @param hazards what the hazard checks (PFC5xx) do to the run
 */
public record CheckRequest(Inputs inputs, InputStream stdin, Engines.Choice engines, AnalysisOptions options,
    boolean strict, HazardGate.Mode hazards) {
}

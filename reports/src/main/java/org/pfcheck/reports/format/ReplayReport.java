package org.pfcheck.reports.format;

import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.model.Network;
import org.pfcheck.replay.ReplayResult;

/**
 * What one {@code pfcheck replay} report says, whatever its format. Immutable.
 *
 * @param file the replayed fabric's file as shown ({@code <stdin>} for standard input)
 * @param network the fabric replayed
 * @param cycle which counterexample (1-based) was replayed
 * @param counterexample that counterexample
 * @param result what the replay saw
 * @param quiet text: the summary line only
 */
public record ReplayReport(String file, Network network, int cycle, Counterexample counterexample, ReplayResult result,
    boolean quiet) {
}

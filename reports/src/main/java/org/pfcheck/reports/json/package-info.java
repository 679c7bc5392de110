/**
 * The JSON report for tools (schema version 1, documented in {@code docs/json-output.md}): verdict,
 * stats, scenario, counterexample cycles with their causes and source positions, certificate summary,
 * diagnostics. Keys come in a fixed order so that equal results give equal bytes.
 */
package org.pfcheck.reports.json;

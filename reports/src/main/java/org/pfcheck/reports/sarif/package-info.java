/**
 * SARIF 2.1.0 output for code-scanning services (OASIS "Static Analysis Results Interchange Format",
 * version 2.1.0). Every counterexample cycle, every input diagnostic and an unknown verdict is a
 * result with a stable rule id ({@link org.pfcheck.reports.sarif.SarifRule}); a cycle is located at the
 * DSL line that creates its offending dependency and carries the whole cycle as a code flow.
 *
 * <p>{@link org.pfcheck.reports.sarif.SarifReport} puts a log together: {@code ToolDriver} (the tool
 * and its rule table), {@code CycleResults} (a result per cycle, seen as a {@link
 * org.pfcheck.reports.sarif.CycleFinding}) and {@code MessageResults} (a result per diagnostic and for
 * an unknown verdict), which place their results through {@code Locations}.
 */
package org.pfcheck.reports.sarif;

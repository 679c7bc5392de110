/**
 * The one renderer contract of {@code pfcheck check}'s reports: a {@link org.pfcheck.reports.format.CheckReport}
 * (the one value every format renders: the result or the input errors, the diagnostics, the hazard
 * gate's outcome, how to show it) and a {@link org.pfcheck.reports.format.Renderer} per
 * {@link org.pfcheck.reports.format.ReportFormat}, each over the format's own package (text, json, html,
 * sarif, junit, dot). A new format is a constant here with its renderer, not a case in each command.
 */
package org.pfcheck.reports.format;

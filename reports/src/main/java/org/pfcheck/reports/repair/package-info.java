/**
 * Renderers of {@code pfcheck repair}'s answer: the summary for people ({@link
 * org.pfcheck.reports.repair.RepairTextReport}), JSON for tools ({@link
 * org.pfcheck.reports.repair.RepairJsonReport}); the HTML "Suggested repair" section lives with the
 * other HTML sections. No analysis logic.
 */
package org.pfcheck.reports.repair;

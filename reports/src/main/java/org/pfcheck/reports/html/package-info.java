/**
 * The HTML report: one self-contained, printable page with the verdict, the fabric's figures, a
 * tier-by-tier SVG drawing of each counterexample cycle's neighbourhood (a layered layout in the
 * manner of Sugiyama, Tagawa and Toda, "Methods for visual understanding of hierarchical system
 * structures", 1981: rows by tier, barycentre ordering within rows) and its numbered hop table, or
 * the certificate that proves freedom.
 *
 * <p>{@link org.pfcheck.reports.html.HtmlReport} puts a page together from its parts: {@code Page}
 * (frame, inline assets, CSP), {@code VerdictBanner}, {@code Facts}, {@code CounterexampleSection}
 * (with {@code DrawingPanel} and {@code HopTable}), {@code ProofSection} and {@code
 * DiagnosticsSection}, which cite the input through {@code Citations} and {@code ScenarioText}. A
 * cycle's drawing is a {@code Layout}, made in steps ({@code Neighbourhood}, {@code RowAssignment},
 * {@code RowOrder}, {@code RowGeometry}, {@code TierCounts}) over a {@code Topology}, and drawn by
 * {@code CycleDrawing}.
 */
package org.pfcheck.reports.html;

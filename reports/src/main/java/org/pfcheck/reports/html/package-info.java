/**
 * The HTML report: one self-contained, printable page with the verdict, the fabric's figures, a
 * tier-by-tier SVG drawing of each counterexample cycle's neighbourhood (a layered layout in the
 * manner of Sugiyama, Tagawa and Toda, "Methods for visual understanding of hierarchical system
 * structures", 1981: rows by tier, barycentre ordering within rows) and its numbered hop table, or
 * the certificate that proves freedom.
 */
package org.pfcheck.reports.html;

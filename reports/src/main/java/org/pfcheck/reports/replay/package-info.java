/**
 * The reports of {@code pfcheck replay} (docs/replay.md): text, JSON and the times every format shares.
 * The HTML page is {@code reports.html.ReplayHtml}, beside the other pages whose styles it uses.
 */
package org.pfcheck.reports.replay;

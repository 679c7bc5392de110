package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.text;

import java.util.List;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * The input's diagnostics as a table: severity, code, the quoted source line and the message with
 * its help. Shown on every report that has any, and as the whole body of a report of input that
 * could not be analysed.
 */
final class DiagnosticsSection {
  private final Citations cite;

  DiagnosticsSection(Citations cite) {
    this.cite = cite;
  }

  /** The table of {@code diagnostics}, in their order. */
  void render(StringBuilder out, List<Diagnostic> diagnostics) {
    out.append("<section class=\"block diag\" id=\"diagnostics\"><h2>Input diagnostics</h2>\n<table class=\"plain\">"
        + "<thead><tr><th>severity</th><th>code</th><th>where</th><th>message</th></tr></thead><tbody>\n");
    for (Diagnostic d : diagnostics) {
      out.append("<tr><td><span class=\"sev ").append(d.severity().word()).append("\">").append(d.severity().word())
          .append("</span></td><td>").append(d.code().name()).append("</td><td>");
      if (d.span().isPresent()) {
        cite.quote(out, "", d.span().get());
      } else {
        out.append("<span class=\"none\">no position</span>");
      }
      out.append("</td><td>").append(text(d.message()));
      if (!d.hint().isBlank()) {
        out.append("<div class=\"why\">help: ").append(text(d.hint())).append("</div>");
      }
      out.append("</td></tr>\n");
    }
    out.append("</tbody></table></section>\n");
  }
}

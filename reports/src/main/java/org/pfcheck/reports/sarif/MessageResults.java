package org.pfcheck.reports.sarif;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.diff.CycleKey;

/**
 * The results that have no cycle: one per input diagnostic and one for an unknown verdict. Their
 * fingerprint is a digest of what they say, not of where they stand, so that a diagnostic keeps its
 * identity when the line it points at moves. Not thread-safe (through {@link Locations}).
 */
final class MessageResults {
  private final Locations locations;

  MessageResults(Locations locations) {
    this.locations = locations;
  }

  /** The result of {@code d}, an error or a warning as the diagnostic is, with its hint. */
  ObjectNode diagnostic(Diagnostic d) {
    ObjectNode result = ToolDriver.result(SarifRule.of(d.code()), d.isError() ? "error" : "warning");
    String text = d.message() + (d.hint().isBlank() ? "" : ". Hint: " + d.hint());
    result.putObject("message").put("text", text);
    result.putArray("locations").add(locations.primary(d.span()));
    if (!d.places().isEmpty()) { // a grouped finding: every place it holds at
      var related = result.putArray("relatedLocations");
      d.places().forEach(p -> related.add(locations.primary(p.span()).put("id", related.size())
          .set("message", result.objectNode().put("text", p.name()))));
    }
    result.putObject("partialFingerprints")
        .put(SarifReport.MESSAGE_FINGERPRINT, CycleKey.digest(d.code().name() + "\n" + d.message()));
    return result;
  }

  /** The result of an analysis of {@code r} that ended without a verdict, located at its scenario space. */
  ObjectNode unknown(AnalysisResult r, Verdict.Unknown u) {
    ObjectNode result = ToolDriver.result(SarifRule.UNKNOWN, SarifRule.UNKNOWN.level());
    result.putObject("message").put("text", "No verdict for " + r.network() + ": " + u.reason()
        + ". This is not a proof of deadlock freedom.");
    result.putArray("locations").add(locations.primary(r.space().flatMap(s -> s.origin().span())));
    result.putObject("partialFingerprints")
        .put(SarifReport.MESSAGE_FINGERPRINT, CycleKey.digest("PFC-UNKNOWN\n" + r.network()));
    return result;
  }
}

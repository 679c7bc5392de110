package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.text;

import java.util.List;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.CoverageWords;

/**
 * The coloured banner under the page header: the verdict in a word and a sentence, or, for input that
 * could not be analysed, the number of errors. It carries {@code id="verdict"} and the verdict's word
 * in {@code data-verdict}, for scripts and tests that read the page. Stateless.
 */
final class VerdictBanner {
  private VerdictBanner() {
  }

  /** The banner of {@code r}'s verdict. */
  static void verdict(StringBuilder out, AnalysisResult r) {
    String cls;
    String word;
    String say;
    if (r.verdict() instanceof Verdict.Possible p) {
      int n = p.counterexamples().size();
      cls = "possible";
      word = "DEADLOCK POSSIBLE";
      say = text(r.network()) + " has " + (n == 1 ? "a cyclic buffer dependency" : n + " cyclic buffer dependencies")
          + ": lossless queues that can pause each other in a loop.";
    } else if (r.verdict() instanceof Verdict.Free) {
      cls = "free";
      word = "DEADLOCK-FREE";
      say = "Proven: " + text(r.network()) + " has no cyclic buffer dependency in what was checked."
          + CoverageWords.caveat(r).map(c -> " " + text(c)).orElse("");
    } else {
      cls = "unknown";
      word = "UNKNOWN";
      say = "No verdict for " + text(r.network()) + ". This is not a proof of freedom.";
    }
    out.append("<div class=\"banner ").append(cls).append("\" id=\"verdict\" data-verdict=\"").append(r.verdict().word())
        .append("\"><div class=\"word\">").append(word).append("</div><div class=\"say\">").append(say)
        .append("</div></div>\n");
  }

  /** The banner of an input that was not analysed: how many of {@code diagnostics} are errors. */
  static void inputErrors(StringBuilder out, List<Diagnostic> diagnostics) {
    long errors = diagnostics.stream().filter(Diagnostic::isError).count();
    out.append("<div class=\"banner errors\" id=\"verdict\" data-verdict=\"input-error\"><div class=\"word\">INPUT ERRORS</div>"
        + "<div class=\"say\">").append(errors).append(errors == 1 ? " error" : " errors")
        .append(" in the input; nothing was analysed.</div></div>\n");
  }
}

package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.reports.CertificateWords;
import org.pfcheck.reports.CoverageWords;

/**
 * The body of a deadlock-free report: what was proven (traffic, lossless priorities, scenario or
 * scenario space), the certificate in a sentence, how it was proven and by which engines; then the
 * certificate itself, each queue's rank, highest first, folded and cut at {@link HtmlReport#MAX_RANKS}
 * so that a big fabric's proof stays a readable page.
 */
final class ProofSection {
  private final ScenarioText scenarios;

  ProofSection(ScenarioText scenarios) {
    this.scenarios = scenarios;
  }

  /** The proof of {@code f}; the {@code network}, when known, names the lossless priorities. */
  void render(StringBuilder out, AnalysisResult r, Verdict.Free f, Optional<Network> network) {
    Certificate c = f.certificate();
    out.append("<section class=\"block\" id=\"proof\"><h2>Proof</h2>\n<table class=\"plain\">");
    String classes = network.map(n -> n.qos().lossless().isEmpty() ? "" : ", lossless priorities "
        + n.qos().lossless().stream().map(String::valueOf).collect(Collectors.joining(", "))).orElse("");
    row(out, "proven", "No cyclic buffer dependency for " + text(r.traffic()) + classes + ", in "
        + (r.space().isPresent() ? "every scenario of the space: " + scenarios.space(r.space().get())
        : "the declared scenario: " + scenarios.scenario(r.scenario())));
    if (c.size() > 0) {
      row(out, "certificate", "a rank for each of " + count(c.size(), "queue", "queues") + ", highest rank "
          + c.maxRank() + " (the longest dependency chain); every one of the "
          + count(r.stats().dependencies(), "dependency", "dependencies")
          + " goes from a higher rank to a lower one, so no cycle exists. Before printing: "
          + text(CertificateWords.checked(r)) + ".");
    } else {
      row(out, "certificate", r.space().isPresent() ? "none per queue (proven symbolically)"
          : "none needed: the graph has no queues");
    }
    if (!f.proof().isBlank()) {
      row(out, "how", text(f.proof()));
    }
    row(out, "covers", text(CoverageWords.of(r)) + CoverageWords.caveat(r).map(caveat -> "<br><span class=\"sub\">"
        + text(caveat) + "</span>").orElse(""));
    CoverageWords.assumption(r).ifPresent(assumed -> row(out, "assumed", text(assumed)));
    row(out, "engines", text(String.join(", ", r.engines())));
    out.append("</table>\n<p>No set of lossless queues can pause each other in a loop, so PFC cannot deadlock in what"
        + " was checked.</p>\n");
    if (c.size() > 0) {
      ranks(out, c);
    }
    out.append("</section>\n");
  }

  /** The certificate's ranks, highest first, then by queue name. */
  private static void ranks(StringBuilder out, Certificate c) {
    List<Integer> order = new ArrayList<>();
    for (int k = 0; k < c.size(); k++) {
      order.add(k);
    }
    order.sort(Comparator.comparing((Integer k) -> -c.rank(k)).thenComparing(k -> c.queues().get(k).toString(),
        NaturalOrder.NATURAL));
    out.append("<details id=\"ranks\"><summary>Certificate: the rank of ")
        .append(c.size() > HtmlReport.MAX_RANKS ? "the first " + HtmlReport.MAX_RANKS + " of " : "each of ")
        .append(count(c.size(), "queue", "queues")).append("</summary>\n<table class=\"plain\"><thead><tr><th>rank</th>"
            + "<th>queue</th></tr></thead><tbody>\n");
    for (int k = 0; k < Math.min(HtmlReport.MAX_RANKS, order.size()); k++) {
      int i = order.get(k);
      out.append("<tr><td>").append(c.rank(i)).append("</td><td>").append(HopTable.queue(c.queues().get(i)))
          .append("</td></tr>\n");
    }
    out.append("</tbody></table></details>\n");
  }

  private static void row(StringBuilder out, String name, String html) {
    out.append("<tr><th>").append(name).append("</th><td>").append(html).append("</td></tr>\n");
  }
}

package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.count;
import static org.pfcheck.reports.html.Html.text;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.repair.Proof;
import org.pfcheck.repair.RepairOutcome;
import org.pfcheck.repair.RepairResult;
import org.pfcheck.repair.change.Change;
import org.pfcheck.reports.CertificateWords;
import org.pfcheck.reports.repair.PatchAdvice;

/**
 * The repair's part of a report: the banner with the answer; the "Suggested repair" section (each change,
 * its cost and the cycles it acts on, linked; what was proven minimal over which choices; the re-check of
 * the patched file; the patch itself), or why no repair exists, or why there is no answer; and, for each
 * of the input's cycles, a note naming the changes that act on it. Stateless.
 */
final class RepairSection {
  private RepairSection() {
  }

  /** The banner of {@code r}'s answer, with {@code data-verdict} its word (repaired, no-repair, unknown). */
  static void banner(StringBuilder out, RepairResult r) {
    String network = text(r.outcome().original().network());
    String cls;
    String word;
    String say;
    if (r.outcome() instanceof RepairOutcome.Repaired rep && r.exitStatus() == 0) {
      cls = "free";
      word = rep.changes().isEmpty() ? "NOTHING TO REPAIR" : "REPAIR";
      say = rep.changes().isEmpty() ? network + " is deadlock-free as it is."
          : network + " is deadlock-free after " + count(rep.changes().size(), "change", "changes") + " of total cost "
              + rep.cost() + ", the least among the allowed changes (proven).";
    } else if (r.outcome() instanceof RepairOutcome.Impossible) {
      cls = "possible";
      word = "NO REPAIR";
      say = "No choice of the allowed changes makes " + network + " deadlock-free.";
    } else {
      cls = "unknown";
      word = "UNKNOWN";
      say = "The repair search for " + network + " did not finish. This says nothing about whether a repair exists.";
    }
    out.append("<div class=\"banner ").append(cls).append("\" id=\"verdict\" data-verdict=\"").append(r.word())
        .append("\"><div class=\"word\">").append(word).append("</div><div class=\"say\">").append(say)
        .append("</div></div>\n");
  }

  /** The section: the suggested repair, or why there is none, or why there is no answer. */
  static void render(StringBuilder out, RepairResult r, String file) {
    out.append("<section class=\"block repair\" id=\"repair\"><h2>");
    if (r.outcome() instanceof RepairOutcome.Repaired rep) {
      out.append("Suggested repair</h2>\n");
      repaired(out, r, rep, file);
    } else if (r.outcome() instanceof RepairOutcome.Impossible none) {
      out.append("No repair</h2>\n<table class=\"plain\">");
      row(out, "why", text(none.reason()));
      row(out, "cycles", none.conflict().stream().map(cx -> text(path(cx))).collect(Collectors.joining("<br>")));
      row(out, "searched", text(none.proof().choices() + "; " + none.proof().losslessLimit()));
      out.append("</table>\n");
    } else {
      out.append("No answer</h2>\n<p>").append(text(r.unknownReason().orElse(""))).append("</p><p>Give the search more"
          + " room (<code>--timeout</code>) or fewer choices (<code>--allow</code>, <code>--forbid</code>).</p>\n");
    }
    out.append("</section>\n");
  }

  private static void repaired(StringBuilder out, RepairResult r, RepairOutcome.Repaired rep, String file) {
    Proof proof = rep.proof();
    if (!rep.changes().isEmpty()) {
      out.append("<table class=\"plain changes\"><thead><tr><th>#</th><th>change</th><th>kind</th><th>cost</th>"
          + "<th>acts on</th></tr></thead><tbody>\n");
      for (int i = 0; i < rep.changes().size(); i++) {
        Change c = rep.changes().get(i);
        out.append("<tr id=\"change-").append(i + 1).append("\"><td>").append(i + 1).append("</td><td>")
            .append(text(c.describe())).append("</td><td>").append(text(c.kind().word())).append("</td><td>")
            .append(proof.costs().get(c.kind())).append("</td><td>").append(cycles(rep, i)).append("</td></tr>\n");
      }
      out.append("</tbody></table>\n<table class=\"plain\">");
      row(out, "minimal", text(proof.minimality(rep.cost())));
      if (!proof.leftOut().isEmpty()) {
        row(out, "left out", text(proof.leftOut()));
      }
    } else {
      out.append("<table class=\"plain\">");
    }
    row(out, "re-check", recheck(r.recheck().orElseThrow()));
    out.append("</table>\n");
    r.patch().filter(p -> !p.text().isEmpty()).ifPresent(p -> {
      out.append("<h4>The patch (<code>patch FILE &lt; repair.diff</code>)</h4>\n");
      if (PatchAdvice.target(p).filter(t -> !t.equals(file)).isPresent()) {
        out.append("<p>").append(text(PatchAdvice.of(file, p))).append("</p>\n");
      }
      out.append("<pre class=\"patch\">");
      for (String line : p.text().split("\n", -1)) {
        String cls = line.startsWith("+++") || line.startsWith("---") ? "file" : line.startsWith("@@") ? "hunk"
            : line.startsWith("+") ? "add" : line.startsWith("-") ? "del" : "";
        out.append(cls.isEmpty() ? text(line) : "<span class=\"" + cls + "\">" + text(line) + "</span>").append('\n');
      }
      out.append("</pre>\n");
    });
  }

  /** The links to the input's cycles change {@code i} acts on (or the changes a new priority is for). */
  private static String cycles(RepairOutcome.Repaired rep, int i) {
    if (!rep.needing(i).isEmpty()) {
      return "needed by " + rep.needing(i).stream().map(k -> "<a href=\"#change-" + (k + 1) + "\">change " + (k + 1)
          + "</a>").collect(Collectors.joining(", "));
    }
    String links = rep.acting().entrySet().stream().filter(e -> e.getValue().contains(i)).map(Map.Entry::getKey)
        .sorted().map(k -> "<a href=\"#cycle-" + (k + 1) + "\">cycle " + (k + 1) + "</a>")
        .collect(Collectors.joining(", "));
    return links.isEmpty() ? "cycles of fabrics tried during the search" : links;
  }

  /** The note under the input's cycle {@code index} (1-based): the changes that act on it, or empty. */
  static String note(RepairResult r, int index) {
    if (!(r.outcome() instanceof RepairOutcome.Repaired rep)) {
      return "";
    }
    List<Integer> on = rep.acting().getOrDefault(index - 1, List.of());
    if (on.isEmpty()) {
      return "";
    }
    return "<div class=\"repair-note\">Suggested repair: " + on.stream().map(i -> "<a href=\"#change-" + (i + 1)
        + "\">" + text(rep.changes().get(i).describe()) + "</a>").collect(Collectors.joining("; "))
        + " act" + (on.size() == 1 ? "s" : "") + " on this cycle.</div>\n";
  }

  private static String recheck(AnalysisResult r) {
    if (r.verdict() instanceof Verdict.Free f) {
      Certificate c = f.certificate();
      return "deadlock-free (" + text(String.join(", ", r.engines())) + "); " + (c.size() > 0
          ? "certificate: a rank for each of " + count(c.size(), "queue", "queues") + ", highest rank " + c.maxRank()
              + ", every dependency from a higher rank to a lower one (" + text(CertificateWords.checked(r)) + ")"
          : text(f.proof()));
    }
    return text(r.verdict().word() + (r.verdict() instanceof Verdict.Unknown u ? ": " + u.reason() : ""));
  }

  private static String path(Counterexample cx) {
    return cx.queues().stream().map(Object::toString).collect(Collectors.joining(" → ")) + " → " + cx.queues().get(0);
  }

  private static void row(StringBuilder out, String name, String html) {
    out.append("<tr><th>").append(name).append("</th><td>").append(html).append("</td></tr>\n");
  }
}

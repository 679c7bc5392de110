package org.pfcheck.reports.repair;

import java.util.List;
import java.util.Optional;
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
import org.pfcheck.reports.TextWrap;

/**
 * The repair for people: what to change and what each change costs, which of the input's cycles each
 * acts on, what was proven minimal over which choices, and the re-check of the patched input; or why no
 * repair exists, or why there is no answer. The patch itself is printed by the caller. Stateless.
 */
public final class RepairTextReport {
  private static final int WIDTH = 100;
  private static final int FIELD = 14;

  /** The summary of the repair of {@code file} (the input as named), ending with a newline. */
  public String render(RepairResult r, String file) {
    StringBuilder out = new StringBuilder();
    String network = r.outcome().original().network();
    String banner = banner(r, network);
    out.append(banner).append('\n').append("=".repeat(banner.length())).append("\n\n");
    if (r.outcome() instanceof RepairOutcome.Repaired rep) {
      repaired(out, r, rep, file);
    } else if (r.outcome() instanceof RepairOutcome.Impossible none) {
      field(out, "why", none.reason());
      List<Counterexample> conflict = none.conflict();
      for (int k = 0; k < conflict.size(); k++) {
        field(out, k == 0 ? "cycles" : "", queues(conflict.get(k)));
      }
      field(out, "searched", none.proof().choices() + "; " + none.proof().losslessLimit());
      leftOut(out, none.proof());
      field(out, "search", search(none.proof()));
    } else if (r.outcome() instanceof RepairOutcome.Undecided u) {
      field(out, "why", u.reason());
      if (u.lowerBound() > 0) {
        field(out, "known", "every repair among the allowed changes costs at least " + u.lowerBound()
            + " (the cheapest choice that meets the requirements found so far)");
      }
      if (!u.bestKnown().isEmpty()) {
        field(out, "best found", "cost " + u.bestKnownCost() + ", deadlock-free but not proven cheapest: "
            + u.bestKnown().stream().map(Change::describe).collect(Collectors.joining("; ")));
      }
      out.append(u.bestKnown().isEmpty() ? "\nAn unknown answer says nothing about whether a repair exists."
          : "\nA repair exists (best found), but it is not proven cheapest.");
      out.append(" Give the search more room (--timeout) or fewer choices (--allow, --forbid).\n");
    }
    return out.toString();
  }

  /** One line for {@code --quiet}: "repaired: sigcomm16 (1 change, cost 1)". */
  public static String summaryLine(RepairResult r) {
    String detail = r.outcome() instanceof RepairOutcome.Repaired rep
        ? " (" + count(rep.changes().size(), "change", "changes") + ", cost " + rep.cost() + ")"
        : r.unknownReason().map(why -> " (" + why + ")").orElse("");
    return r.word() + ": " + r.outcome().original().network() + detail;
  }

  /**
   * One line for standard error when the answer is unknown and the summary went elsewhere (or nowhere,
   * {@code --quiet}): why, what is known, what to do. Empty for any other answer.
   */
  public static Optional<String> unknownLine(RepairResult r) {
    if (r.exitStatus() != 3) {
      return Optional.empty();
    }
    String known = r.outcome() instanceof RepairOutcome.Undecided u ? (u.bestKnown().isEmpty() ? ""
        : "; a repair of cost " + u.bestKnownCost() + " was found, not proven cheapest")
        + (u.lowerBound() > 0 ? "; every repair costs at least " + u.lowerBound() : "") : "";
    return Optional.of(summaryLine(r) + known + (r.outcome() instanceof RepairOutcome.Undecided
        ? ": give the search more room (--timeout) or fewer choices (--allow, --forbid)" : ""));
  }

  private static String banner(RepairResult r, String network) {
    if (r.outcome() instanceof RepairOutcome.Repaired rep) {
      if (rep.changes().isEmpty()) {
        return "NOTHING TO REPAIR: " + network + " is deadlock-free as it is";
      }
      return (r.exitStatus() == 0 ? "REPAIR: " : "REPAIR NOT RE-CHECKED: ") + network + " is deadlock-free after "
          + count(rep.changes().size(), "change", "changes") + " of total cost " + rep.cost() + " (a cheapest repair)";
    }
    if (r.outcome() instanceof RepairOutcome.Impossible) {
      return "NO REPAIR: no choice of the allowed changes makes " + network + " deadlock-free";
    }
    return "UNKNOWN: the repair search for " + network + " did not finish (this is not an answer)";
  }

  private static void repaired(StringBuilder out, RepairResult r, RepairOutcome.Repaired rep, String file) {
    List<Change> changes = rep.changes();
    for (int i = 0; i < changes.size(); i++) {
      Change c = changes.get(i);
      int index = i;
      List<Integer> on = rep.acting().entrySet().stream().filter(e -> e.getValue().contains(index))
          .map(e -> e.getKey() + 1).sorted().toList();
      List<Integer> needing = rep.needing(i).stream().map(k -> k + 1).toList();
      field(out, i == 0 ? "changes" : "", (i + 1) + ". " + c.describe() + " (" + c.kind().word() + ", cost "
          + rep.proof().costs().get(c.kind()) + (on.isEmpty() ? "" : "; acts on cycle" + (on.size() == 1 ? " " : "s ")
          + on.stream().map(String::valueOf).collect(Collectors.joining(", ")))
          + (needing.isEmpty() ? "" : "; needed by change" + (needing.size() == 1 ? " " : "s ")
          + needing.stream().map(String::valueOf).collect(Collectors.joining(", "))) + ")");
    }
    if (!changes.isEmpty()) {
      field(out, "minimal", rep.proof().minimality(rep.cost()));
      leftOut(out, rep.proof());
      field(out, "search", search(rep.proof()));
    }
    AnalysisResult check = r.recheck().orElseThrow();
    field(out, "re-check", recheck(check, !changes.isEmpty()));
    r.patch().filter(p -> !p.text().isEmpty()).ifPresent(p -> field(out, "patch", PatchAdvice.of(file, p)));
  }

  private static void leftOut(StringBuilder out, Proof proof) {
    if (!proof.leftOut().isEmpty()) {
      field(out, "left out", proof.leftOut());
    }
  }

  private static String search(Proof p) {
    return count(p.rounds(), "fabric", "fabrics") + " tried, " + count(p.cycles(), "cycle", "cycles") + ", "
        + count(p.requirements(), "requirement", "requirements") + ", " + count(p.optimisations(), "optimisation",
        "optimisations") + "; " + p.millis().entrySet().stream()
        .map(e -> e.getKey() + " " + e.getValue() + " ms").collect(Collectors.joining(", "));
  }

  private static String recheck(AnalysisResult r, boolean patched) {
    String what = patched ? "the patched file: " : "the file: ";
    if (r.verdict() instanceof Verdict.Free f) {
      Certificate c = f.certificate();
      return what + "deadlock-free (" + String.join(", ", r.engines()) + "); " + (c.size() > 0
          ? "certificate: a rank for each of " + count(c.size(), "queue", "queues") + ", max rank " + c.maxRank()
              + ", every dependency from a higher rank to a lower one (" + CertificateWords.checked(r) + ")"
          : f.proof());
    }
    return what + r.verdict().word() + (r.verdict() instanceof Verdict.Unknown u ? " (" + u.reason() + ")" : "");
  }

  private static String queues(Counterexample cx) {
    return cx.queues().stream().map(Object::toString).collect(Collectors.joining(" → ")) + " → " + cx.queues().get(0);
  }

  private static void field(StringBuilder out, String name, String value) {
    TextWrap.field(out, name, value, FIELD, WIDTH);
  }

  static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }
}

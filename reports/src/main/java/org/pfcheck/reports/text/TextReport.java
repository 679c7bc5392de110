package org.pfcheck.reports.text;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.reports.CertificateWords;
import org.pfcheck.reports.CoverageWords;
import org.pfcheck.reports.SourceText;
import org.pfcheck.reports.SweepWords;
import org.pfcheck.reports.TextWrap;

/**
 * The report for people. The verdict first, then the network's size, the traffic considered and the
 * scenario; for a possible deadlock every counterexample cycle as a numbered hop table quoting the
 * source lines, and what the causes present usually call for; for a proof the certificate summary
 * and what was proven; for an unknown verdict, why. Readable without colour; ANSI colour only when
 * asked for. Not thread-safe (source lines are cached).
 */
public final class TextReport {
  private static final String RESET = "\u001b[0m";
  private static final String BOLD = "\u001b[1m";
  private static final int WIDTH = 100;
  private static final int FIELD = 14;

  private final SourceText source;
  private final String mainFile;
  private final boolean colour;
  private final boolean verbose;

  /**
   * A report quoting source lines from {@code linesOf} (file name to lines).
   *
   * @param mainFile the checked file, whose lines are quoted as "line N" (others as "file:N"); may be null
   * @param colour whether to use ANSI colour (only when writing to a terminal)
   * @param verbose whether to show the link of every hop and engine-specific figures
   */
  public TextReport(Function<String, List<String>> linesOf, String mainFile, boolean colour, boolean verbose) {
    this.source = new SourceText(linesOf);
    this.mainFile = mainFile;
    this.colour = colour;
    this.verbose = verbose;
  }

  /** The whole report, ending with a newline. */
  public String render(AnalysisResult r) {
    StringBuilder out = new StringBuilder();
    String banner = banner(r);
    out.append(paint(r.verdict(), banner)).append('\n').append("=".repeat(banner.codePointCount(0, banner.length())))
        .append("\n\n");
    Stats s = r.stats();
    field(out, "network", r.network() + ": " + (s.networkKnown() ? count(s.switches(), "switch", "switches") + ", "
        + count(s.hosts(), "host", "hosts") : "not read (the run stopped before it was)"));
    String examined = count(s.scenarios(), "scenario", "scenarios") + " of the space decided";
    if (r.graphKnown()) {
      field(out, "graph", count(s.queues(), "queue", "queues") + ", " + count(s.dependencies(), "dependency",
          "dependencies") + (r.space().isPresent() ? (r.verdict() instanceof Verdict.Possible
          ? " in the counterexample's scenario; " : " in the declared scenario; ") + examined : ""));
    } else if (r.space().isPresent()) {
      field(out, "graph", "not known (no verdict); " + examined);
    }
    if (!r.traffic().isBlank()) {
      field(out, "traffic", r.traffic());
    }
    if (s.networkKnown()) {
      field(out, "coverage", CoverageWords.of(r));
    }
    if (s.networkKnown()) {
      field(out, "scenario", Scenarios.describe(r.scenario()));
    }
    r.space().ifPresent(space -> field(out, "space", Scenarios.describe(space)));
    r.sweep().ifPresent(sweep -> {
      field(out, "answer", SweepWords.answer(sweep) + (sweep.listed().isEmpty() ? "" : "; the first listed"
          + " below" + (sweep.listed().size() > 1 ? " (" + sweep.listed().size() + " of them)" : "")));
      field(out, "decided", SweepWords.how(sweep));
    });
    field(out, "engine", (r.engines().isEmpty() ? "none (the run stopped before the analysis)"
        : String.join(", ", r.engines())) + ", " + timing(s.millis())
        + (Long.valueOf(0).equals(s.extra().get("cross-check-complete"))
            ? "; the cross-check did not complete (the other engine gave no answer)" : ""));
    r.recheck().ifPresent(c -> field(out, "re-check", c.summary()));
    if (verbose && !s.extra().isEmpty()) {
      field(out, "figures", s.extra().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
          .collect(Collectors.joining(", ")));
    }
    out.append('\n');
    if (r.verdict() instanceof Verdict.Possible p) {
      possible(out, r, p);
    } else if (r.verdict() instanceof Verdict.Free f) {
      free(out, r, f);
    } else if (r.verdict() instanceof Verdict.Unknown u) {
      unknown(out, u);
    }
    return out.toString();
  }

  /**
   * What an import assumed where the configuration says nothing, a block after the report (empty text when it
   * assumed nothing: a fabric file's report ends as before).
   */
  public static String assumed(List<String> assumed) {
    if (assumed.isEmpty()) {
      return "";
    }
    StringBuilder out = new StringBuilder("\nAssumed by the import (the configuration says nothing of these):\n");
    assumed.forEach(a -> out.append("  - ").append(org.pfcheck.model.diagnostics.Visible.text(a)).append('\n'));
    return out.toString();
  }

  /** One line for {@code --quiet}: "deadlock-possible: sigcomm16 (2 cycles)". */
  public static String summaryLine(AnalysisResult r) {
    String detail = "";
    if (r.verdict() instanceof Verdict.Possible p) {
      detail = " (" + r.sweep().map(sw -> SweepWords.answer(sw) + "; ").orElse("")
          + count(p.counterexamples().size(), "cycle", "cycles") + ")";
    } else if (r.verdict() instanceof Verdict.Free && r.coverage().filter(c -> c.undeliverable() > 0).isPresent()) {
      detail = " (" + r.coverage().get().undeliverable() + " of " + r.coverage().get().packets()
          + " packets considered not delivered)";
    } else if (r.verdict() instanceof Verdict.Unknown u) {
      detail = " (" + u.reason() + ")";
    }
    return r.verdict().word() + ": " + r.network() + detail;
  }

  private static String banner(AnalysisResult r) {
    if (r.verdict() instanceof Verdict.Free) {
      return "DEADLOCK-FREE: " + r.network() + " has no cyclic buffer dependency (proven" + r.coverage()
          .filter(c -> c.undeliverable() > 0).map(c -> "; " + c.undeliverable() + " of " + c.packets()
          + " packets considered are not delivered").orElse("") + ")";
    } else if (r.verdict() instanceof Verdict.Possible p) {
      int n = p.counterexamples().size();
      return "DEADLOCK POSSIBLE: " + r.network() + " has " + (n == 1 ? "a cyclic buffer dependency" : n
          + " cyclic buffer dependencies");
    }
    return "UNKNOWN: no verdict for " + r.network() + " (this is not a proof)";
  }

  private void possible(StringBuilder out, AnalysisResult r, Verdict.Possible p) {
    Hops hops = new Hops(source, mainFile, verbose);
    List<Counterexample> cxs = p.counterexamples();
    Set<Cause> causes = EnumSet.noneOf(Cause.class);
    boolean routingOnly = false;
    for (int k = 0; k < cxs.size(); k++) {
      Counterexample cx = cxs.get(k);
      out.append(bold("Cycle " + (k + 1) + " of " + cxs.size())).append(": ")
          .append(count(cx.cycle().size(), "queue", "queues"));
      out.append(Scenarios.ifDifferent(cx.scenario(), r.scenario()).map(s -> ", in scenario: " + s)
          .orElse(""));
      out.append('\n').append(hops.table(cx, "  ")).append('\n');
      Set<Cause> onCycle = EnumSet.noneOf(Cause.class);
      cx.cycle().stream().map(Dependency::cause).forEach(onCycle::add);
      causes.addAll(onCycle);
      routingOnly |= !onCycle.contains(Cause.FLOOD) && !onCycle.contains(Cause.BOUNCE)
          && !onCycle.contains(Cause.BRIDGE);
    }
    if (r.stats().extra().containsKey("cycles-cut-by-timeout")) {
      out.append("The timeout ended the listing of cycles: ").append(count(cxs.size(), "cycle", "cycles"))
          .append(" found and re-checked are shown (raise --timeout to see more).\n\n");
    } else if (p.cyclicComponents() > cxs.size()) {
      out.append("Shown: ").append(cxs.size()).append(" of ").append(p.cyclicComponents())
          .append(" strongly connected components with cycles (raise --max-cycles to see more).\n\n");
    }
    out.append(Advice.meaning()).append('\n');
    for (String fix : Advice.fixes(causes, routingOnly)) {
      List<String> lines = TextWrap.lines(fix, 4, WIDTH);
      out.append("  - ").append(lines.get(0).substring(4)).append('\n');
      lines.subList(1, lines.size()).forEach(l -> out.append(l).append('\n'));
    }
  }

  private void free(StringBuilder out, AnalysisResult r, Verdict.Free f) {
    Certificate c = f.certificate();
    out.append(bold("Proof")).append('\n');
    if (c.size() > 0) {
      field(out, "certificate", "a rank for each of " + count(c.size(), "queue", "queues") + ", max rank "
          + c.maxRank() + "; every one of the " + count(r.stats().dependencies(), "dependency", "dependencies")
          + " goes from a higher rank to a lower one, so no cycle exists (" + CertificateWords.checked(r) + ")");
    } else {
      field(out, "certificate", r.space().isPresent() ? "none per queue (proven symbolically)"
          : "none needed: the graph has no queues");
    }
    field(out, "proven", "no cyclic buffer dependency for " + r.traffic() + ", in "
        + (r.space().isPresent() ? "every scenario of the space" : "the scenario: " + Scenarios.describe(r.scenario())));
    if (!f.proof().isBlank()) {
      field(out, "how", f.proof());
    }
    CoverageWords.caveat(r).ifPresent(caveat -> field(out, "covers", caveat));
    CoverageWords.assumption(r).ifPresent(assumed -> field(out, "assumed", assumed));
    out.append('\n').append("No set of lossless queues can pause each other in a loop, so PFC cannot deadlock"
        + " in what was checked.\n");
  }

  private void unknown(StringBuilder out, Verdict.Unknown u) {
    field(out, "why", u.reason());
    out.append('\n').append("An unknown verdict is never a proof of freedom. Give the analysis more room"
        + " (--timeout) or check a smaller scenario space.\n");
  }

  /** {@code "  name        value"}, the value wrapped under itself. */
  static void field(StringBuilder out, String name, String value) {
    TextWrap.field(out, name, value, FIELD, WIDTH);
  }

  private static String timing(Map<String, Long> millis) {
    long total = millis.values().stream().mapToLong(Long::longValue).sum();
    if (millis.isEmpty()) {
      return "time not measured";
    }
    return total + " ms (" + millis.entrySet().stream().map(e -> e.getKey() + " " + e.getValue() + " ms")
        .collect(Collectors.joining(", ")) + ")";
  }

  static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  private String bold(String text) {
    return colour ? BOLD + text + RESET : text;
  }

  private String paint(Verdict v, String text) {
    if (!colour) {
      return text;
    }
    String code = v instanceof Verdict.Free ? "\u001b[1;32m" : v instanceof Verdict.Possible ? "\u001b[1;31m" : "\u001b[1;33m";
    return code + text + RESET;
  }
}

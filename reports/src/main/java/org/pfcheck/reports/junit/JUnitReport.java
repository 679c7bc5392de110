package org.pfcheck.reports.junit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.reports.CoverageWords;
import org.pfcheck.reports.sarif.CycleFinding;

/**
 * Renders a check as JUnit XML (the Ant/Surefire dialect that GitLab, Jenkins, Azure DevOps and
 * GitHub test reporters read): one test suite per checked file, one test case "input is
 * well-formed" (failing when there are input errors) and one test case per property checked,
 * "deadlock freedom of priority P" in the declared scenario or in every scenario of the space. A
 * priority on a counterexample cycle fails with the cycle's summary as message and its hops as text
 * (type: the SARIF rule id); an unknown verdict is an error; when not every cyclic component was
 * reported, priorities without a reported cycle are skipped, not passed. Stateless.
 */
public final class JUnitReport {
  private final String mainFile;

  /** A renderer for checks of {@code mainFile} (the {@code file} attribute of every test case). */
  public JUnitReport(String mainFile) {
    this.mainFile = Objects.requireNonNull(mainFile, "mainFile");
  }

  /**
   * The JUnit XML of {@code r}.
   *
   * @param lossless the network's lossless priorities, one test case each; when empty, one test case
   *     for all of them
   * @param diagnostics warnings that came with the analysis (listed as output of the well-formed case)
   */
  public String render(AnalysisResult r, SortedSet<Integer> lossless, List<Diagnostic> diagnostics) {
    String suite = "pfcheck." + r.network();
    double seconds = r.stats().millis().values().stream().mapToLong(Long::longValue).sum() / 1000.0;
    List<Case> cases = new ArrayList<>();
    cases.add(wellFormed(suite, diagnostics, 0));
    SortedSet<Integer> priorities = new TreeSet<>(lossless);
    String scope = scope(r);
    if (priorities.isEmpty()) {
      cases.add(property(suite, r, -1, "deadlock freedom " + scope, seconds));
    } else {
      for (int p : priorities) {
        cases.add(property(suite, r, p, "deadlock freedom of priority " + p + " " + scope,
            seconds / priorities.size()));
      }
    }
    List<String[]> properties = new ArrayList<>(List.of(
        new String[] {"verdict", r.verdict().word()}, new String[] {"traffic", r.traffic()},
        new String[] {"engines", String.join(", ", r.engines())}, new String[] {"coverage", CoverageWords.of(r)},
        new String[] {"queues", r.graphKnown() ? Long.toString(r.stats().queues()) : "not known"},
        new String[] {"dependencies", r.graphKnown() ? Long.toString(r.stats().dependencies()) : "not known"}));
    r.recheck().ifPresent(c -> properties.add(new String[] {"recheck", c.summary()}));
    return document(suite, cases, seconds, properties);
  }

  /** The JUnit XML of an input that could not be analysed: the well-formed case fails. */
  public String renderDiagnostics(String network, List<Diagnostic> diagnostics) {
    String suite = "pfcheck." + network;
    return document(suite, List.of(wellFormed(suite, diagnostics, 0)), 0, List.<String[]>of(new String[] {"verdict", "input-error"}));
  }

  /** One test case: its outcome is pass, failure, error or skipped. */
  private record Case(String classname, String name, double seconds, String outcome, String type, String message,
      String body, String output) {
  }

  private Case wellFormed(String suite, List<Diagnostic> diagnostics, double seconds) {
    List<Diagnostic> errors = diagnostics.stream().filter(Diagnostic::isError).toList();
    String listing = diagnostics.stream().map(JUnitReport::line).collect(Collectors.joining("\n"));
    if (errors.isEmpty()) {
      return new Case(suite, "input is well-formed", seconds, "pass", "", "", "", listing);
    }
    String message = errors.size() + (errors.size() == 1 ? " input error: " : " input errors, first: ")
        + line(errors.get(0));
    return new Case(suite, "input is well-formed", seconds, "failure", errors.get(0).code().name(), message, listing, "");
  }

  private static String line(Diagnostic d) {
    return d.span().map(s -> s + ": ").orElse("") + d.severity().word() + "[" + d.code().name() + "]: " + d.message()
        + (d.hint().isBlank() ? "" : " (help: " + d.hint() + ")");
  }

  private Case property(String suite, AnalysisResult r, int priority, String name, double seconds) {
    if (r.verdict() instanceof Verdict.Unknown u) {
      return new Case(suite, name, seconds, "error", "PFC-UNKNOWN", "no verdict: " + u.reason(),
          "No verdict: " + u.reason() + ". This is not a proof of deadlock freedom.", "");
    }
    if (r.verdict() instanceof Verdict.Free f) {
      return new Case(suite, name, seconds, "pass", "", "", "", "proven: " + f.proof() + "\ncovers: "
          + CoverageWords.of(r) + CoverageWords.caveat(r).map(c -> "\n" + c).orElse(""));
    }
    Verdict.Possible p = (Verdict.Possible) r.verdict();
    List<Counterexample> mine = p.counterexamples().stream()
        .filter(cx -> priority < 0 || cx.queues().stream().anyMatch(q -> q.priority() == priority)).toList();
    if (mine.isEmpty()) {
      if (p.cyclicComponents() > p.counterexamples().size()) {
        return new Case(suite, name, seconds, "skipped", "", "not determined: only " + p.counterexamples().size()
            + " of " + p.cyclicComponents() + " cyclic components reported (raise --max-cycles)", "", "");
      }
      return new Case(suite, name, seconds, "pass", "", "", "", "no cycle through this priority");
    }
    CycleFinding first = CycleFinding.of(mine.get(0));
    String message = "deadlock possible: " + (mine.size() == 1 ? "a cycle" : mine.size() + " cycles, the first")
        + " of " + mine.get(0).cycle().size() + " queues " + path(mine.get(0))
        + first.span().map(s -> " (" + first.kind().name().toLowerCase(Locale.ROOT) + ", line " + s.line() + ")").orElse("");
    StringBuilder body = new StringBuilder();
    for (int k = 0; k < mine.size(); k++) {
      Counterexample cx = mine.get(k);
      body.append("Cycle ").append(k + 1).append(" (").append(CycleFinding.of(cx).kind().ruleId()).append("): ")
          .append(path(cx)).append('\n');
      List<Dependency> cycle = cx.cycle();
      for (int h = 0; h < cycle.size(); h++) {
        Dependency d = cycle.get(h);
        body.append("  ").append(h + 1).append(". ").append(d.from()).append(" -> ").append(d.to()).append("  ")
            .append(d.cause().word()).append("  packet ").append(d.packet().src()).append("->").append(d.packet().dst())
            .append(" p").append(d.packet().priority()).append("  ").append(d.decision())
            .append(d.rule().map(s -> "  at " + s).orElse("")).append('\n');
      }
    }
    return new Case(suite, name, seconds, "failure", first.kind().ruleId(), message, body.toString(), "");
  }

  private static String path(Counterexample cx) {
    return cx.queues().stream().map(QueueRef::toString).collect(Collectors.joining(" -> ")) + " -> " + cx.queues().get(0);
  }

  private static String scope(AnalysisResult r) {
    if (!r.stats().networkKnown()) {
      return "(the input was not read)";
    }
    if (r.space().isPresent()) {
      ScenarioSpace s = r.space().get();
      return "in every scenario of the space (up to " + s.maxLinksDown() + " more links down, up to " + s.maxDeadHosts()
          + " more dead hosts)";
    }
    Scenario s = r.scenario();
    if (s.healthy()) {
      return "in the healthy scenario";
    }
    List<String> parts = new ArrayList<>();
    s.linksDown().forEach(d -> parts.add(d.a() + " -- " + d.b() + " down"));
    s.deadHosts().forEach(d -> parts.add(d.host() + " dead"));
    s.macMissing().forEach(m -> parts.add("no MAC entry of " + m.host() + " at " + m.switchName()));
    if (parts.size() <= 3) {
      return "in the declared scenario (" + String.join(", ", parts) + ")";
    }
    List<String> counts = new ArrayList<>();
    addCount(counts, s.linksDown().size(), "link down", "links down");
    addCount(counts, s.deadHosts().size(), "host dead", "hosts dead");
    addCount(counts, s.macMissing().size(), "MAC entry missing", "MAC entries missing");
    return "in the declared scenario (" + String.join(", ", counts) + ")";
  }

  private static void addCount(List<String> parts, int n, String one, String many) {
    if (n > 0) {
      parts.add(n + " " + (n == 1 ? one : many));
    }
  }

  private String document(String suite, List<Case> cases, double seconds, List<String[]> properties) {
    long failures = cases.stream().filter(c -> c.outcome().equals("failure")).count();
    long errors = cases.stream().filter(c -> c.outcome().equals("error")).count();
    long skipped = cases.stream().filter(c -> c.outcome().equals("skipped")).count();
    String counts = " tests=\"" + cases.size() + "\" failures=\"" + failures + "\" errors=\"" + errors + "\"";
    StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.append("<testsuites name=\"pfcheck\"").append(counts).append(" time=\"").append(time(seconds)).append("\">\n");
    out.append("  <testsuite name=\"").append(Xml.attr(suite)).append('"').append(counts).append(" skipped=\"")
        .append(skipped).append("\" time=\"").append(time(seconds)).append("\">\n    <properties>\n");
    for (String[] p : properties) {
      out.append("      <property name=\"").append(Xml.attr(p[0])).append("\" value=\"").append(Xml.attr(p[1]))
          .append("\"/>\n");
    }
    out.append("    </properties>\n");
    for (Case c : cases) {
      out.append("    <testcase classname=\"").append(Xml.attr(c.classname())).append("\" name=\"").append(Xml.attr(c.name()))
          .append("\" file=\"").append(Xml.attr(mainFile)).append("\" time=\"").append(time(c.seconds())).append('"');
      if (c.outcome().equals("pass") && c.output().isEmpty()) {
        out.append("/>\n");
        continue;
      }
      out.append(">\n");
      switch (c.outcome()) {
        case "failure", "error" -> out.append("      <").append(c.outcome()).append(" message=\"").append(Xml.attr(c.message()))
            .append("\" type=\"").append(Xml.attr(c.type())).append("\">").append(Xml.text(c.body())).append("</")
            .append(c.outcome()).append(">\n");
        case "skipped" -> out.append("      <skipped message=\"").append(Xml.attr(c.message())).append("\"/>\n");
        default -> { }
      }
      if (!c.output().isEmpty()) {
        out.append("      <system-out>").append(Xml.text(c.output())).append("</system-out>\n");
      }
      out.append("    </testcase>\n");
    }
    out.append("  </testsuite>\n</testsuites>\n");
    return out.toString();
  }

  private static String time(double seconds) {
    return String.format(Locale.ROOT, "%.3f", seconds);
  }
}

package org.pfcheck.reports.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.SweepSummary;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.CounterexampleChecker;
import org.pfcheck.analyzer.sweep.SweptInput;
import org.pfcheck.model.Network;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.reports.json.JsonReport;

/**
 * The merged report of {@link MergedReport} as the typed analysis result every renderer takes, for the
 * network the parts swept: the counts and figures as the parts add them up; the listed scenarios
 * numbered again from the network's space; the counterexamples read back from the parts and each
 * re-checked hop by hop against the network by the independent forwarding simulator; a proof's
 * certificate derived again from the network's declared scenario. The result, rendered as JSON, must give
 * back the merged report key for key (the re-check, coverage, diagnostics and hazards aside, which the
 * caller derives from the network as {@code check} does): a part whose counterexample does not hold, or
 * whose counts or scenarios do not follow from the network, is refused. Working state of one reading.
 */
final class MergedResult {
  /** The keys of the merged report that the typed result must give back as they are. */
  private static final List<String> SAME = List.of("network", "verdict", "exitStatus", "stats", "traffic", "engines",
      "scenario", "space", "cycles", "cyclicComponents", "certificate", "reason", "sweep");
  private static final String FIX = "merge the parts of a sweep of this --input, each the unedited output of"
      + " pfcheck check --shard I/N --format json; give --input as it was given to pfcheck check";

  private final ObjectNode tree;
  private final List<PartFile> parts;
  private final Network network;
  private final String input;
  private final List<Diagnostic> problems = new ArrayList<>();

  private MergedResult(ObjectNode tree, List<PartFile> parts, Network network, String input) {
    this.tree = tree;
    this.parts = parts;
    this.network = network;
    this.input = input;
  }

  /**
   * The typed result of the merged report {@code tree} of {@code parts}, swept over {@code network} (read
   * from {@code input}), whose source files are {@code files}; or the problems that prevent it.
   */
  static ShardMerge.Typed of(ObjectNode tree, List<PartFile> parts, Network network, String input, List<String> files) {
    MergedResult m = new MergedResult(tree, parts, network, input);
    Optional<AnalysisResult> result = m.read(files);
    if (result.isPresent() && m.problems.isEmpty()) {
      m.compare(result.get());
    }
    return m.problems.isEmpty() ? new ShardMerge.Typed(result, Optional.of(tree), List.of())
        : new ShardMerge.Typed(Optional.empty(), Optional.empty(), m.problems);
  }

  private Optional<AnalysisResult> read(List<String> files) {
    JsonNode sweep = tree.path("sweep");
    JsonNode hazards = tree.path("hazards").path("mode");
    if (!List.of("none", "warn", "error").contains(hazards.asText())) {
      problem("/hazards/mode", "hazards.mode is " + PartSchema.kind(hazards) + ", not none, warn or error");
      return Optional.empty();
    }
    Optional<Long> size = SweptInput.size(network);
    if (size.isEmpty() || size.get() != sweep.path("spaceScenarios").asLong()) {
      problem("/sweep/spaceScenarios", "the parts swept a space of " + sweep.path("spaceScenarios").asLong()
          + " scenarios; " + input + "'s space holds " + size.map(String::valueOf).orElse("more than a sweep numbers"));
      return Optional.empty();
    }
    List<Long> positions = new ArrayList<>();
    sweep.path("listed").forEach(e -> positions.add(e.path("position").asLong()));
    // PartSchema checked every position against the space's size, which size() matched above
    List<Scenario> scenarios = SweptInput.scenariosAt(network, positions).orElseThrow();
    Verdict verdict;
    try {
      verdict = verdict(positions, scenarios, files);
    } catch (Malformed e) {
      problem(e.pointer, e.getMessage());
      return Optional.empty();
    }
    if (verdict == null) {
      return Optional.empty();
    }
    JsonNode s = tree.path("stats");
    Stats stats = new Stats(s.path("switches").asInt(), s.path("hosts").asInt(), s.path("queues").asInt(),
        s.path("dependencies").asLong(), s.path("scenarios").asLong(), longs(s.path("millis")), longs(s.path("extra")));
    List<String> engines = new ArrayList<>();
    tree.path("engines").forEach(n -> engines.add(n.asText()));
    Map<String, Long> decidedBy = longs(sweep.path("decidedBy"));
    SweepSummary summary = new SweepSummary(sweep.path("spaceScenarios").asLong(), sweep.path("partScenarios").asLong(),
        sweep.path("decided").asLong(), sweep.path("failing").asLong(), positions, scenarios,
        sweep.path("listLimit").asInt(), sweep.path("classes").asLong(), sweep.path("rechecked").asLong(),
        sweep.path("automorphisms").asInt(), decidedBy, Optional.empty(), sweep.path("input").asText(),
        sweep.path("part").asText());
    return Optional.of(new AnalysisResult(network.name(), verdict, network.scenario(), network.space(),
        tree.path("traffic").asText(), engines, stats, Optional.empty(), Optional.empty(), Optional.of(summary)));
  }

  /** The verdict the merged report states, its facts derived again or re-checked; null when one does not hold. */
  private Verdict verdict(List<Long> positions, List<Scenario> scenarios, List<String> files) throws Malformed {
    String word = tree.path("verdict").asText();
    if (word.equals("deadlock-possible")) {
      List<Counterexample> all = new ArrayList<>();
      JsonNode cycles = tree.path("cycles");
      for (int c = 0; c < cycles.size(); c++) {
        Counterexample cx = counterexample(cycles.get(c), positions, scenarios, files, "/cycles/" + c);
        try {
          CounterexampleChecker.check(network, cx);
        } catch (IllegalStateException e) {
          problem("/cycles/" + c, "this cycle does not hold in " + input + ": " + e.getMessage());
          return null;
        }
        all.add(cx);
      }
      if (all.isEmpty()) {
        throw new Malformed("/cycles", "a deadlock-possible report without a cycle");
      }
      return new Verdict.Possible(all, tree.path("cyclicComponents").asInt());
    }
    if (word.equals("deadlock-free")) {
      Optional<Certificate> certificate = SweptInput.declaredCertificate(network);
      if (certificate.isEmpty()) {
        problem("/verdict", "the parts prove the space deadlock-free, but the declared scenario of " + input
            + " has a cyclic buffer dependency");
        return null;
      }
      // the words of one run of the whole space, from the parts' counts, which add up to that run's
      JsonNode sweep = tree.path("sweep");
      return new Verdict.Free(certificate.get(), SweptInput.proof(network, sweep.path("spaceScenarios").asLong(),
          sweep.path("classes").asLong(), longs(sweep.path("decidedBy"))));
    }
    return new Verdict.Unknown(tree.path("reason").asText());
  }

  /** The counterexample {@code node} at {@code at}, its scenario one of the listed ones. */
  private Counterexample counterexample(JsonNode node, List<Long> positions, List<Scenario> scenarios,
      List<String> files, String at) throws Malformed {
    Scenario scenario = null;
    JsonNode listed = tree.path("sweep").path("listed");
    for (int k = 0; k < positions.size() && scenario == null; k++) {
      if (listed.get(k).path("scenario").equals(node.path("scenario"))) {
        scenario = scenarios.get(k);
      }
    }
    if (scenario == null) {
      throw new Malformed(at + "/scenario", "the scenario of this cycle is none of the listed ones");
    }
    List<Dependency> cycle = new ArrayList<>();
    JsonNode edges = node.path("edges");
    for (int k = 0; k < edges.size(); k++) {
      JsonNode e = edges.get(k);
      String where = at + "/edges/" + k;
      JsonNode p = e.path("packet");
      Cause cause;
      try {
        cause = Cause.valueOf(text(e, "cause", where).toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException ex) {
        throw new Malformed(where, "cause \"" + e.path("cause").asText() + "\" is not a forwarding decision pfcheck names");
      }
      cycle.add(new Dependency(queue(e.path("from"), where), queue(e.path("to"), where), cause,
          new ExamplePacket(text(p, "src", where), text(p, "dst", where), number(p, "priority", where, 0, 7),
              p.path("dscp").isNull() ? -1 : number(p, "dscp", where, 0, 63)), text(e, "decision", where),
          span(e.path("source"), files, where), span(e.path("link"), files, where), span(e.path("rewrite"), files, where)));
    }
    try {
      return new Counterexample(scenario, cycle);
    } catch (IllegalArgumentException e) {
      throw new Malformed(at, "not a cycle of dependencies: " + e.getMessage());
    }
  }

  private static QueueRef queue(JsonNode q, String where) throws Malformed {
    return new QueueRef(text(q, "switch", where), text(q, "port", where), number(q, "priority", where, 0, 7));
  }

  /** A source span, which must point into one of the files read. */
  private Optional<SourceSpan> span(JsonNode s, List<String> files, String where) throws Malformed {
    if (s.isNull()) {
      return Optional.empty();
    }
    String file = text(s, "file", where);
    if (!files.contains(file)) {
      throw new Malformed(where, "the parts' cycles point into " + file + ", which " + input + " does not read");
    }
    try {
      return Optional.of(new SourceSpan(file, number(s, "line", where, 1, Integer.MAX_VALUE), number(s, "column", where,
          1, Integer.MAX_VALUE), number(s, "endLine", where, 1, Integer.MAX_VALUE), number(s, "endColumn", where, 1,
          Integer.MAX_VALUE)));
    } catch (IllegalArgumentException e) {
      throw new Malformed(where, e.getMessage());
    }
  }

  private static String text(JsonNode o, String key, String where) throws Malformed {
    if (!o.path(key).isTextual()) {
      throw new Malformed(where, key + " is " + PartSchema.kind(o.path(key)) + ", not a string");
    }
    return o.path(key).asText();
  }

  private static int number(JsonNode o, String key, String where, int min, int max) throws Malformed {
    JsonNode v = o.path(key);
    if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < min || v.asInt() > max) {
      throw new Malformed(where, key + " is " + PartSchema.kind(v) + ", not an integer in " + min + ".." + max);
    }
    return v.asInt();
  }

  private static Map<String, Long> longs(JsonNode o) {
    Map<String, Long> out = new LinkedHashMap<>();
    o.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asLong()));
    return out;
  }

  /** Every key the typed result must give back as the merged report states it. */
  private void compare(AnalysisResult result) {
    ObjectNode typed = new JsonReport().toJson(result, List.of());
    if (typed.path("certificate").isObject()) {
      // the merged report words the proof as a merge of parts; the typed one as the run of the whole space
      ((ObjectNode) typed.path("certificate")).set("proof", tree.path("certificate").path("proof"));
    }
    for (String key : SAME) {
      String at = difference(typed.path(key), tree.path(key), "/" + key);
      if (at != null) {
        problem(at, PartSchema.name(at) + " of the merged parts is " + PartSchema.kind(tree.at(at)) + ", but "
            + PartSchema.kind(typed.at(at)) + " follows from " + input + " (network " + network.name() + ")");
      }
    }
  }

  /** The pointer of the first value that differs between {@code a} and {@code b} (at {@code at}), or null. */
  private static String difference(JsonNode a, JsonNode b, String at) {
    if (a.equals(b) || a.isIntegralNumber() && b.isIntegralNumber() && a.bigIntegerValue().equals(b.bigIntegerValue())) {
      return null;
    }
    if (a.isObject() && b.isObject()) {
      java.util.Set<String> keys = new java.util.LinkedHashSet<>(ShardMerge.keys(a));
      keys.addAll(ShardMerge.keys(b));
      for (String k : keys) {
        String d = difference(a.path(k), b.path(k), at + "/" + k.replace("~", "~0").replace("/", "~1"));
        if (d != null) {
          return d;
        }
      }
      return null;
    } else if (a.isArray() && b.isArray() && a.size() == b.size()) {
      for (int k = 0; k < a.size(); k++) {
        String d = difference(a.get(k), b.get(k), at + "/" + k);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return at;
  }

  /**
   * A problem at {@code pointer} of the merged report, located in the part it came from: the part holding
   * that cycle (for a pointer into {@code cycles}), else the first part holding that value, else the
   * first part's key.
   */
  private void problem(String pointer, String message) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("/cycles/(\\d+)(.*)").matcher(pointer);
    if (m.matches()) {
      JsonNode cycle = tree.at("/cycles/" + m.group(1));
      for (PartFile p : parts) {
        for (int i = 0; i < p.get("/cycles").size(); i++) {
          if (p.get("/cycles/" + i).equals(cycle)) {
            problems.add(Diagnostic.of(Code.PFC305, p.at("/cycles/" + i + m.group(2)), message, FIX));
            return;
          }
        }
      }
    }
    JsonNode value = tree.at(pointer);
    PartFile at = parts.stream().filter(p -> p.get(pointer).equals(value)).findFirst().orElse(parts.get(0));
    problems.add(Diagnostic.of(Code.PFC305, at.at(pointer), message, FIX));
  }

  /** A value of the merged report that cannot be read as what it stands for. */
  private static final class Malformed extends Exception {
    private static final long serialVersionUID = 1L;
    private final String pointer;

    Malformed(String pointer, String message) {
      super(message, null, false, false);
      this.pointer = pointer;
    }
  }
}

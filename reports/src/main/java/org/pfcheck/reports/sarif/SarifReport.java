package org.pfcheck.reports.sarif;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.CoverageWords;
import org.pfcheck.reports.json.JsonReport;
import org.pfcheck.reports.SourceText;
import org.pfcheck.reports.diff.CycleKey;
import org.pfcheck.reports.diff.ResultDiff;

/**
 * Renders results and diagnostics as SARIF 2.1.0 for code-scanning services (GitHub, GitLab, Azure
 * DevOps). One run; one result per counterexample cycle, located at the DSL line that creates the
 * offending dependency, with the whole cycle as a code flow (one thread-flow location per hop) and a
 * {@code partialFingerprints} entry computed from the cycle's sorted queue names (see {@link CycleKey}),
 * so that the same cycle keeps its identity when unrelated lines move; one result per diagnostic;
 * one result for an unknown verdict. Rule ids are listed in {@link SarifRule}. Not thread-safe
 * (source lines are cached).
 *
 * <p>This class puts the log together; {@link ToolDriver} describes the tool and its rules, {@link
 * CycleResults} and {@link MessageResults} make the results, {@link Locations} places them.
 */
public final class SarifReport {
  /** The {@code partialFingerprints} key of cycle results; the version changes if the hash does. */
  public static final String CYCLE_FINGERPRINT = "pfcCycle/v1";
  /** The {@code partialFingerprints} key of diagnostic and unknown-verdict results. */
  public static final String MESSAGE_FINGERPRINT = "pfcMessage/v1";
  /** The schema the output conforms to. */
  public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Locations locations;
  private final CycleResults cycles;
  private final MessageResults messages;

  /**
   * A renderer quoting source lines from {@code linesOf} (file name to lines).
   *
   * @param root the repository root: files under it get URIs relative to it ({@code %SRCROOT%})
   * @param mainFile the checked file, where results without a source line are located
   */
  public SarifReport(Function<String, List<String>> linesOf, Path root, String mainFile) {
    this.locations = new Locations(new SourceText(linesOf), root, mainFile);
    this.cycles = new CycleResults(locations);
    this.messages = new MessageResults(locations);
  }

  /** The SARIF log of an analysis and the diagnostics (warnings) that came with it. */
  public String render(AnalysisResult r, List<Diagnostic> diagnostics) {
    return write(log(r, diagnostics));
  }

  /**
   * As {@link #render(AnalysisResult, List)}, the invocation's exit code the process's {@code exitCode}
   * (which the hazard gate may make 5 where the verdict says 0).
   */
  public String render(AnalysisResult r, List<Diagnostic> diagnostics, int exitCode) {
    return render(r, diagnostics, exitCode, List.of());
  }

  /** As above, the run's properties saying what an import assumed ({@code assumed}), when it assumed anything. */
  public String render(AnalysisResult r, List<Diagnostic> diagnostics, int exitCode, List<String> assumed) {
    ObjectNode log = log(r, diagnostics);
    ((ObjectNode) log.at("/runs/0/invocations/0")).put("exitCode", exitCode);
    if (!assumed.isEmpty()) {
      assumed.forEach(((ObjectNode) log.at("/runs/0/properties")).putArray("assumed")::add);
    }
    return write(log);
  }

  /** The SARIF log of an input that could not be analysed: its diagnostics only. */
  public String renderDiagnostics(List<Diagnostic> diagnostics) {
    ObjectNode log = skeleton();
    ObjectNode run = (ObjectNode) log.withArray("runs").get(0);
    run.putObject("automationDetails").put("id", locations.category("pfcheck"));
    ArrayNode results = run.putArray("results");
    diagnostics.forEach(d -> results.add(messages.diagnostic(d)));
    run.withArray("invocations").addObject().put("executionSuccessful", true).put("exitCode", 2);
    return write(log);
  }

  /** The SARIF log as a JSON tree. */
  public ObjectNode log(AnalysisResult r, List<Diagnostic> diagnostics) {
    ObjectNode log = skeleton();
    ObjectNode run = (ObjectNode) log.withArray("runs").get(0);
    run.putObject("automationDetails").put("id", locations.category("pfcheck"));
    ArrayNode results = run.putArray("results");
    diagnostics.forEach(d -> results.add(messages.diagnostic(d)));
    if (r.verdict() instanceof Verdict.Possible p) {
      for (Counterexample cx : p.counterexamples()) {
        results.add(cycles.of(cx, r.network()));
      }
    } else if (r.verdict() instanceof Verdict.Unknown u) {
      results.add(messages.unknown(r, u));
    }
    run.withArray("invocations").addObject().put("executionSuccessful", true)
        .put("exitCode", r.verdict().exitStatus());
    ObjectNode props = run.putObject("properties");
    props.put("network", r.network());
    props.put("verdict", r.verdict().word());
    props.put("traffic", r.traffic());
    props.put("coverage", CoverageWords.of(r));
    r.coverage().ifPresent(c -> props.set("coverageCounts", JsonReport.coverage(c)));
    if (r.graphKnown()) {
      props.put("queues", r.stats().queues());
      props.put("dependencies", r.stats().dependencies());
    } else {
      props.putNull("queues");
      props.putNull("dependencies");
    }
    props.put("scenarios", r.stats().scenarios());
    if (r.recheck().isPresent()) {
      props.put("recheck", r.recheck().get().summary());
      props.put("recheckComplete", r.recheck().get().complete());
    }
    return log;
  }

  /**
   * The SARIF log of a comparison ({@code pfcheck diff}): HEAD's cycles, each with its
   * {@code baselineState} ({@code new} when BASE did not have it, {@code unchanged} when it did), and
   * an unknown HEAD verdict. Removed cycles are not results: they no longer exist in HEAD's lines.
   */
  public String renderDiff(ResultDiff d) {
    AnalysisResult head = d.head();
    ObjectNode log = log(head, List.of());
    ArrayNode results = (ArrayNode) log.at("/runs/0/results");
    results.removeAll();
    for (Counterexample cx : d.introduced()) {
      results.add(cycles.of(cx, head.network()).put("baselineState", "new"));
    }
    for (Counterexample cx : d.unchanged()) {
      results.add(cycles.of(cx, head.network()).put("baselineState", "unchanged"));
    }
    if (!d.compared() && head.verdict() instanceof Verdict.Possible p) {
      // BASE is unknown: HEAD's cycles are findings, but neither new nor unchanged (no baselineState)
      p.counterexamples().forEach(cx -> results.add(cycles.of(cx, head.network())));
    }
    if (head.verdict() instanceof Verdict.Unknown u) {
      results.add(messages.unknown(head, u));
    }
    if (d.base().verdict() instanceof Verdict.Unknown u && !(head.verdict() instanceof Verdict.Free)) {
      results.add(messages.unknown(d.base(), u));
    }
    int exit = d.introducesDeadlock() ? 1 : !d.compared() && !(head.verdict() instanceof Verdict.Free) ? 3 : 0;
    ((ObjectNode) log.at("/runs/0/invocations/0")).put("exitCode", exit);
    ((ObjectNode) log.at("/runs/0/properties")).put("baseVerdict", d.base().verdict().word())
        .put("unlistedNewDependency", d.unlisted().map(ResultDiff.Edge::toString).orElse(null));
    return write(log);
  }

  /** An empty log: the tool with every rule and one run without results. */
  public ObjectNode skeleton() {
    ObjectNode log = NODES.objectNode();
    log.put("$schema", SCHEMA);
    log.put("version", "2.1.0");
    ObjectNode run = log.putArray("runs").addObject();
    ToolDriver.describe(run);
    run.putObject("originalUriBaseIds").putObject(Locations.SRCROOT).putObject("description")
        .put("text", "The repository root.");
    run.put("columnKind", "unicodeCodePoints");
    return log;
  }

  /** {@code log} as indented JSON text ending with a newline. */
  public static String write(ObjectNode log) {
    try {
      return MAPPER.writeValueAsString(log) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}

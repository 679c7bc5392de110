package org.pfcheck.reports.sarif;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Diagnostic;
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
  private static final List<SarifRule> RULES = SarifRule.all();
  private static final Map<String, Integer> INDEX = new HashMap<>();

  static {
    for (int k = 0; k < RULES.size(); k++) {
      INDEX.put(RULES.get(k).id(), k);
    }
  }

  private final Locations locations;
  private final String mainFile;

  /**
   * A renderer quoting source lines from {@code linesOf} (file name to lines).
   *
   * @param root the repository root: files under it get URIs relative to it ({@code %SRCROOT%})
   * @param mainFile the checked file, where results without a source line are located
   */
  public SarifReport(Function<String, List<String>> linesOf, Path root, String mainFile) {
    this.locations = new Locations(new SourceText(linesOf), root);
    this.mainFile = Objects.requireNonNull(mainFile, "mainFile");
  }

  /** The SARIF log of an analysis and the diagnostics (warnings) that came with it. */
  public String render(AnalysisResult r, List<Diagnostic> diagnostics) {
    return write(log(r, diagnostics));
  }

  /** The SARIF log of an input that could not be analysed: its diagnostics only. */
  public String renderDiagnostics(List<Diagnostic> diagnostics) {
    ObjectNode log = skeleton();
    ObjectNode run = (ObjectNode) log.withArray("runs").get(0);
    ArrayNode results = run.putArray("results");
    diagnostics.forEach(d -> results.add(diagnostic(d)));
    run.withArray("invocations").addObject().put("executionSuccessful", true).put("exitCode", 2);
    return write(log);
  }

  /** The SARIF log as a JSON tree. */
  public ObjectNode log(AnalysisResult r, List<Diagnostic> diagnostics) {
    ObjectNode log = skeleton();
    ObjectNode run = (ObjectNode) log.withArray("runs").get(0);
    run.putObject("automationDetails").put("id", "pfcheck/" + r.network() + "/");
    ArrayNode results = run.putArray("results");
    diagnostics.forEach(d -> results.add(diagnostic(d)));
    if (r.verdict() instanceof Verdict.Possible p) {
      for (Counterexample cx : p.counterexamples()) {
        results.add(cycle(CycleFinding.of(cx), r.network()));
      }
    } else if (r.verdict() instanceof Verdict.Unknown u) {
      results.add(unknown(r, u));
    }
    run.withArray("invocations").addObject().put("executionSuccessful", true)
        .put("exitCode", r.verdict().exitStatus());
    ObjectNode props = run.putObject("properties");
    props.put("network", r.network());
    props.put("verdict", r.verdict().word());
    props.put("traffic", r.traffic());
    props.put("queues", r.stats().queues());
    props.put("dependencies", r.stats().dependencies());
    props.put("scenarios", r.stats().scenarios());
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
      results.add(cycle(CycleFinding.of(cx), head.network()).put("baselineState", "new"));
    }
    for (Counterexample cx : d.unchanged()) {
      results.add(cycle(CycleFinding.of(cx), head.network()).put("baselineState", "unchanged"));
    }
    if (head.verdict() instanceof Verdict.Unknown u) {
      results.add(unknown(head, u));
    }
    ((ObjectNode) log.at("/runs/0/invocations/0")).put("exitCode", d.introducesDeadlock() ? 1 : 0);
    ((ObjectNode) log.at("/runs/0/properties")).put("baseVerdict", d.base().verdict().word());
    return write(log);
  }

  /** An empty log: the tool with every rule and one run without results. */
  public ObjectNode skeleton() {
    ObjectNode log = NODES.objectNode();
    log.put("$schema", SCHEMA);
    log.put("version", "2.1.0");
    ObjectNode run = log.putArray("runs").addObject();
    ObjectNode driver = run.putObject("tool").putObject("driver");
    driver.put("name", "pfcheck");
    driver.put("fullName", "pfcheck: PFC deadlock freedom checker for RoCEv2 fabrics");
    Optional.ofNullable(SarifReport.class.getPackage().getImplementationVersion())
        .ifPresent(v -> driver.put("semanticVersion", v));
    ArrayNode rules = driver.putArray("rules");
    for (SarifRule rule : RULES) {
      ObjectNode o = rules.addObject();
      o.put("id", rule.id());
      o.put("name", rule.name());
      o.putObject("shortDescription").put("text", rule.shortDescription());
      o.putObject("fullDescription").put("text", rule.shortDescription());
      o.putObject("help").put("text", rule.help()).put("markdown", rule.help());
      o.putObject("defaultConfiguration").put("level", rule.level());
      ArrayNode tags = o.putObject("properties").putArray("tags");
      tags.add("pfc");
      tags.add(rule.id().startsWith("PFC-") ? "deadlock" : "input");
    }
    run.putObject("originalUriBaseIds").putObject(Locations.SRCROOT).putObject("description")
        .put("text", "The repository root.");
    run.put("columnKind", "unicodeCodePoints");
    return log;
  }

  private ObjectNode cycle(CycleFinding f, String network) {
    Counterexample cx = f.counterexample();
    SarifRule rule = SarifRule.of(f.kind());
    ObjectNode result = NODES.objectNode();
    result.put("ruleId", rule.id());
    result.put("ruleIndex", indexOf(rule.id()));
    result.put("level", "error");
    result.putObject("message").put("text", message(f, network));
    result.putArray("locations").add(locations.at(f.span().orElse(SourceSpan.at(mainFile, 1, 1)), null));
    ObjectNode flow = result.putArray("codeFlows").addObject();
    flow.putObject("message").put("text", "The cycle, hop by hop: each queue waits on the next one.");
    ArrayNode steps = flow.putArray("threadFlows").addObject().putArray("locations");
    List<Dependency> cycle = cx.cycle();
    for (int k = 0; k < cycle.size(); k++) {
      Dependency d = cycle.get(k);
      String text = (k + 1) + ". " + d.from() + " → " + d.to() + ": " + d.cause().word() + ", " + d.decision()
          + "; packet " + d.packet().src() + "→" + d.packet().dst() + " p" + d.packet().priority();
      Optional<SourceSpan> where = d.rule().or(d::link);
      ObjectNode step = steps.addObject();
      step.set("location", where.map(s -> locations.at(s, text)).orElseGet(() -> Locations.messageOnly(text)));
      step.put("executionOrder", k + 1);
      step.put("importance", k == f.culprit() ? "essential" : "important");
    }
    result.putObject("partialFingerprints").put(CYCLE_FINGERPRINT, CycleKey.of(cx).fingerprint());
    ObjectNode props = result.putObject("properties");
    ArrayNode queues = props.putArray("queues");
    cx.queues().forEach(q -> queues.add(q.toString()));
    props.put("causes", String.join(", ", cycle.stream().map(d -> d.cause().word()).distinct().toList()));
    return result;
  }

  private static String message(CycleFinding f, String network) {
    Counterexample cx = f.counterexample();
    Dependency primary = f.primary();
    StringBuilder path = new StringBuilder();
    for (QueueRef q : cx.queues()) {
      path.append(q).append(" → ");
    }
    path.append(cx.queues().get(0));
    String why = switch (f.kind()) {
      case FLOOD -> primary.from().switchName() + " floods lossless packets for " + primary.packet().dst()
          + " (no MAC entry) into the cycle";
      case BOUNCE -> primary.from().switchName() + " bounces packets for " + primary.packet().dst()
          + " back up in the same lossless priority";
      case ROUTING -> "forwarding closes the loop (" + primary.cause().word() + ": " + primary.decision() + ")";
    };
    return "PFC deadlock possible in " + network + ": a cyclic buffer dependency of " + cx.cycle().size()
        + (cx.cycle().size() == 1 ? " queue" : " queues") + ", " + path + ". " + Character.toUpperCase(why.charAt(0))
        + why.substring(1) + ".";
  }

  private ObjectNode diagnostic(Diagnostic d) {
    SarifRule rule = SarifRule.of(d.code());
    ObjectNode result = NODES.objectNode();
    result.put("ruleId", rule.id());
    result.put("ruleIndex", indexOf(rule.id()));
    result.put("level", d.isError() ? "error" : "warning");
    String text = d.message() + (d.hint().isBlank() ? "" : ". Hint: " + d.hint());
    result.putObject("message").put("text", text);
    result.putArray("locations").add(locations.at(d.span().orElse(SourceSpan.at(mainFile, 1, 1)), null));
    result.putObject("partialFingerprints").put(MESSAGE_FINGERPRINT, CycleKey.digest(d.code().name() + "\n" + d.message()));
    return result;
  }

  private ObjectNode unknown(AnalysisResult r, Verdict.Unknown u) {
    ObjectNode result = NODES.objectNode();
    result.put("ruleId", SarifRule.UNKNOWN.id());
    result.put("ruleIndex", indexOf(SarifRule.UNKNOWN.id()));
    result.put("level", SarifRule.UNKNOWN.level());
    result.putObject("message").put("text", "No verdict for " + r.network() + ": " + u.reason()
        + ". This is not a proof of deadlock freedom.");
    SourceSpan at = r.space().flatMap(s -> s.origin().span()).orElse(SourceSpan.at(mainFile, 1, 1));
    result.putArray("locations").add(locations.at(at, null));
    result.putObject("partialFingerprints").put(MESSAGE_FINGERPRINT, CycleKey.digest("PFC-UNKNOWN\n" + r.network()));
    return result;
  }

  private static int indexOf(String id) {
    return INDEX.get(id);
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

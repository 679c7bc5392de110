package org.pfcheck.reports.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Coverage;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Recheck;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.SweepSummary;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;

/**
 * Renders an analysis result as JSON, schema version {@value #SCHEMA_VERSION} (see
 * {@code docs/json-output.md}). Every object's keys come in a fixed order; absent values are
 * {@code null}, never missing keys. Stateless and thread-safe.
 */
public final class JsonReport {
  /** The version of the output's shape; bumped on any incompatible change. */
  public static final int SCHEMA_VERSION = 1;

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** The report as indented JSON text, ending with a newline. */
  public String render(AnalysisResult r, List<Diagnostic> diagnostics) {
    return text(toJson(r, diagnostics));
  }

  /**
   * The report with the hazard gate's outcome (docs/json-output.md, "hazards"): its {@code mode} (none,
   * warn, error), the {@code count} of hazards reported (0 with none) and the process's exit status.
   */
  public String render(AnalysisResult r, List<Diagnostic> diagnostics, String hazardMode, int hazardCount,
      int processExitStatus) {
    return render(r, diagnostics, hazardMode, hazardCount, processExitStatus, List.of());
  }

  /** As above, with what an import assumed ({@code assumed}, docs/json-output.md), when it assumed anything. */
  public String render(AnalysisResult r, List<Diagnostic> diagnostics, String hazardMode, int hazardCount,
      int processExitStatus, List<String> assumed) {
    ObjectNode tree = toJson(r, diagnostics);
    ObjectNode h = tree.putObject("hazards");
    h.put("mode", hazardMode);
    h.put("count", hazardCount);
    h.put("processExitStatus", processExitStatus);
    if (!assumed.isEmpty()) {
      assumed.forEach(tree.putArray("assumed")::add);
    }
    return text(tree);
  }

  /** {@code tree} as indented JSON text, ending with a newline (every JSON report's layout). */
  public static String text(ObjectNode tree) {
    try {
      return MAPPER.writeValueAsString(tree) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The {@code coverage} object of the report (docs/json-output.md), which SARIF's properties carry too. */
  public static ObjectNode coverage(Coverage c) {
    ObjectNode o = NODES.objectNode();
    o.put("packets", c.packets());
    o.put("delivered", c.delivered());
    o.put("toDeadHosts", c.toDeadHosts());
    ObjectNode dropped = o.putObject("dropped");
    dropped.put("total", c.dropped());
    dropped.put("byRoute", c.droppedByRoute());
    dropped.put("macMiss", c.droppedMacMiss());
    dropped.put("noRoute", c.droppedNoRoute());
    o.put("notDelivered", c.notDelivered());
    ArrayNode isolated = o.putArray("isolatedSwitches");
    c.isolatedSwitches().forEach(isolated::add);
    o.put("assumedRouted", c.assumedRouted());
    return o;
  }

  /** The report as a JSON tree. */
  public ObjectNode toJson(AnalysisResult r, List<Diagnostic> diagnostics) {
    ObjectNode root = NODES.objectNode();
    root.put("schemaVersion", SCHEMA_VERSION);
    root.put("network", r.network());
    root.put("verdict", r.verdict().word());
    root.put("exitStatus", r.verdict().exitStatus());
    root.set("stats", stats(r.stats(), r.graphKnown()));
    root.put("traffic", r.traffic());
    root.set("coverage", r.coverage().map(JsonReport::coverage).orElse(null));
    ArrayNode engines = root.putArray("engines");
    r.engines().forEach(engines::add);
    root.set("scenario", r.stats().networkKnown() ? scenario(r.scenario()) : null);
    root.set("space", r.space().map(JsonReport::space).orElse(null));
    ArrayNode cycles = root.putArray("cycles");
    if (r.verdict() instanceof Verdict.Possible p) {
      p.counterexamples().forEach(cx -> cycles.add(cycle(cx)));
      root.put("cyclicComponents", p.cyclicComponents());
    } else {
      root.putNull("cyclicComponents");
    }
    if (r.verdict() instanceof Verdict.Free f) {
      ObjectNode cert = root.putObject("certificate");
      cert.put("queues", f.certificate().size());
      cert.put("maxRank", f.certificate().maxRank());
      cert.put("proof", f.proof());
    } else {
      root.putNull("certificate");
    }
    if (r.verdict() instanceof Verdict.Unknown u) {
      root.put("reason", u.reason());
    } else {
      root.putNull("reason");
    }
    root.set("recheck", r.recheck().map(JsonReport::recheck).orElse(null));
    root.set("diagnostics", diagnostics(diagnostics));
    root.set("sweep", r.sweep().map(JsonReport::sweep).orElse(null));
    return root;
  }

  /** A sweep's answer: counts, the failing scenarios listed (by position in the space's order), how decided. */
  private static ObjectNode sweep(SweepSummary s) {
    ObjectNode o = NODES.objectNode();
    o.put("spaceScenarios", s.spaceScenarios());
    o.put("partScenarios", s.partScenarios());
    o.put("decided", s.decided());
    o.put("failing", s.failing());
    o.put("complete", s.complete());
    ArrayNode listed = o.putArray("listed");
    for (int k = 0; k < s.listed().size(); k++) {
      ObjectNode e = listed.addObject();
      e.put("position", s.listed().get(k));
      e.set("scenario", scenario(s.listedScenarios().get(k)));
    }
    o.put("listLimit", s.listLimit());
    o.put("classes", s.classes());
    o.put("rechecked", s.rechecked());
    o.put("automorphisms", s.automorphisms());
    ObjectNode by = o.putObject("decidedBy");
    s.decidedBy().forEach(by::put);
    if (s.shard().isPresent()) {
      o.putObject("shard").put("index", s.shard().get().index()).put("count", s.shard().get().count());
    } else {
      o.putNull("shard");
    }
    o.put("input", s.input());
    o.put("part", s.part());
    return o;
  }

  /** Diagnostics as a JSON array, in the given order. */
  public static ArrayNode diagnostics(List<Diagnostic> diagnostics) {
    ArrayNode out = NODES.arrayNode();
    for (Diagnostic d : diagnostics) {
      ObjectNode o = out.addObject();
      o.put("code", d.code().name());
      o.put("severity", d.severity().word());
      o.put("message", d.message());
      o.put("hint", d.hint());
      o.set("source", span(d.span()));
      if (!d.places().isEmpty()) { // a grouped finding: every place, where the message names a few
        ArrayNode places = o.putArray("places");
        d.places().forEach(p -> places.addObject().put("name", p.name()).set("source", span(p.span())));
      }
    }
    return out;
  }

  /** What the independent re-check of the verdict covered. */
  private static ObjectNode recheck(Recheck c) {
    ObjectNode o = NODES.objectNode();
    o.put("complete", c.complete());
    o.put("summary", c.summary());
    o.put("counterexamples", c.counterexamples());
    o.put("certificate", c.certificate());
    o.put("scenarios", c.scenarios());
    o.put("claimedScenarios", c.claimed());
    o.put("packets", c.packets());
    o.put("mode", c.mode().word());
    o.put("destinations", c.destinations());
    o.put("destinationGroups", c.groups());
    o.put("seed", c.seed());
    if (c.complete()) {
      o.putNull("limit");
    } else {
      o.put("limit", c.limit());
    }
    return o;
  }

  /** The stats; {@code queues} and {@code dependencies} are null with an unknown verdict (not known). */
  private static ObjectNode stats(Stats s, boolean graphKnown) {
    ObjectNode o = NODES.objectNode();
    if (graphKnown) {
      o.put("queues", s.queues());
      o.put("dependencies", s.dependencies());
    } else {
      o.putNull("queues");
      o.putNull("dependencies");
    }
    if (s.networkKnown()) {
      o.put("switches", s.switches());
      o.put("hosts", s.hosts());
    } else {
      o.putNull("switches");
      o.putNull("hosts");
    }
    o.put("scenarios", s.scenarios());
    ObjectNode millis = o.putObject("millis");
    s.millis().forEach(millis::put);
    ObjectNode extra = o.putObject("extra");
    s.extra().forEach(extra::put);
    return o;
  }

  static ObjectNode scenario(Scenario s) {
    ObjectNode o = NODES.objectNode();
    o.put("healthy", s.healthy());
    ArrayNode down = o.putArray("linksDown");
    for (Scenario.LinkDown d : s.linksDown()) {
      ObjectNode l = down.addObject();
      l.put("a", d.a().toString());
      l.put("b", d.b().toString());
      l.set("source", origin(d.origin()));
    }
    ArrayNode dead = o.putArray("deadHosts");
    for (Scenario.DeadHost d : s.deadHosts()) {
      dead.add(d.host());
    }
    ArrayNode missing = o.putArray("macMissing");
    for (Scenario.MacMissing m : s.macMissing()) {
      ObjectNode e = missing.addObject();
      e.put("switch", m.switchName());
      e.put("host", m.host());
      e.set("source", origin(m.origin()));
    }
    return o;
  }

  private static ObjectNode space(ScenarioSpace space) {
    ObjectNode o = NODES.objectNode();
    o.put("maxLinksDown", space.maxLinksDown());
    ArrayNode links = o.putArray("linkCandidates");
    for (Scenario.LinkDown d : space.linkCandidates()) {
      links.addObject().put("a", d.a().toString()).put("b", d.b().toString());
    }
    o.put("maxDeadHosts", space.maxDeadHosts());
    ArrayNode hosts = o.putArray("hostCandidates");
    space.hostCandidates().forEach(hosts::add);
    o.set("source", origin(space.origin()));
    return o;
  }

  /** One counterexample as the {@code cycles[]} entries of the report show it. */
  public static ObjectNode cycle(Counterexample cx) {
    ObjectNode o = NODES.objectNode();
    o.set("scenario", scenario(cx.scenario()));
    ArrayNode queues = o.putArray("queues");
    cx.queues().forEach(q -> queues.add(queue(q)));
    ArrayNode edges = o.putArray("edges");
    for (Dependency d : cx.cycle()) {
      ObjectNode e = edges.addObject();
      e.set("from", queue(d.from()));
      e.set("to", queue(d.to()));
      e.put("cause", d.cause().word());
      e.put("decision", d.decision());
      ObjectNode packet = e.putObject("packet");
      packet.put("src", d.packet().src());
      packet.put("dst", d.packet().dst());
      packet.put("priority", d.packet().priority());
      if (d.packet().dscp() >= 0) {
        packet.put("dscp", d.packet().dscp());
      } else {
        packet.putNull("dscp");
      }
      e.set("source", span(d.rule()));
      e.set("link", span(d.link()));
      e.set("rewrite", span(d.rewrite()));
    }
    return o;
  }

  static ObjectNode queue(QueueRef q) {
    ObjectNode o = NODES.objectNode();
    o.put("switch", q.switchName());
    o.put("port", q.port());
    o.put("priority", q.priority());
    return o;
  }

  private static ObjectNode origin(Origin origin) {
    return span(origin.span());
  }

  static ObjectNode span(Optional<SourceSpan> span) {
    if (span.isEmpty()) {
      return null;
    }
    SourceSpan s = span.get();
    ObjectNode o = NODES.objectNode();
    o.put("file", s.file());
    o.put("line", s.line());
    o.put("column", s.column());
    o.put("endLine", s.endLine());
    o.put("endColumn", s.endColumn());
    return o;
  }
}

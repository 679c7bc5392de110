package org.pfcheck.reports.repair;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.repair.Proof;
import org.pfcheck.repair.RepairOutcome;
import org.pfcheck.repair.RepairResult;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.ChangeKind;
import org.pfcheck.reports.json.JsonReport;

/**
 * {@code pfcheck repair --format json}: one object, keys in a fixed order, {@code null} for what does
 * not apply (docs/repair.md, "JSON"; schema docs/json-schema-repair.json). The input's analysis and the
 * re-check of the patched input are the {@code check} JSON reports. Stateless.
 */
public final class RepairJsonReport {
  /** The version of the output's shape; bumped on any incompatible change. */
  public static final int SCHEMA_VERSION = 1;

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** The report as indented JSON text, ending with a newline. */
  public String render(RepairResult r, List<Diagnostic> diagnostics) {
    return JsonReport.text(toJson(r, diagnostics));
  }

  /** The report as a JSON tree. */
  public ObjectNode toJson(RepairResult r, List<Diagnostic> diagnostics) {
    ObjectNode root = NODES.objectNode();
    root.put("schemaVersion", SCHEMA_VERSION);
    root.put("network", r.outcome().original().network());
    root.put("outcome", r.word());
    root.put("exitStatus", r.exitStatus());
    RepairOutcome o = r.outcome();
    RepairOutcome.Repaired rep = o instanceof RepairOutcome.Repaired x ? x : null;
    if (rep != null) {
      root.put("cost", rep.cost());
    } else {
      root.putNull("cost");
    }
    ArrayNode changes = root.putArray("changes");
    if (rep != null) {
      for (int i = 0; i < rep.changes().size(); i++) {
        changes.add(change(rep, i));
      }
    }
    Proof proof = o instanceof RepairOutcome.Repaired x ? x.proof()
        : o instanceof RepairOutcome.Impossible x ? x.proof() : null;
    root.put("minimality", rep != null && !rep.changes().isEmpty() ? proof.minimality(rep.cost()) : null);
    root.set("candidates", proof == null ? null : candidates(proof));
    root.set("search", proof == null ? null : search(proof));
    root.put("reason", o instanceof RepairOutcome.Impossible x ? x.reason() : r.unknownReason().orElse(null));
    root.set("bounds", o instanceof RepairOutcome.Undecided u ? bounds(u) : null);
    ArrayNode conflict = root.putArray("conflict");
    if (o instanceof RepairOutcome.Impossible x) {
      x.conflict().forEach(cx -> conflict.add(JsonReport.cycle(cx)));
    }
    root.set("patch", r.patch().map(p -> NODES.objectNode().put("format", "unified-diff")
        .put("text", p.text())).orElse(null));
    JsonReport check = new JsonReport();
    root.set("input", check.toJson(o.original(), diagnostics));
    root.set("recheck", r.recheck().map(a -> check.toJson(a, List.of())).orElse(null));
    return root;
  }

  private static ObjectNode change(RepairOutcome.Repaired rep, int i) {
    Change c = rep.changes().get(i);
    ObjectNode out = NODES.objectNode();
    out.put("kind", c.kind().word());
    out.put("switch", c.switchName().orElse(null));
    out.put("description", c.describe());
    out.put("cost", rep.proof().costs().get(c.kind()));
    ArrayNode acts = out.putArray("actsOnCycles");
    rep.acting().entrySet().stream().filter(e -> e.getValue().contains(i)).map(Map.Entry::getKey).sorted()
        .forEach(acts::add);
    return out;
  }

  private static ObjectNode bounds(RepairOutcome.Undecided u) {
    ObjectNode out = NODES.objectNode();
    out.put("lowerBound", u.lowerBound());
    if (u.bestKnown().isEmpty()) {
      out.putNull("bestKnownCost");
    } else {
      out.put("bestKnownCost", u.bestKnownCost());
    }
    ArrayNode best = out.putArray("bestKnown");
    u.bestKnown().forEach(c -> best.add(NODES.objectNode().put("kind", c.kind().word())
        .put("switch", c.switchName().orElse(null)).put("description", c.describe())));
    return out;
  }

  private static ObjectNode candidates(Proof p) {
    ObjectNode out = NODES.objectNode();
    out.put("total", p.counts().total());
    out.set("byKind", byKind(p.counts().candidates()));
    out.set("costs", byKind(p.costs()));
    out.set("forbidden", byKind(p.counts().forbidden()));
    out.set("inexpressible", byKind(p.counts().inexpressible()));
    ArrayNode offered = out.putArray("newPriorities");
    p.counts().offered().forEach(offered::add);
    ArrayNode lossless = out.putArray("lossless");
    p.lossless().forEach(lossless::add);
    out.put("maxLossless", p.losslessBound());
    return out;
  }

  private static ObjectNode byKind(Map<ChangeKind, Long> values) {
    ObjectNode out = NODES.objectNode();
    for (ChangeKind k : ChangeKind.values()) {
      if (values.containsKey(k)) {
        out.put(k.word(), values.get(k));
      }
    }
    return out;
  }

  private static ObjectNode search(Proof p) {
    ObjectNode out = NODES.objectNode();
    out.put("fabricsTried", p.rounds());
    out.put("cycles", p.cycles());
    out.put("requirements", p.requirements());
    out.put("optimisations", p.optimisations());
    out.put("solver", p.solver());
    ObjectNode millis = out.putObject("millis");
    p.millis().forEach(millis::put);
    return out;
  }
}

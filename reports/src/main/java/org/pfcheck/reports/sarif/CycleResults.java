package org.pfcheck.reports.sarif;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.reports.diff.CycleKey;

/**
 * The result of one counterexample cycle: located at the DSL line that creates its offending
 * dependency, with the whole cycle as a code flow (one thread-flow location per hop, the culprit
 * marked essential) and a fingerprint from the cycle's queues, so that the cycle keeps its identity
 * when unrelated lines move. Not thread-safe (through {@link Locations}).
 */
final class CycleResults {
  private final Locations locations;

  CycleResults(Locations locations) {
    this.locations = locations;
  }

  /** The result of {@code cx}, found in {@code network}. */
  ObjectNode of(Counterexample cx, String network) {
    CycleFinding f = CycleFinding.of(cx);
    ObjectNode result = ToolDriver.result(SarifRule.of(f.kind()), "error");
    result.putObject("message").put("text", message(f, network));
    result.putArray("locations").add(locations.primary(f.span()));
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
    result.putObject("partialFingerprints").put(SarifReport.CYCLE_FINGERPRINT, CycleKey.of(cx).fingerprint());
    ObjectNode props = result.putObject("properties");
    ArrayNode queues = props.putArray("queues");
    cx.queues().forEach(q -> queues.add(q.toString()));
    props.put("causes", String.join(", ", cycle.stream().map(d -> d.cause().word()).distinct().toList()));
    return result;
  }

  /** One sentence: the cycle as a path of queues, then what closes it, named after the primary dependency. */
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
}

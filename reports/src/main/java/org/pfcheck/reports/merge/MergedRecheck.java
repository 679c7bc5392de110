package org.pfcheck.reports.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code recheck} object of a merged report: what the parts' independent re-checks covered, added
 * up. A shard's re-check cannot go through its own scenarios one by one (they are the sweep's symmetry
 * classes), so a merged proof says so in {@code limit} rather than borrowing the first part's figures.
 * Stateless.
 */
final class MergedRecheck {
  /** The modes of --recheck, from the most to the least re-checked. */
  private static final List<String> MODES = List.of("full", "sample", "none");

  private MergedRecheck() {
  }

  /** The merged re-check, or null when no part was re-checked (an unknown verdict). */
  static JsonNode of(List<JsonNode> parts) {
    List<JsonNode> done = parts.stream().map(p -> p.path("recheck")).filter(JsonNode::isObject).toList();
    if (done.isEmpty()) {
      return null;
    }
    long counterexamples = 0;
    long scenarios = 0;
    long claimed = 0;
    boolean certificate = false;
    Set<String> limits = new LinkedHashSet<>();
    int certified = 0;
    for (JsonNode r : done) {
      counterexamples += r.path("counterexamples").asLong();
      scenarios += r.path("scenarios").asLong();
      claimed += r.path("claimedScenarios").asLong();
      certificate |= r.path("certificate").asBoolean();
      certified += r.path("certificate").asBoolean() ? 1 : 0;
      if (r.path("limit").isTextual()) {
        limits.add(r.path("limit").asText());
      }
    }
    if (done.size() < parts.size()) {
      limits.add((parts.size() - done.size()) + " of " + parts.size() + " parts were not re-checked");
    }
    ObjectNode o = ShardMerge.object();
    o.put("complete", limits.isEmpty());
    o.put("summary", summary(parts.size(), counterexamples, certified, scenarios, claimed, limits));
    o.put("counterexamples", counterexamples);
    o.put("certificate", certificate);
    o.put("scenarios", scenarios);
    o.put("claimedScenarios", claimed);
    o.set("packets", done.get(0).path("packets"));
    // the weakest part decides what the merged proof was re-checked by: the fewest groups, the lesser mode
    o.put("mode", done.stream().map(r -> r.path("mode").asText("sample")).reduce((a, b) -> MODES.indexOf(a)
        >= MODES.indexOf(b) ? a : b).orElse("sample"));
    o.put("destinations", done.stream().mapToLong(r -> r.path("destinations").asLong()).min().orElse(0));
    o.put("destinationGroups", done.stream().mapToLong(r -> r.path("destinationGroups").asLong()).max().orElse(0));
    o.put("seed", done.get(0).path("seed").asLong());
    if (limits.isEmpty()) {
      o.putNull("limit");
    } else {
      o.put("limit", String.join("; ", limits));
    }
    return o;
  }

  /**
   * The merged re-check in words, from the parts' counts added up (not one part's words: three parts that
   * each re-checked 2 counterexamples re-checked 6).
   */
  static String summary(int parts, long counterexamples, int certified, long scenarios, long claimed,
      Set<String> limits) {
    List<String> said = new ArrayList<>();
    if (counterexamples > 0) {
      said.add(counterexamples + (counterexamples == 1 ? " counterexample" : " counterexamples")
          + " re-checked hop by hop by the reference semantics");
    }
    if (certified > 0) {
      said.add("the certificates of " + certified + " of " + parts + " parts checked against the dependencies the"
          + " reference semantics derives on its own");
    }
    if (claimed > 1 && scenarios > 0) {
      said.add(scenarios + " of " + claimed + " scenarios of the space acyclic by the reference semantics");
    }
    if (said.isEmpty()) {
      said.add("not re-checked by the reference semantics");
    }
    return "merged from " + parts + " parts, each re-checked on its own: " + String.join("; ", said)
        + (limits.isEmpty() ? "" : " (" + String.join("; ", limits) + ")");
  }
}

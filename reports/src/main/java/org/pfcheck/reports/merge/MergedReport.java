package org.pfcheck.reports.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.ShardParts;
import org.pfcheck.analyzer.sweep.SweptInput;
import java.util.stream.Collectors;

/**
 * Builds the merged report of {@link ShardMerge}, key for key in the parts' order (docs/json-output.md):
 * the sums of the parts' counts and stage times, the first failing scenarios of all parts (the first
 * with its cycles, each other with its first cycle, as one run lists them), the verdict of the whole and
 * the hazard gate's exit status for it; what does not depend on the part (the declared scenario's
 * coverage, diagnostics) as the first part has it. Stateless.
 */
final class MergedReport {
  private MergedReport() {
  }

  /**
   * The merged report of {@code parts} of {@code count}; {@code missing} names the first missing parts
   * (at most 11), {@code absent} counts them all.
   */
  static ObjectNode of(List<JsonNode> parts, int count, List<Integer> missing, int absent) {
    JsonNode first = parts.get(0);
    long failing = sum(parts, "failing");
    long decided = sum(parts, "decided");
    long part = sum(parts, "partScenarios");
    long space = first.path("sweep").path("spaceScenarios").asLong();
    boolean complete = missing.isEmpty() && part == space && decided == space;
    int limit = first.path("sweep").path("listLimit").asInt();
    List<JsonNode[]> listed = ShardMerge.listed(parts);
    listed = listed.subList(0, Math.min(limit, listed.size()));
    String verdict = failing > 0 ? "deadlock-possible" : complete ? "deadlock-free" : "unknown";
    JsonNode basis = listed.isEmpty() ? first : listed.get(0)[2];
    ObjectNode root = ShardMerge.object();
    root.set("schemaVersion", first.path("schemaVersion"));
    root.set("network", first.path("network"));
    root.put("verdict", verdict);
    root.put("exitStatus", failing > 0 ? 1 : complete ? 0 : 3);
    root.set("stats", stats(parts, basis, decided, verdict));
    root.set("traffic", first.path("traffic"));
    ArrayNode engines = root.putArray("engines");
    parts.stream().flatMap(p -> stream(p.path("engines"))).map(JsonNode::asText).distinct().forEach(engines::add);
    root.set("scenario", first.path("scenario"));
    root.set("space", first.path("space"));
    ArrayNode cycles = root.putArray("cycles");
    for (int k = 0; k < listed.size(); k++) {
      JsonNode shardCycles = listed.get(k)[1];
      for (int c = 0; c < (k == 0 ? shardCycles.size() : Math.min(1, shardCycles.size())); c++) {
        cycles.add(shardCycles.get(c));
      }
    }
    root.set("cyclicComponents", failing > 0 ? basis.path("cyclicComponents") : null);
    if (verdict.equals("deadlock-free")) {
      ObjectNode cert = root.putObject("certificate");
      JsonNode withCertificate = parts.stream().filter(p -> p.path("certificate").path("queues").asInt() > 0)
          .findFirst().orElse(first);
      cert.set("queues", withCertificate.path("certificate").path("queues"));
      cert.set("maxRank", withCertificate.path("certificate").path("maxRank"));
      cert.put("proof", "all " + space + " scenarios of the space have an acyclic buffer dependency graph: merged"
          + " from its " + count + " parts, each swept in full");
    } else {
      root.putNull("certificate");
    }
    if (verdict.equals("unknown")) {
      String named = missing.stream().limit(10).map(i -> i + "/" + count).collect(Collectors.joining(", "))
          + (absent > 10 ? " and " + (absent - 10) + " more" : "");
      root.put("reason", "not every part of the space was decided: " + (missing.isEmpty() ? "" : "parts "
          + named + " missing; ")
          + decided + " of " + space + " scenarios decided; none of them deadlocks");
    } else {
      root.putNull("reason");
    }
    root.set("recheck", MergedRecheck.of(parts));
    root.set("diagnostics", first.path("diagnostics"));
    root.set("sweep", sweep(parts, listed, space, decided, failing, limit));
    if (first.path("hazards").isObject()) {
      ObjectNode hazards = first.path("hazards").deepCopy();
      int status = root.path("exitStatus").asInt();
      boolean gated = "error".equals(hazards.path("mode").asText()) && hazards.path("count").asInt() > 0 && status == 0;
      hazards.put("processExitStatus", gated ? 5 : status);
      root.set("hazards", hazards);
    }
    // every other key the parts share (the declared scenario's coverage, say) comes as the first part has it,
    // and the keys come in the parts' order
    ObjectNode ordered = ShardMerge.object();
    first.fieldNames().forEachRemaining(k -> ordered.set(k, root.has(k) ? root.get(k) : first.get(k)));
    root.fieldNames().forEachRemaining(k -> {
      if (!ordered.has(k)) {
        ordered.set(k, root.get(k));
      }
    });
    return ordered;
  }

  private static ObjectNode stats(List<JsonNode> parts, JsonNode basis, long decided, String verdict) {
    ObjectNode o = ShardMerge.object();
    boolean known = !verdict.equals("unknown");
    o.set("queues", known ? basis.path("stats").path("queues") : null);
    o.set("dependencies", known ? basis.path("stats").path("dependencies") : null);
    o.set("switches", basis.path("stats").path("switches"));
    o.set("hosts", basis.path("stats").path("hosts"));
    o.put("scenarios", decided);
    ObjectNode millis = o.putObject("millis");
    ObjectNode extra = o.putObject("extra");
    for (JsonNode p : parts) {
      add(millis, p.path("stats").path("millis"));
      add(extra, p.path("stats").path("extra"));
    }
    JsonNode space = parts.get(0).path("stats").path("extra").path("space-scenarios");
    if (!space.isMissingNode()) {
      extra.set("space-scenarios", space);
    }
    extra.put("sweep-automorphisms", max(parts, "automorphisms"));
    o.set("extra", methodOrder(extra));
    return o;
  }

  /**
   * {@code extra} with its {@code decided-by-*} figures together, where the first of them is, in the order
   * of the methods (as one run of the whole space lists them; each part lists the methods it used).
   */
  private static ObjectNode methodOrder(ObjectNode extra) {
    String prefix = "decided-by-";
    Map<String, Long> methods = new java.util.LinkedHashMap<>();
    extra.fields().forEachRemaining(e -> {
      if (e.getKey().startsWith(prefix)) {
        methods.put(e.getKey().substring(prefix.length()), e.getValue().asLong());
      }
    });
    ObjectNode out = ShardMerge.object();
    extra.fields().forEachRemaining(e -> {
      if (!e.getKey().startsWith(prefix)) {
        out.set(e.getKey(), e.getValue());
      } else if (!out.has(prefix + methods.keySet().iterator().next())) {
        SweptInput.inMethodOrder(methods).forEach((k, v) -> out.put(prefix + k, v));
      }
    });
    return out;
  }

  private static ObjectNode sweep(List<JsonNode> parts, List<JsonNode[]> listed, long space, long decided,
      long failing, int limit) {
    ObjectNode o = ShardMerge.object();
    o.put("spaceScenarios", space);
    o.put("partScenarios", space); // the merged report is of the whole space: what the parts missed is not decided
    o.put("decided", decided);
    o.put("failing", failing);
    o.put("complete", decided == space);
    ArrayNode out = o.putArray("listed");
    listed.forEach(e -> out.add(e[0]));
    o.put("listLimit", limit);
    o.put("classes", sum(parts, "classes"));
    o.put("rechecked", sum(parts, "rechecked"));
    o.put("automorphisms", max(parts, "automorphisms"));
    ObjectNode sums = ShardMerge.object();
    parts.forEach(p -> add(sums, p.path("sweep").path("decidedBy")));
    ObjectNode by = o.putObject("decidedBy");
    Map<String, Long> counts = new java.util.LinkedHashMap<>();
    sums.fields().forEachRemaining(e -> counts.put(e.getKey(), e.getValue().asLong()));
    SweptInput.inMethodOrder(counts).forEach(by::put);
    o.putNull("shard");
    o.set("input", parts.get(0).path("sweep").path("input"));
    o.put("part", ShardParts.digest(space, Optional.empty()));
    return o;
  }

  /**
   * Adds {@code from}'s numbers into {@code into}, key by key (new keys at the end), held at the ends of a
   * long rather than wrapped round: parts of huge stage times never add up to a negative one.
   */
  private static void add(ObjectNode into, JsonNode from) {
    for (Iterator<Map.Entry<String, JsonNode>> it = from.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      long a = into.path(e.getKey()).asLong(0);
      long b = e.getValue().asLong();
      long sum = a + b;
      into.put(e.getKey(), ((a ^ sum) & (b ^ sum)) < 0 ? (a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : sum);
    }
  }

  private static long sum(List<JsonNode> parts, String key) {
    return parts.stream().mapToLong(p -> p.path("sweep").path(key).asLong()).sum();
  }

  private static long max(List<JsonNode> parts, String key) {
    return parts.stream().mapToLong(p -> p.path("sweep").path(key).asLong()).max().orElse(0);
  }

  private static java.util.stream.Stream<JsonNode> stream(JsonNode array) {
    Set<JsonNode> out = new LinkedHashSet<>();
    array.forEach(out::add);
    return out.stream();
  }
}

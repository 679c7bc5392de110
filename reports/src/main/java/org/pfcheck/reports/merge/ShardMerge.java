package org.pfcheck.reports.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pfcheck.reports.SweepWords;

/**
 * Combines the JSON reports of a sharded sweep ({@code pfcheck check --shard I/N --format json}) into
 * the report of the whole space, as one unsharded run would have written it (timings aside): the
 * counts added up, the first failing scenarios of all parts in the space's order with their
 * counterexamples, the verdict — deadlock possible when any part deadlocks, free only when every part
 * of the same input was decided in full, otherwise unknown naming the missing parts. Parts of different
 * inputs, spaces or shard counts, repeated parts, and reports that are not shards are refused: a merge
 * never mixes two questions. Stateless.
 */
public final class ShardMerge {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private ShardMerge() {
  }

  /** The merged report, or what is wrong with the parts (each problem one line, naming the part). */
  public static Result merge(List<String> names, List<JsonNode> parts) {
    List<String> problems = new ArrayList<>();
    for (int k = 0; k < parts.size(); k++) {
      problems.addAll(shape(names.get(k), parts.get(k)));
    }
    if (!problems.isEmpty()) {
      return new Result(Optional.empty(), problems);
    }
    JsonNode first = parts.get(0);
    int count = shard(first).path("count").asInt();
    Map<Integer, String> seen = new LinkedHashMap<>();
    for (int k = 0; k < parts.size(); k++) {
      JsonNode p = parts.get(k);
      String name = names.get(k);
      for (String key : List.of("network", "schemaVersion")) {
        if (!p.path(key).equals(first.path(key))) {
          problems.add(name + ": " + key + " " + p.path(key) + " differs from " + names.get(0) + "'s " + first.path(key));
        }
      }
      for (String key : List.of("input", "spaceScenarios", "listLimit")) {
        if (!p.path("sweep").path(key).equals(first.path("sweep").path(key))) {
          problems.add(name + ": sweep." + key + " " + p.path("sweep").path(key) + " differs from " + names.get(0)
              + "'s " + first.path("sweep").path(key) + (key.equals("input") ? " (another input or space)" : ""));
        }
      }
      if (shard(p).path("count").asInt() != count) {
        problems.add(name + ": part of " + shard(p).path("count").asInt() + " shards, " + names.get(0) + " of " + count);
      }
      String before = seen.put(shard(p).path("index").asInt(), name);
      if (before != null) {
        problems.add(name + ": shard " + shard(p).path("index").asInt() + "/" + count + " again (also " + before + ")");
      }
    }
    if (!problems.isEmpty()) {
      return new Result(Optional.empty(), problems);
    }
    Set<Integer> missing = new TreeSet<>();
    for (int i = 1; i <= count; i++) {
      if (!seen.containsKey(i)) {
        missing.add(i);
      }
    }
    return new Result(Optional.of(MergedReport.of(parts, count, missing)), List.of());
  }

  /** What is wrong with {@code part} as a shard's report. */
  private static List<String> shape(String name, JsonNode part) {
    List<String> out = new ArrayList<>();
    if (!part.isObject() || part.path("schemaVersion").asInt() != 1) {
      out.add(name + ": not a pfcheck JSON report of schema version 1");
    } else if (!part.path("sweep").isObject()) {
      out.add(name + ": no sweep in this report (run pfcheck check --shard I/N --format json)");
    } else if (!shard(part).isObject()) {
      out.add(name + ": a sweep of the whole space, not a shard (it needs no merge)");
    }
    return out;
  }

  static JsonNode shard(JsonNode part) {
    return part.path("sweep").path("shard");
  }

  /**
   * The merged report, or none, with the problems that prevented it. Immutable.
   *
   * @param report the merged JSON report
   * @param problems why the parts cannot be merged
   */
  public record Result(Optional<ObjectNode> report, List<String> problems) {
    public Result {
      problems = List.copyOf(problems);
    }

    /** One line for people: the verdict and the answer. */
    public String summary() {
      if (report.isEmpty()) {
        return "not merged";
      }
      JsonNode r = report.get();
      JsonNode s = r.path("sweep");
      return r.path("verdict").asText() + ": " + r.path("network").asText() + ": " + SweepWords.n(s.path("failing")
          .asLong()) + " of " + SweepWords.n(s.path("decided").asLong()) + " decided scenarios deadlock ("
          + SweepWords.n(s.path("spaceScenarios").asLong()) + " in the space)";
    }
  }

  /** The listed failing scenarios of every part, by position, with their cycles (each cycle once). */
  static List<JsonNode[]> listed(List<JsonNode> parts) {
    List<JsonNode[]> out = new ArrayList<>();
    for (JsonNode p : parts) {
      for (JsonNode e : p.path("sweep").path("listed")) {
        List<JsonNode> cycles = new ArrayList<>();
        for (JsonNode c : p.path("cycles")) {
          if (c.path("scenario").equals(e.path("scenario"))) {
            cycles.add(c);
          }
        }
        out.add(new JsonNode[] {e, NODES.arrayNode().addAll(cycles), p});
      }
    }
    out.sort(Comparator.comparingLong(x -> x[0].path("position").asLong()));
    return out;
  }

  /** The keys of {@code o} as a set, in order. */
  static Set<String> keys(JsonNode o) {
    Set<String> out = new LinkedHashSet<>();
    for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
      out.add(it.next());
    }
    return out;
  }

  static ArrayNode array() {
    return NODES.arrayNode();
  }

  static ObjectNode object() {
    return NODES.objectNode();
  }
}

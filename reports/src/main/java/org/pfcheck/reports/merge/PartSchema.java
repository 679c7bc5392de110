package org.pfcheck.reports.merge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.analyzer.ShardParts;
import org.pfcheck.analyzer.SweepSummary;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * Whether a file is a part {@code pfcheck merge} may add up: the JSON report of one shard of a sweep
 * (docs/json-schema.json, its {@code sweep} with a {@code shard}), every key merge reads present and of
 * its type, numbers within their bounds, counts consistent with each other and with the verdict, and
 * the part's scenario digest that of part I/N of its space ({@link ShardParts}). A merge adds only what
 * passes: no number in a part can make it loop, and no part without an analysis behind it can make a
 * verdict. Every problem is reported, at the value it concerns. Working state of one check.
 */
final class PartSchema {
  /** The most scenarios a sweep numbers (SweepEngine.MAX_SPACE). */
  static final long MAX_SPACE = 20_000_000;
  /** The most parts a merge takes. */
  static final long MAX_PARTS = 1_000_000;
  static final String AGAIN = "a part is the unedited output of pfcheck check FILE --shard I/N --format json;"
      + " sweep this part again with this pfcheck";
  private static final Map<String, Integer> EXIT = Map.of("deadlock-free", 0, "deadlock-possible", 1, "unknown", 3);

  private final PartFile part;
  private final List<Diagnostic> out = new ArrayList<>();

  private PartSchema(PartFile part) {
    this.part = part;
  }

  /** What is wrong with {@code part}; empty when merge may add it up. */
  static List<Diagnostic> problems(PartFile part) {
    PartSchema s = new PartSchema(part);
    s.check();
    return List.copyOf(s.out);
  }

  private void check() {
    if (!part.tree().isObject()) {
      problem("", part.name() + (part.tree().isMissingNode() ? " is empty: it holds no JSON at all" : " holds "
          + kind(part.tree())) + ", not a pfcheck JSON report", AGAIN);
      return;
    }
    integer("/schemaVersion", 1, 1);
    text("/network");
    Optional<String> verdict = oneOf("/verdict", EXIT.keySet());
    Optional<Long> exit = integer("/exitStatus", 0, 3);
    if (verdict.isPresent() && exit.isPresent() && EXIT.get(verdict.get()) != exit.get().intValue()) {
      problem("/exitStatus", "exitStatus " + exit.get() + " is not the " + verdict.get() + " verdict's ("
          + EXIT.get(verdict.get()) + ")", AGAIN);
    }
    numbers("/stats/millis", 0);
    numbers("/stats/extra", Long.MIN_VALUE);
    array("/cycles");
    array("/engines");
    JsonNode sweep = part.get("/sweep");
    if (sweep.isNull() && "unknown".equals(verdict.orElse(""))) {
      String reason = part.get("/reason").asText();
      // a timeout is worth a longer one; a fabric the sweep does not take, or a space too large, is not
      problem("/sweep", "this part stopped before its sweep decided any scenario (" + reason + ")",
          reason.contains("timeout") || reason.contains("time limit") ? "sweep this part again, with a longer --timeout"
              : "do what the reason in parentheses says; a longer --timeout does not help");
      return;
    }
    if (!sweep.isObject()) {
      problem(sweep.isMissingNode() ? "" : "/sweep", "has no sweep (" + (sweep.isMissingNode() ? "no key sweep"
          : "sweep is " + kind(sweep)) + "): not the report of a sweep", "run pfcheck check FILE --shard I/N"
          + " --format json for each part I of N");
      return;
    }
    JsonNode shard = part.get("/sweep/shard");
    if (shard.isNull()) {
      problem("/sweep/shard", "a sweep of the whole space, not a shard: it needs no merge", "use this report as"
          + " it is, or sweep the parts with --shard I/N");
      return;
    }
    sweep(verdict);
  }

  private void sweep(Optional<String> verdict) {
    Optional<Long> space = integer("/sweep/spaceScenarios", 1, MAX_SPACE);
    Optional<Long> count = integer("/sweep/shard/count", 1, MAX_PARTS);
    Optional<Long> index = integer("/sweep/shard/index", 1, count.orElse(MAX_PARTS));
    Optional<Long> partScenarios = integer("/sweep/partScenarios", 0, space.orElse(MAX_SPACE));
    Optional<Long> decided = integer("/sweep/decided", 0, partScenarios.orElse(MAX_SPACE));
    Optional<Long> failing = integer("/sweep/failing", 0, decided.orElse(MAX_SPACE));
    Optional<Long> limit = integer("/sweep/listLimit", 1, Integer.MAX_VALUE);
    Optional<Long> classes = integer("/sweep/classes", 0, space.orElse(MAX_SPACE));
    integer("/sweep/rechecked", 0, classes.orElse(MAX_SPACE));
    integer("/sweep/automorphisms", 0, Integer.MAX_VALUE);
    text("/sweep/input").filter(s -> !s.matches("[0-9a-f]{16}")).ifPresent(s -> problem("/sweep/input",
        "sweep.input \"" + s + "\" is not a fingerprint (16 hexadecimal digits)", AGAIN));
    Optional<String> digest = text("/sweep/part");
    Optional<Boolean> complete = bool("/sweep/complete");
    long decidedBy = numbers("/sweep/decidedBy", 0);
    if (decided.isPresent() && decidedBy >= 0 && decidedBy != decided.get()) {
      problem("/sweep/decidedBy", "sweep.decidedBy adds up to " + decidedBy + " scenarios, sweep.decided says "
          + decided.get(), AGAIN);
    }
    if (space.isEmpty() || count.isEmpty() || index.isEmpty()) {
      return;
    }
    Optional<SweepSummary.Shard> shard = Optional.of(new SweepSummary.Shard(index.get().intValue(),
        count.get().intValue()));
    long size = ShardParts.size(space.get(), shard);
    partScenarios.filter(n -> n != size).ifPresent(n -> problem("/sweep/partScenarios", "part " + shard.get()
        + " of a space of " + space.get() + " scenarios holds " + size + " of them, not " + n, AGAIN));
    String expected = ShardParts.digest(space.get(), shard);
    digest.filter(d -> !d.equals(expected)).ifPresent(d -> problem("/sweep/part", "sweep.part " + d + " is not"
        + " the digest of part " + shard.get() + "'s scenarios (" + expected + "): its scenarios are not those"
        + " of part " + shard.get() + " (another pfcheck's sharding, or an edited report)", AGAIN));
    if (decided.isPresent() && partScenarios.isPresent() && complete.isPresent()
        && complete.get() != decided.get().equals(partScenarios.get())) {
      problem("/sweep/complete", "sweep.complete is " + complete.get() + " with " + decided.get() + " of "
          + partScenarios.get() + " scenarios decided", AGAIN);
    }
    if (verdict.isPresent() && failing.isPresent() && decided.isPresent() && partScenarios.isPresent()) {
      // a part of no scenario proves nothing: unknown (a shard of a space smaller than its number of parts)
      String implied = failing.get() > 0 ? "deadlock-possible" : partScenarios.get() > 0
          && decided.get().equals(partScenarios.get()) ? "deadlock-free" : "unknown";
      if (!implied.equals(verdict.get())) {
        problem("/verdict", "the verdict " + verdict.get() + " does not follow from the part's counts ("
            + failing.get() + " failing of " + decided.get() + " decided, " + partScenarios.get() + " in the part):"
            + " they make it " + implied, AGAIN);
      }
    }
    listed(shard, space.get(), failing, limit);
  }

  /** The listed failing scenarios: in the part, in order, no more than counted, each with a cycle. */
  private void listed(Optional<SweepSummary.Shard> shard, long space, Optional<Long> failing, Optional<Long> limit) {
    JsonNode listed = array("/sweep/listed");
    if (listed == null) {
      return;
    }
    long most = Math.min(failing.orElse(Long.MAX_VALUE), limit.orElse(Long.MAX_VALUE));
    if (listed.size() > most) {
      problem("/sweep/listed", "sweep.listed holds " + listed.size() + " scenarios, more than the " + most
          + " failing ones it may list", AGAIN);
    }
    long previous = -1;
    for (int k = 0; k < listed.size(); k++) {
      String at = "/sweep/listed/" + k;
      Optional<Long> position = integer(at + "/position", 0, space - 1);
      if (position.isPresent() && !ShardParts.holds(shard, position.get())) {
        problem(at + "/position", "scenario " + position.get() + " is not in part " + shard.get(), AGAIN);
      } else if (position.isPresent() && position.get() <= previous) {
        problem(at + "/position", "sweep.listed is not in the space's order (" + position.get() + " after "
            + previous + ")", AGAIN);
      }
      previous = position.orElse(previous);
      JsonNode scenario = part.get(at + "/scenario");
      if (!scenario.isObject()) {
        problem(at + "/scenario", "a listed scenario is " + kind(scenario) + ", not an object", AGAIN);
      } else if (!hasCycle(scenario)) {
        problem(at, "listed scenario " + position.map(String::valueOf).orElse("") + " has no cycle in cycles",
            AGAIN);
      }
    }
  }

  private boolean hasCycle(JsonNode scenario) {
    for (JsonNode c : part.get("/cycles")) {
      if (c.path("scenario").equals(scenario)) {
        return true;
      }
    }
    return false;
  }

  /** The integer at {@code pointer} within [min, max], or empty (reported) when it is not. */
  private Optional<Long> integer(String pointer, long min, long max) {
    JsonNode v = part.get(pointer);
    if (!v.isIntegralNumber() || !v.canConvertToLong()) {
      problem(pointer, name(pointer) + (v.isMissingNode() ? " is missing" : " is " + kind(v))
          + ", not an integer", AGAIN);
      return Optional.empty();
    }
    if (v.asLong() < min || v.asLong() > max) {
      problem(pointer, name(pointer) + " is " + v.asLong() + ", outside " + min + ".." + max, AGAIN);
      return Optional.empty();
    }
    return Optional.of(v.asLong());
  }

  private Optional<String> text(String pointer) {
    JsonNode v = part.get(pointer);
    if (!v.isTextual()) {
      problem(pointer, name(pointer) + (v.isMissingNode() ? " is missing" : " is " + kind(v)) + ", not a string",
          AGAIN);
      return Optional.empty();
    }
    return Optional.of(v.asText());
  }

  private Optional<Boolean> bool(String pointer) {
    JsonNode v = part.get(pointer);
    if (!v.isBoolean()) {
      problem(pointer, name(pointer) + (v.isMissingNode() ? " is missing" : " is " + kind(v)) + ", not true or"
          + " false", AGAIN);
      return Optional.empty();
    }
    return Optional.of(v.asBoolean());
  }

  private Optional<String> oneOf(String pointer, Set<String> words) {
    Optional<String> v = text(pointer);
    if (v.isPresent() && !words.contains(v.get())) {
      problem(pointer, name(pointer) + " \"" + v.get() + "\" is not one of " + String.join(", ",
          new java.util.TreeSet<>(words)), AGAIN);
      return Optional.empty();
    }
    return v;
  }

  private JsonNode array(String pointer) {
    JsonNode v = part.get(pointer);
    if (!v.isArray()) {
      problem(pointer, name(pointer) + (v.isMissingNode() ? " is missing" : " is " + kind(v)) + ", not an array",
          AGAIN);
      return null;
    }
    return v;
  }

  /** An object of integers of at least {@code min}: their sum, or -1 (reported) when it is not one. */
  private long numbers(String pointer, long min) {
    JsonNode v = part.get(pointer);
    if (!v.isObject()) {
      problem(pointer, name(pointer) + (v.isMissingNode() ? " is missing" : " is " + kind(v)) + ", not an object"
          + " of numbers", AGAIN);
      return -1;
    }
    long sum = 0;
    for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      Optional<Long> n = integer(pointer + "/" + e.getKey().replace("~", "~0").replace("/", "~1"), min,
          Long.MAX_VALUE);
      if (n.isEmpty()) {
        return -1;
      }
      sum = n.get() < 0 || sum < 0 ? -1 : sum > Long.MAX_VALUE - n.get() ? Long.MAX_VALUE : sum + n.get();
    }
    return sum;
  }

  private void problem(String pointer, String message, String hint) {
    out.add(Diagnostic.of(Code.PFC305, part.at(pointer), message, hint));
  }

  /** A pointer as people write a key: {@code /sweep/shard/count} as {@code sweep.shard.count}. */
  static String name(String pointer) {
    return pointer.isEmpty() ? "the report" : pointer.substring(1).replace('/', '.').replace("~1", "/")
        .replace("~0", "~");
  }

  /** What a JSON value is, in words. */
  static String kind(JsonNode v) {
    if (v.isMissingNode()) {
      return "missing";
    }
    String what = switch (v.getNodeType()) {
      case STRING -> "a string";
      case NUMBER -> "a number";
      case BOOLEAN -> "a boolean";
      case NULL -> "null";
      case ARRAY -> "an array";
      case OBJECT -> "an object";
      default -> "a " + v.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    };
    String shown = v.isValueNode() && !v.isNull() ? " " + v.toString() : "";
    return what + (shown.length() > 40 ? shown.substring(0, 37) + "..." : shown);
  }
}

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
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.RecheckMode;
import org.pfcheck.analyzer.sweep.SweptInput;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.SweepWords;

/**
 * Combines the JSON reports of a sharded sweep ({@code pfcheck check --shard I/N --format json}) into
 * the report of the whole space, as one unsharded run would have written it (timings aside): the
 * counts added up, the first failing scenarios of all parts in the space's order with their
 * counterexamples, the verdict — deadlock possible when any part deadlocks, free only when every part
 * of the same input was decided in full, otherwise unknown naming the missing parts. Only parts that
 * pass {@link PartSchema} are added up; parts of different inputs, spaces, shard counts or hazard modes, repeated
 * parts, and reports that are not shards are refused: a merge never mixes two questions, and every
 * problem is a located diagnostic (PFC305). Stateless.
 */
public final class ShardMerge {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  /** Missing parts named in an unknown verdict's reason; the rest are counted. */
  private static final int MISSING_NAMED = 10;

  private ShardMerge() {
  }

  /** The merged report of the parts in files {@code names}, whose contents are {@code texts}, or every problem. */
  public static Result merge(List<String> names, List<String> texts) {
    List<Diagnostic> problems = new ArrayList<>();
    List<PartFile> parts = new ArrayList<>();
    Optional<ObjectNode> report = merged(names, texts, Optional.empty(), problems, parts);
    return new Result(report, problems);
  }

  /**
   * The merged report of the parts in files {@code names} (contents {@code texts}) as a typed result, for
   * the renderers of every format: the parts must be a sweep of {@code network}, read from the input
   * named {@code input}, whose files are {@code files} (their fingerprint {@code sweep.input} that of the
   * network); the counts and figures are the parts', the listed scenarios are numbered again from the
   * network's space, the counterexamples are read back and re-checked against the network, and a proof's
   * certificate is derived again from it ({@link MergedResult}). Else every problem.
   */
  public static Typed merge(List<String> names, List<String> texts, Network network, String input, List<String> files) {
    List<Diagnostic> problems = new ArrayList<>();
    List<PartFile> parts = new ArrayList<>();
    Optional<ObjectNode> report = merged(names, texts, Optional.of(new Swept(network, input)), problems, parts);
    if (report.isEmpty()) {
      return new Typed(Optional.empty(), Optional.empty(), problems);
    }
    return MergedResult.of(report.get(), parts, network, input, files);
  }

  /** The network a merge's parts must be a sweep of, and the input's name. */
  private record Swept(Network network, String input) {
  }

  /**
   * The merged report, or empty with every problem in {@code problems}; the parts read go to {@code parts}.
   * With {@code swept}, a part whose {@code sweep.input} is not that network's fingerprint is refused.
   */
  private static Optional<ObjectNode> merged(List<String> names, List<String> texts, Optional<Swept> swept,
      List<Diagnostic> problems, List<PartFile> parts) {
    for (int k = 0; k < names.size(); k++) {
      PartFile.Read read = PartFile.read(names.get(k), texts.get(k));
      read.problem().ifPresent(problems::add);
      read.part().ifPresent(p -> {
        List<Diagnostic> wrong = PartSchema.problems(p);
        problems.addAll(wrong);
        if (wrong.isEmpty()) {
          parts.add(p);
        }
      });
    }
    if (!problems.isEmpty() || parts.isEmpty()) {
      return Optional.empty();
    }
    PartFile first = parts.get(0);
    int count = first.get("/sweep/shard/count").asInt();
    Map<Integer, PartFile> seen = new LinkedHashMap<>();
    Optional<String> fingerprint = swept.map(s -> SweptInput.fingerprint(s.network()));
    for (PartFile p : parts) {
      if (fingerprint.isPresent() && !p.get("/sweep/input").asText().equals(fingerprint.get())) {
        problems.add(Diagnostic.of(Code.PFC305, p.at("/sweep/input"), "this part is a sweep of another input: its"
            + " sweep.input " + p.get("/sweep/input") + " is not the fingerprint of " + swept.get().input() + " (\""
            + fingerprint.get() + "\", network " + swept.get().network().name() + ")", "give --input the fabric the"
            + " parts swept, with the same --with overlays and options, or sweep the parts of this one"));
        continue;
      }
      for (String key : List.of("/network", "/sweep/input", "/sweep/spaceScenarios", "/sweep/listLimit")) {
        if (!p.get(key).equals(first.get(key))) {
          problems.add(Diagnostic.of(Code.PFC305, p.at(key), PartSchema.name(key) + " " + p.get(key) + " differs from "
              + first.name() + "'s " + first.get(key) + (key.equals("/sweep/input") ? " (another input or space)" : ""),
              "merge the parts of one sweep: one input, one space, one --all-counterexamples"));
        }
      }
      if (!p.get("/hazards/mode").equals(first.get("/hazards/mode"))) {
        // the merged exit status (5 or not) would be the first part's: one merge, one --hazards
        problems.add(Diagnostic.of(Code.PFC305, p.at("/hazards/mode"), "hazards.mode " + p.get("/hazards/mode")
            + " differs from " + first.name() + "'s " + first.get("/hazards/mode"), "sweep every part with one"
            + " --hazards mode"));
      }
      if (p.get("/sweep/shard/count").asInt() != count) {
        problems.add(Diagnostic.of(Code.PFC305, p.at("/sweep/shard/count"), "part of "
            + p.get("/sweep/shard/count").asInt() + " shards, " + first.name() + " of " + count,
            "merge the parts of one --shard I/N split, with one N"));
      }
      int index = p.get("/sweep/shard/index").asInt();
      PartFile before = seen.putIfAbsent(index, p);
      if (before != null) {
        problems.add(Diagnostic.of(Code.PFC305, p.at("/sweep/shard/index"), "shard " + index + "/" + count
            + " again (also " + before.name() + ")", "give each part once"));
      }
    }
    if (!problems.isEmpty()) {
      return Optional.empty();
    }
    List<Integer> missing = new ArrayList<>();
    for (int i = 1; i <= count && missing.size() <= MISSING_NAMED; i++) {
      if (!seen.containsKey(i)) {
        missing.add(i);
      }
    }
    List<JsonNode> trees = parts.stream().map(PartFile::tree).toList();
    return Optional.of(MergedReport.of(trees, count, missing, count - seen.size()));
  }

  /**
   * The merged report as a typed result, or none, with the problems that prevented it. Immutable.
   *
   * @param result the merged analysis, for every renderer (not re-checked, without coverage: the caller
   *     derives those from the network as {@code check} does)
   * @param report the merged JSON report it was read from
   * @param problems why the parts cannot be merged, each at the value it concerns
   */
  public record Typed(Optional<AnalysisResult> result, Optional<ObjectNode> report, List<Diagnostic> problems) {
    public Typed {
      problems = List.copyOf(problems);
    }

    /**
     * How much the parts were re-checked (the least of them): the mode a re-check of the whole gets, but never
     * less than {@code sample}: a part's mode is a word in a file, and parts edited to say {@code none} must not
     * spare a proof they forged the reference semantics.
     */
    public RecheckMode recheck() {
      return report.flatMap(r -> RecheckMode.of(r.path("recheck").path("mode").asText("sample")))
          .filter(m -> m != RecheckMode.NONE).orElse(RecheckMode.SAMPLE);
    }

    /** The parts' hazard mode (none, warn or error), as {@code pfcheck check --hazards} took it. */
    public String hazards() {
      return report.map(r -> r.path("hazards").path("mode").asText()).orElse("warn");
    }
  }

  /**
   * The merged report, or none, with the problems that prevented it. Immutable.
   *
   * @param report the merged JSON report
   * @param problems why the parts cannot be merged, each at the value it concerns
   */
  public record Result(Optional<ObjectNode> report, List<Diagnostic> problems) {
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
      return ShardMerge.summary(r.path("verdict").asText(), r.path("network").asText(), s.path("failing").asLong(),
          s.path("decided").asLong(), s.path("spaceScenarios").asLong());
    }
  }

  /** One line for people about a typed merged result: the verdict and the answer. */
  public static String summary(AnalysisResult r) {
    return r.sweep().map(s -> summary(r.verdict().word(), r.network(), s.failing(), s.decided(), s.spaceScenarios()))
        .orElse(r.verdict().word() + ": " + r.network());
  }

  private static String summary(String verdict, String network, long failing, long decided, long space) {
    return verdict + ": " + network + ": " + SweepWords.n(failing) + " of " + SweepWords.n(decided)
        + " decided scenarios deadlock (" + SweepWords.n(space) + " in the space)";
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

package org.pfcheck.reports.diff;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.SourceSpan;

/**
 * Renders a {@link ResultDiff} as text for people and as JSON for tools (diff schema version
 * {@value #SCHEMA_VERSION}, described in {@code docs/reports.md}). Stateless.
 */
public final class DiffReport {
  /** The version of the diff JSON's shape. */
  public static final int SCHEMA_VERSION = 1;
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final String baseLabel;
  private final String headLabel;
  private final boolean verbose;

  /**
   * A renderer naming the two sides {@code baseLabel} and {@code headLabel} (file names or
   * {@code REV:FILE}); {@code verbose} lists added and removed queues and dependencies.
   */
  public DiffReport(String baseLabel, String headLabel, boolean verbose) {
    this.baseLabel = Objects.requireNonNull(baseLabel, "baseLabel");
    this.headLabel = Objects.requireNonNull(headLabel, "headLabel");
    this.verbose = verbose;
  }

  /** The text report, ending with a newline. */
  public String text(ResultDiff d) {
    StringBuilder out = new StringBuilder();
    String headline = headline(d);
    out.append(headline).append('\n').append("=".repeat(headline.codePointCount(0, headline.length()))).append("\n\n");
    field(out, "base", baseLabel + " (" + d.base().network() + ")");
    field(out, "head", headLabel + " (" + d.head().network() + ")");
    field(out, "verdict", d.base().verdict().word() + " → " + d.head().verdict().word()
        + (d.verdictChanged() ? "" : " (unchanged)"));
    unknownReason(d.base()).ifPresent(why -> field(out, "base unknown", why));
    unknownReason(d.head()).ifPresent(why -> field(out, "head unknown", why));
    field(out, "cycles", d.compared() ? d.introduced().size() + " introduced, " + d.removed().size() + " removed, "
        + d.unchanged().size() + " unchanged" : "not compared: " + unknownSides(d) + " no verdict");
    field(out, "queues", delta(size(d.base(), d.base().stats().queues()), size(d.head(), d.head().stats().queues()),
        d.graph().map(g -> g.queuesAdded().size() + " added, " + g.queuesRemoved().size() + " removed")));
    field(out, "dependencies", delta(size(d.base(), d.base().stats().dependencies()),
        size(d.head(), d.head().stats().dependencies()),
        d.graph().map(g -> g.dependenciesAdded().size() + " added, " + g.dependenciesRemoved().size() + " removed")));
    section(out, "Introduced cycles (in HEAD, not in BASE)", d.introduced());
    section(out, "Removed cycles (in BASE, not in HEAD)", d.removed());
    if (!d.compared() && d.head().verdict() instanceof Verdict.Possible p) {
      section(out, "HEAD's cycles (not compared with BASE)", p.counterexamples());
    }
    if (verbose) {
      section(out, "Unchanged cycles", d.unchanged());
      d.graph().ifPresent(g -> {
        list(out, "Queues added", g.queuesAdded());
        list(out, "Queues removed", g.queuesRemoved());
        list(out, "Dependencies added", g.dependenciesAdded());
        list(out, "Dependencies removed", g.dependenciesRemoved());
      });
    }
    return out.toString();
  }

  /**
   * The first line: whether HEAD introduces a deadlock, or that no comparison was possible. A proof
   * for HEAD needs no comparison; a cycle in HEAD cannot be called new or old against an unknown BASE.
   */
  private static String headline(ResultDiff d) {
    Optional<String> base = unknownReason(d.base());
    Optional<String> head = unknownReason(d.head());
    if (head.isPresent()) {
      return base.isPresent() ? "UNKNOWN: neither BASE nor HEAD could be analysed; no comparison"
          : "UNKNOWN: HEAD could not be analysed (" + head.get() + "); no comparison";
    }
    if (base.isPresent()) {
      return d.head().verdict() instanceof Verdict.Free
          ? "NO NEW DEADLOCK: HEAD is deadlock-free (BASE could not be analysed)"
          : "UNKNOWN: BASE could not be analysed (" + base.get() + "); HEAD's cycles are not compared";
    }
    if (d.introduced().isEmpty() && d.unlisted().isPresent()) {
      return "NEW DEADLOCK: HEAD has a cyclic buffer dependency BASE does not have, through " + d.unlisted().get()
          + ", which none of the cycles reported goes through (raise --max-cycles to list it)";
    }
    return d.introducesDeadlock() ? "NEW DEADLOCK: HEAD introduces " + count(d.introduced().size(),
        "cyclic buffer dependency", "cyclic buffer dependencies") + " that BASE does not have"
        : d.head().verdict() instanceof Verdict.Possible ? "NO NEW DEADLOCK: HEAD keeps cycles BASE already had"
        : d.verdictChanged() ? "CHANGED: " + d.base().verdict().word() + " → " + d.head().verdict().word()
        : "NO NEW DEADLOCK";
  }

  private static Optional<String> unknownReason(AnalysisResult r) {
    return r.verdict() instanceof Verdict.Unknown u ? Optional.of(u.reason()) : Optional.empty();
  }

  private static String unknownSides(ResultDiff d) {
    boolean base = d.base().verdict() instanceof Verdict.Unknown;
    boolean head = d.head().verdict() instanceof Verdict.Unknown;
    return base && head ? "BASE and HEAD have" : base ? "BASE has" : "HEAD has";
  }

  /** A graph size, or null when the side has no verdict (not known). */
  private static Long size(AnalysisResult r, long n) {
    return r.graphKnown() ? n : null;
  }

  /** The JSON report, indented, ending with a newline. */
  public String json(ResultDiff d) {
    ObjectNode root = NODES.objectNode();
    root.put("schemaVersion", SCHEMA_VERSION);
    root.set("base", side(baseLabel, d.base()));
    root.set("head", side(headLabel, d.head()));
    root.put("verdictChanged", d.verdictChanged());
    root.put("introducesDeadlock", d.introducesDeadlock());
    root.put("unlistedNewDependency", d.unlisted().map(ResultDiff.Edge::toString).orElse(null));
    root.put("compared", d.compared());
    ObjectNode cycles = root.putObject("cycles");
    cycles.set("introduced", d.compared() ? cycles(d.introduced()) : null);
    cycles.set("removed", d.compared() ? cycles(d.removed()) : null);
    cycles.set("unchanged", d.compared() ? cycles(d.unchanged()) : null);
    ObjectNode queues = root.putObject("queues");
    queues.put("base", size(d.base(), d.base().stats().queues()));
    queues.put("head", size(d.head(), d.head().stats().queues()));
    queues.set("added", d.graph().map(g -> strings(g.queuesAdded())).orElse(null));
    queues.set("removed", d.graph().map(g -> strings(g.queuesRemoved())).orElse(null));
    ObjectNode deps = root.putObject("dependencies");
    deps.put("base", size(d.base(), d.base().stats().dependencies()));
    deps.put("head", size(d.head(), d.head().stats().dependencies()));
    deps.set("added", d.graph().map(g -> strings(g.dependenciesAdded())).orElse(null));
    deps.set("removed", d.graph().map(g -> strings(g.dependenciesRemoved())).orElse(null));
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static ObjectNode side(String label, AnalysisResult r) {
    ObjectNode o = NODES.objectNode();
    o.put("label", label);
    o.put("network", r.network());
    o.put("verdict", r.verdict().word());
    r.engines().forEach(o.putArray("engines")::add);
    o.put("reason", unknownReason(r).orElse(null));
    return o;
  }

  private static ArrayNode cycles(List<Counterexample> cxs) {
    ArrayNode out = NODES.arrayNode();
    for (Counterexample cx : cxs) {
      ObjectNode o = out.addObject();
      CycleKey key = CycleKey.of(cx);
      o.put("fingerprint", key.fingerprint());
      ArrayNode queues = o.putArray("queues");
      cx.queues().forEach(q -> queues.add(q.toString()));
      ArrayNode causes = o.putArray("causes");
      cx.cycle().stream().map(dep -> dep.cause().word()).distinct().forEach(causes::add);
      Optional<SourceSpan> at = firstRule(cx);
      if (at.isPresent()) {
        o.putObject("source").put("file", at.get().file()).put("line", at.get().line()).put("column", at.get().column());
      } else {
        o.putNull("source");
      }
    }
    return out;
  }

  private static ArrayNode strings(List<String> items) {
    ArrayNode out = NODES.arrayNode();
    items.forEach(out::add);
    return out;
  }

  private static Optional<SourceSpan> firstRule(Counterexample cx) {
    return cx.cycle().stream().map(Dependency::rule).flatMap(Optional::stream).findFirst();
  }

  private static void section(StringBuilder out, String title, List<Counterexample> cxs) {
    if (cxs.isEmpty()) {
      return;
    }
    out.append('\n').append(title).append(":\n");
    for (int k = 0; k < cxs.size(); k++) {
      Counterexample cx = cxs.get(k);
      out.append("  ").append(k + 1).append(". ")
          .append(cx.queues().stream().map(QueueRef::toString).collect(Collectors.joining(" → ")))
          .append(" → ").append(cx.queues().get(0)).append('\n').append("     ")
          .append(count(cx.cycle().size(), "queue", "queues")).append("; causes ")
          .append(cx.cycle().stream().map(dep -> dep.cause().word()).distinct().collect(Collectors.joining(", ")))
          .append(firstRule(cx).map(s -> "; at " + s).orElse("")).append('\n');
    }
  }

  private static void list(StringBuilder out, String title, List<String> items) {
    if (items.isEmpty()) {
      return;
    }
    out.append('\n').append(title).append(" (").append(items.size()).append("):\n");
    items.forEach(i -> out.append("  ").append(i).append('\n'));
  }

  private static String delta(Long base, Long head, Optional<String> detail) {
    String sizes;
    if (base == null || head == null) {
      sizes = (base == null ? "not known" : base.toString()) + " → " + (head == null ? "not known" : head.toString());
    } else {
      long change = head - base;
      sizes = base + " → " + head + " (" + (change >= 0 ? "+" : "") + change + ")";
    }
    return sizes + detail.map(s -> "; " + s).orElse("");
  }

  private static void field(StringBuilder out, String name, String value) {
    out.append("  ").append(name).append(" ".repeat(Math.max(1, 14 - name.length()))).append(value).append('\n');
  }

  private static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }
}

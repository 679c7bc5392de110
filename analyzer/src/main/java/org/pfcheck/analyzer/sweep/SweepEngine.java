package org.pfcheck.analyzer.sweep;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.ShardParts;
import org.pfcheck.analyzer.SweepSummary;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.analyzer.symmetry.Symmetries;
import org.pfcheck.model.Network;

/**
 * Sweeps a scenario space: decides every scenario, counts those with a cyclic buffer dependency, and
 * lists the first ones (the smallest first), each with a counterexample re-checked from scratch. The
 * declared scenario is built in full once; every other scenario is decided incrementally against it
 * ({@link ScenarioDecider}), scenarios that verified automorphisms of the whole model make equivalent
 * are decided once per class, and classes are decided side by side. A sharded sweep covers the positions
 * of its part ({@link ShardParts}), deciding the classes they fall in. Past the timeout or {@link AnalysisOptions#maxScenarios()} decided classes the
 * verdict is unknown unless a deadlock was found. Stateless.
 */
public final class SweepEngine implements DeadlockEngine {
  /** Spaces of more scenarios than this are not swept (their numbering would not fit in memory). */
  static final long MAX_SPACE = 20_000_000;
  /** Symmetry is looked for in spaces of up to this many scenarios (the union-find takes an int each). */
  static final long MAX_SYMMETRY_SPACE = 5_000_000;
  /** Classes are re-checked from scratch for at least this long (and a quarter of the sweep's time). */
  static final long RECHECK_NANOS = 2_000_000_000L;
  /** The most time the symmetry search may take. */
  static final long SYMMETRY_SECONDS = 30;

  private final SweepSettings settings;

  /** A sweep with {@code settings}. */
  public SweepEngine(SweepSettings settings) {
    this.settings = Objects.requireNonNull(settings, "settings");
  }

  /** A sweep of the whole space, listing one failing scenario. */
  public SweepEngine() {
    this(SweepSettings.DEFAULT);
  }

  @Override
  public String name() {
    return "sweep";
  }

  /**
   * Why the sweep does not take {@code network} yet, or empty: its incremental arguments (docs/sweeps.md)
   * are not shown for per-port DSCP classification, routed ports and port-channels (a failed member
   * changes a port-channel), so such a space is left to enumeration or Z3.
   */
  public static Optional<String> unsupported(Network network) {
    boolean taken = !network.dscpMode() && network.routed().isEmpty() && network.lags().isEmpty();
    return taken ? Optional.empty() : Optional.of("the sweep does not take per-port DSCP classification, routed"
        + " ports or port-channels yet; use --engine enumeration or --engine z3");
  }

  @Override
  public AnalysisResult analyze(Network network, AnalysisOptions options) {
    Deadline deadline = Deadline.after(options.timeout());
    Map<String, Long> millis = new LinkedHashMap<>();
    SweepResults results = new SweepResults(network, name(), options, settings, millis);
    Optional<String> unsupported = unsupported(network);
    if (unsupported.isPresent()) {
      // the engines it names take no --shard: a part of such a fabric says to check it whole
      return results.unknown(unsupported.get() + (settings.shard().isPresent() ? ", without --shard (only the sweep"
          + " takes a part of a space)" : ""));
    }
    Swept swept;
    try {
      swept = sweep(network, options, deadline, millis);
    } catch (Unswept e) {
      return results.unknown(e.getMessage());
    }
    long spent = millis.values().stream().mapToLong(Long::longValue).sum() * 1_000_000;
    // after the counterexamples are listed, as many classes as fit are re-checked from scratch
    java.util.function.LongSupplier recheck = () -> {
      long start = System.nanoTime();
      Swept owned = swept.owned(settings.shard());
      long done = FromScratch.recheck(network, swept.index(), swept.classes(), owned.part(), owned.decisions(),
          settings.recheckAll(), Math.max(RECHECK_NANOS, spent / 4), deadline);
      lap(millis, "recheck", start);
      return done;
    };
    return results.of(swept, recheck, deadline);
  }

  /**
   * What a sweep decided: per class of its part (class numbers in {@code part}), a decision or null; and
   * the declared scenario's build, until {@link #release()} lets the heap have it back for the full
   * builds that follow (a fat-tree k=64's graph is a third of a 4 GB heap).
   */
  static final class Swept {
    private BaseScenario base;
    private final ScenarioIndex index;
    private final ScenarioClasses classes;
    private final long[] part;
    private final ScenarioOutcome[] decisions;

    Swept(BaseScenario base, ScenarioIndex index, ScenarioClasses classes, long[] part, ScenarioOutcome[] decisions) {
      this.base = base;
      this.index = index;
      this.classes = classes;
      this.part = part;
      this.decisions = decisions;
    }

    BaseScenario base() {
      if (base == null) {
        throw new IllegalStateException("the declared scenario's build was released");
      }
      return base;
    }

    void release() {
      base = null;
    }

    /**
     * The classes of {@code shard}'s part whose representative the part holds, with their decisions: each
     * class is counted, and re-checked from scratch, by the one part that holds its representative.
     */
    Swept owned(Optional<SweepSummary.Shard> shard) {
      int n = 0;
      long[] ownedPart = new long[part.length];
      ScenarioOutcome[] ownedDecisions = new ScenarioOutcome[decisions.length];
      for (int k = 0; k < part.length; k++) {
        if (ShardParts.holds(shard, classes.representative(part[k]))) {
          ownedPart[n] = part[k];
          if (k < decisions.length) {
            ownedDecisions[n] = decisions[k];
          }
          n++;
        }
      }
      return new Swept(base, index, classes, java.util.Arrays.copyOf(ownedPart, n),
          java.util.Arrays.copyOf(ownedDecisions, n));
    }

    ScenarioIndex index() {
      return index;
    }

    ScenarioClasses classes() {
      return classes;
    }

    long[] part() {
      return part;
    }

    ScenarioOutcome[] decisions() {
      return decisions;
    }

    /** Per scenario of the space: whether it was decided cyclic (false: free or undecided). */
    boolean[] cyclic() {
      Map<Long, ScenarioOutcome> byClass = new java.util.HashMap<>();
      for (int k = 0; k < decisions.length; k++) {
        byClass.put(part[k], decisions[k]);
      }
      boolean[] out = new boolean[(int) index.size()];
      for (int i = 0; i < out.length; i++) {
        ScenarioOutcome d = byClass.get(classes.classOf(i));
        out[i] = d != null && d.cyclic();
      }
      return out;
    }
  }

  /** Why a space could not be swept at all. */
  static final class Unswept extends Exception {
    private static final long serialVersionUID = 1L;

    Unswept(String reason) {
      super(reason, null, false, false);
    }
  }

  /** Decides the classes of this sweep's part of {@code network}'s space; the stages' times go to {@code millis}. */
  Swept sweep(Network network, AnalysisOptions options, Deadline deadline, Map<String, Long> millis) throws Unswept {
    long start = System.nanoTime();
    SpaceCandidates space = SpaceCandidates.of(network);
    Optional<ScenarioIndex> numbered = ScenarioIndex.of(space, MAX_SPACE);
    if (numbered.isEmpty()) {
      throw new Unswept("the space holds " + space.size() + " scenarios (" + space.describe()
          + "), more than a sweep numbers (" + MAX_SPACE + "); lower the bounds or list candidates");
    }
    ScenarioIndex index = numbered.get();
    Optional<BaseScenario> built = BaseScenario.build(network, deadline);
    start = lap(millis, "declared", start);
    if (built.isEmpty()) {
      throw new Unswept("timeout while building the declared scenario's graph");
    }
    BaseScenario base = built.get();
    ScenarioClasses partition = classes(base, index, options);
    start = lap(millis, "symmetry", start);
    long[] part = part(partition);
    long budget = Math.min(part.length, options.maxScenarios());
    // keep time to build the first failing scenario in full once the classes are decided
    long reserve = Math.min(3 * millis.get("declared") / 2 * 1_000_000, options.timeout().toNanos() / 4);
    ScenarioOutcome[] decisions;
    try {
      decisions = ClassDecisions.decide(base, index, partition, java.util.Arrays.copyOf(part, (int) budget),
          threads(), deadline.earlier(reserve), settings.progress());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      decisions = new ScenarioOutcome[0];
    }
    lap(millis, "scenarios", start);
    return new Swept(base, index, partition, part, decisions);
  }

  /**
   * The classes of the space under verified automorphisms of the model, found within a fifth of the
   * timeout (at most {@value #SYMMETRY_SECONDS} s); every scenario its own class without symmetry.
   */
  private ScenarioClasses classes(BaseScenario base, ScenarioIndex index, AnalysisOptions options) {
    if (!settings.symmetry() || index.size() < 3 || index.size() > MAX_SYMMETRY_SPACE) {
      return ScenarioClasses.singletons(index.size());
    }
    long budget = Math.min(options.timeout().toNanos() / 5, SYMMETRY_SECONDS * 1_000_000_000L);
    long deadline = System.nanoTime() + budget;
    Symmetries found = Symmetries.find(base.index, budget, index.space().maxLinks() > 0,
        index.space().maxHosts() > 0);
    if (found.generators().isEmpty()) {
      return ScenarioClasses.singletons(index.size());
    }
    return SymmetryClasses.of(base.network, index, found.generators(), deadline + budget);
  }

  /**
   * The classes that hold a scenario of this sweep's part, in class order: all of them, or for shard I/N
   * those of positions I-1, I-1+N, ... ({@link ShardParts}). The part is a function of the space and I/N
   * only; the classes, whose grouping depends on the symmetry search's time budget, only spare work: a
   * shard decides every class its scenarios are in, wherever the class's representative lies.
   */
  private long[] part(ScenarioClasses partition) {
    if (settings.shard().isEmpty()) {
      return java.util.stream.LongStream.range(0, partition.count()).toArray();
    }
    java.util.BitSet touched = new java.util.BitSet();
    long step = ShardParts.step(settings.shard());
    for (long p = ShardParts.first(settings.shard()); p < partition.scenarios(); p += step) {
      touched.set((int) partition.classOf(p));
    }
    return touched.stream().asLongStream().toArray();
  }

  private int threads() {
    return settings.threads() > 0 ? settings.threads() : Runtime.getRuntime().availableProcessors();
  }

  static long lap(Map<String, Long> millis, String stage, long start) {
    long now = System.nanoTime();
    millis.merge(stage, (now - start) / 1_000_000, Long::sum);
    return now;
  }
}

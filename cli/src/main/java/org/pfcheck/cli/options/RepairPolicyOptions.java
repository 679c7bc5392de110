package org.pfcheck.cli.options;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.repair.candidates.ChangePlace;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.ChangeKind;
import picocli.CommandLine.Option;

/**
 * The options of {@code pfcheck repair} that say what a repair may change and what it costs
 * ({@code --cost}, {@code --allow}, {@code --forbid}, {@code --max-lossless}), as a picocli mixin: their
 * usage checks and the {@link RepairPolicy} they make.
 */
public final class RepairPolicyOptions {
  @Option(names = "--cost", paramLabel = "KIND=N", split = ",",
      description = "The cost of one change of KIND (a whole number, 0 or more); repeatable. Kinds and default"
          + " costs: drop-lossless=1, flood-domain=2, rewrite=2, lossless-priority=3, make-lossy=6,"
          + " remove-ecmp-member=8, remove-route=10.")
  private List<String> costs = new ArrayList<>();

  @Option(names = "--allow", paramLabel = "PATTERN", split = ",",
      description = "Only changes matching a PATTERN: KIND, @SWITCH, @tier:NAME or KIND@PLACE; repeatable."
          + " A new lossless priority needs no --allow (--max-lossless bounds it).")
  private List<String> allow = new ArrayList<>();

  @Option(names = "--forbid", paramLabel = "PATTERN", split = ",",
      description = "Never a change matching PATTERN (as for --allow); repeatable.")
  private List<String> forbid = new ArrayList<>();

  @Option(names = "--max-lossless", paramLabel = "N",
      description = "The repaired fabric uses at most N lossless priorities, 1..8 (default: as many as the fabric"
          + " has, and at least 2).")
  private Integer maxLossless;

  /** What is wrong with these options, one line each (usage errors), before anything is read. */
  public List<String> problems() {
    List<String> out = new ArrayList<>();
    for (String c : costs) {
      cost(c).ifPresentOrElse(x -> { }, () -> out.add("--cost " + c + ": write KIND=N with KIND one of "
          + kinds() + " and N a whole number from 0 to 1000000"));
    }
    allow.stream().map(ChangePlace::parse).filter(r -> r.problem() != null).forEach(r -> out.add("--allow " + r.problem()));
    forbid.stream().map(ChangePlace::parse).filter(r -> r.problem() != null).forEach(r -> out.add("--forbid " + r.problem()));
    if (maxLossless != null && (maxLossless < 1 || maxLossless > 8)) {
      out.add("--max-lossless must be 1 to 8, not " + maxLossless);
    }
    return out;
  }

  /** The policy these options make (only after {@link #problems()} found none). */
  public RepairPolicy policy() {
    Map<ChangeKind, Long> byKind = new EnumMap<>(ChangeKind.class);
    costs.forEach(c -> cost(c).ifPresent(e -> byKind.put(e.getKey(), e.getValue())));
    return new RepairPolicy(byKind, allow.stream().map(p -> ChangePlace.parse(p).place()).toList(),
        forbid.stream().map(p -> ChangePlace.parse(p).place()).toList(), Optional.ofNullable(maxLossless));
  }

  private static Optional<Map.Entry<ChangeKind, Long>> cost(String text) {
    int eq = text.indexOf('=');
    if (eq < 0) {
      return Optional.empty();
    }
    Optional<ChangeKind> kind = ChangeKind.of(text.substring(0, eq));
    try {
      long n = Long.parseLong(text.substring(eq + 1));
      return kind.filter(k -> n >= 0 && n <= 1_000_000).map(k -> Map.entry(k, n));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  private static String kinds() {
    return String.join(", ", java.util.Arrays.stream(ChangeKind.values()).map(ChangeKind::word).toList());
  }
}

package org.pfcheck.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.hazards.HazardChecks;
import org.pfcheck.analyzer.hazards.WatchdogCycles;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * {@code --hazards none|warn|error}: runs the hazard checks (PFC5xx, docs/diagnostics.md)
 * after the analysis and decides what they do to the run. {@code warn} (the default) reports them as
 * warnings; {@code error} also makes the run fail when there is one and the fabric is proven
 * deadlock-free: exit status {@value ExitStatus#HAZARD}, never 0, 1 or 3, which only the verdict gives
 * (a possible deadlock still exits 1, an unknown verdict 3). Immutable.
 *
 * @param mode none, warn or error
 * @param found the hazards the checks found (none with {@code none}), to report
 * @param reported the hazards the validator reported already (PFC218: PFC at one end of a link)
 */
public record HazardGate(Mode mode, List<Diagnostic> found, int reported) {
  /** What the hazards do to the run. */
  public enum Mode {
    /** Not checked. */
    NONE,
    /** Reported as warnings. */
    WARN,
    /** Reported, and a hazard fails a run whose fabric is proven free. */
    ERROR;

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public HazardGate {
    found = List.copyOf(found);
  }

  /**
   * The hazards of {@code n}, with the cycles of {@code result} that a watchdog breaks, and those among
   * the validator's {@code diagnostics}.
   */
  public static HazardGate check(Mode mode, Network n, AnalysisResult result, List<Diagnostic> diagnostics) {
    int reported = (int) diagnostics.stream().filter(d -> d.code().hazard()).count();
    if (mode == Mode.NONE) {
      return new HazardGate(mode, List.of(), reported);
    }
    List<Diagnostic> found = new ArrayList<>(HazardChecks.run(n));
    found.addAll(WatchdogCycles.of(n, result));
    return new HazardGate(mode, found, reported);
  }

  /** How many hazards the run reports. */
  public int count() {
    return found.size() + reported;
  }

  /** The process exit status for a run whose verdict exits with {@code verdictStatus}. */
  public int exitStatus(int verdictStatus) {
    return mode == Mode.ERROR && count() > 0 && verdictStatus == ExitStatus.FREE ? ExitStatus.HAZARD
        : verdictStatus;
  }

  /** The line that explains exit status {@value ExitStatus#HAZARD}, or empty. */
  public String failure(int verdictStatus) {
    return exitStatus(verdictStatus) == ExitStatus.HAZARD ? "pfcheck: " + count() + (count() == 1
        ? " hazard" : " hazards") + " found with --hazards error: exit status " + ExitStatus.HAZARD
        + " (the fabric itself is proven deadlock-free)" : "";
  }
}

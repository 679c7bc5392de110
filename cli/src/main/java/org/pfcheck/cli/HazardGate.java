package org.pfcheck.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.hazards.HazardChecks;
import org.pfcheck.analyzer.hazards.WatchdogCycles;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * {@code pfcheck check --hazards none|warn|error}: runs the hazard checks (PFC5xx, docs/diagnostics.md)
 * after the analysis and decides what they do to the run. {@code warn} (the default) reports them as
 * warnings; {@code error} also makes the run fail when there is one and the fabric is proven
 * deadlock-free: exit status {@value ExitStatus#HAZARD}, never 0, 1 or 3, which only the verdict gives
 * (a possible deadlock still exits 1, an unknown verdict 3). Immutable.
 *
 * @param mode none, warn or error
 * @param found the hazards the checks found (none with {@code none}), to report
 * @param reported the hazards the validator reported already (PFC218: PFC at one end of a link)
 */
record HazardGate(Mode mode, List<Diagnostic> found, int reported) {
  /** What the hazards do to the run. */
  enum Mode {
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

  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  HazardGate {
    found = List.copyOf(found);
  }

  /**
   * The hazards of {@code n}, with the cycles of {@code result} that a watchdog breaks, and those among
   * the validator's {@code diagnostics}.
   */
  static HazardGate check(Mode mode, Network n, AnalysisResult result, List<Diagnostic> diagnostics) {
    int reported = (int) diagnostics.stream().filter(d -> d.code().hazard()).count();
    if (mode == Mode.NONE) {
      return new HazardGate(mode, List.of(), reported);
    }
    List<Diagnostic> found = new ArrayList<>(HazardChecks.run(n));
    found.addAll(WatchdogCycles.of(n, result));
    return new HazardGate(mode, found, reported);
  }

  /** How many hazards the run reports. */
  int count() {
    return found.size() + reported;
  }

  /** The process exit status for a run whose verdict exits with {@code verdictStatus}. */
  int exitStatus(int verdictStatus) {
    return mode == Mode.ERROR && count() > 0 && verdictStatus == ExitStatus.FREE ? ExitStatus.HAZARD
        : verdictStatus;
  }

  /** The line that explains exit status {@value ExitStatus#HAZARD}, or empty. */
  String failure(int verdictStatus) {
    return exitStatus(verdictStatus) == ExitStatus.HAZARD ? "pfcheck: " + count() + (count() == 1
        ? " hazard" : " hazards") + " found with --hazards error: exit status " + ExitStatus.HAZARD
        + " (the fabric itself is proven deadlock-free)" : "";
  }

  /**
   * The report with the gate's outcome where the format carries an exit status: JSON gets a
   * {@code hazards} object (mode, count, the process's exit status), SARIF's invocation the exit
   * status; other formats are returned as they are.
   */
  String annotate(Format format, String report, int verdictStatus) {
    if (format != Format.JSON && format != Format.SARIF) {
      return report;
    }
    try {
      ObjectNode root = (ObjectNode) MAPPER.readTree(report);
      int status = exitStatus(verdictStatus);
      if (format == Format.JSON) {
        ObjectNode h = root.putObject("hazards");
        h.put("mode", mode.toString());
        h.put("count", mode == Mode.NONE ? 0 : count());
        h.put("processExitStatus", status);
      } else {
        ((ObjectNode) root.at("/runs/0/invocations/0")).put("exitCode", status);
      }
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a report pfcheck wrote is not JSON", e);
    }
  }
}

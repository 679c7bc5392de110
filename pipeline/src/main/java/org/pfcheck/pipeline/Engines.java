package org.pfcheck.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.analyzer.sweep.SweepEngine;
import org.pfcheck.analyzer.sweep.SweepSettings;
import org.pfcheck.encodings.CrossCheckEngine;
import org.pfcheck.encodings.PortfolioEngine;
import org.pfcheck.encodings.z3.Z3Engine;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.model.Network;

/**
 * The deadlock engines {@code --engine} can name, in the order help lists them, and {@value #AUTO}:
 * the graph engine for one concrete scenario; when the file declares a scenario space (which the graph
 * engine does not check), or a sweep option is given, the sweep, which decides every scenario and
 * counts the failing ones (for a model the sweep does not take yet — per-port DSCP classification,
 * routed ports, port-channels — Z3 and enumeration raced, the first answer winning); {@code both}
 * under {@code --paranoid}. {@code both} cross-checks the sweep
 * (re-checking every class it decided from scratch) with the Z3 engine for a space, and the Z3 engine
 * with the graph engine for one scenario. {@code enumeration} is the plain oracle: every scenario built
 * in full, stopping at the first deadlock.
 */
public final class Engines {
  /** The default: choose by whether the network declares a scenario space. */
  public static final String AUTO = "auto";
  /** The automatic choice for a space the sweep does not take: Z3 and enumeration raced. */
  private static final String PORTFOLIO = "portfolio";

  private static final List<String> NAMES = List.of(AUTO, "graph", "enumeration", "z3", "both", "sweep");

  /**
   * Which engine the command line asked for. Immutable.
   *
   * @param name an engine name or {@value #AUTO}
   * @param paranoid {@code --paranoid}: the automatic choice is {@code both}
   * @param z3 how the Z3 engine runs ({@code --dump-smt2})
   * @param sweep how the sweep engine runs ({@code --all-counterexamples}, {@code --shard}, progress)
   */
  public record Choice(String name, boolean paranoid, Z3Settings z3, SweepSettings sweep) {
    public Choice(String name, boolean paranoid, Z3Settings z3) {
      this(name, paranoid, z3, SweepSettings.DEFAULT);
    }

    /** This choice with {@code settings} for the sweep. */
    public Choice sweeping(SweepSettings settings) {
      return new Choice(name, paranoid, z3, settings);
    }

    /** Whether sweep settings were asked for that only a sweep honours. */
    public boolean sweepAsked() {
      return sweep.shard().isPresent() || sweep.listFailing() > 1;
    }
  }

  private Engines() {
  }

  /** The names accepted by {@code --engine}, {@value #AUTO} first. */
  public static List<String> names() {
    return NAMES;
  }

  /** Whether {@code name} names an engine or {@value #AUTO}. */
  public static boolean known(String name) {
    return NAMES.contains(name);
  }

  /** A fresh engine for {@code network}: the one called {@code name}, or the automatic choice. */
  public static Optional<DeadlockEngine> create(String name, Network network) {
    return create(new Choice(name, false, Z3Settings.DEFAULT), network);
  }

  /** A fresh engine for {@code network}: the one {@code choice} names, or the automatic choice. */
  public static Optional<DeadlockEngine> create(Choice choice, Network network) {
    boolean space = network.space().isPresent() || choice.sweepAsked();
    // a model the sweep does not take yet goes, without a sweep option, to the engines before it
    boolean sweeps = space && (choice.sweepAsked() || SweepEngine.unsupported(network).isEmpty());
    String chosen = !AUTO.equals(choice.name()) ? choice.name()
        : choice.paranoid() ? "both" : sweeps ? "sweep" : space ? PORTFOLIO : "graph";
    return Optional.ofNullable(switch (chosen) {
      case PORTFOLIO -> new PortfolioEngine(List.of(new Z3Engine(new GraphEngine(), choice.z3()),
          new EnumerationEngine()));
      case "graph" -> new GraphEngine();
      case "z3" -> new Z3Engine(new GraphEngine(), choice.z3());
      case "both" -> sweeps ? new CrossCheckEngine(new SweepEngine(choice.sweep().checkingAll()),
          new Z3Engine(new GraphEngine(), choice.z3())) : new CrossCheckEngine(new Z3Engine(new GraphEngine(),
          choice.z3()), space ? new EnumerationEngine() : new GraphEngine());
      case "enumeration" -> new EnumerationEngine();
      case "sweep" -> new SweepEngine(choice.sweep());
      default -> null;
    });
  }

  /** For picocli's {@code ${COMPLETION-CANDIDATES}}. */
  public static final class Names extends ArrayList<String> {
    private static final long serialVersionUID = 1L;

    public Names() {
      super(names());
    }
  }
}

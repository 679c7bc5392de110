package org.pfcheck.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.analyzer.sweep.SweepEngine;
import org.pfcheck.encodings.CrossCheckEngine;
import org.pfcheck.encodings.PortfolioEngine;
import org.pfcheck.encodings.z3.Z3Engine;
import org.pfcheck.encodings.z3.Z3Settings;
import org.pfcheck.model.Network;

/**
 * The deadlock engines {@code --engine} can name, in the order help lists them, and {@value #AUTO}:
 * the graph engine for one concrete scenario; when the file declares a scenario space (which the graph
 * engine does not check), the Z3 engine and enumeration side by side, the first definite answer
 * winning (each is faster on some fabrics: docs/z3-engine.md); {@code both} under {@code --paranoid}.
 * {@code both} runs the Z3 engine and cross-checks it with the graph engine (one scenario) or with
 * enumeration (a scenario space).
 */
final class Engines {
  /** The default: choose by whether the network declares a scenario space. */
  static final String AUTO = "auto";

  /** What {@value #AUTO} runs for a scenario space: Z3 and enumeration side by side, first answer wins. */
  private static final String PORTFOLIO = "z3|enumeration";

  private static final List<String> NAMES = List.of(AUTO, "graph", "sweep", "enumeration", "z3", "both");

  /**
   * Which engine the command line asked for. Immutable.
   *
   * @param name an engine name or {@value #AUTO}
   * @param paranoid {@code --paranoid}: the automatic choice is {@code both}
   * @param z3 how the Z3 engine runs ({@code --dump-smt2})
   */
  record Choice(String name, boolean paranoid, Z3Settings z3) {}

  private Engines() {
  }

  /** The names accepted by {@code --engine}, {@value #AUTO} first. */
  static List<String> names() {
    return NAMES;
  }

  /** Whether {@code name} names an engine or {@value #AUTO}. */
  static boolean known(String name) {
    return NAMES.contains(name);
  }

  /** A fresh engine for {@code network}: the one called {@code name}, or the automatic choice. */
  static Optional<DeadlockEngine> create(String name, Network network) {
    return create(new Choice(name, false, Z3Settings.DEFAULT), network);
  }

  /** A fresh engine for {@code network}: the one {@code choice} names, or the automatic choice. */
  static Optional<DeadlockEngine> create(Choice choice, Network network) {
    boolean space = network.space().isPresent();
    String chosen = !AUTO.equals(choice.name()) ? choice.name()
        : choice.paranoid() ? "both" : space ? PORTFOLIO : "graph";
    return Optional.ofNullable(switch (chosen) {
      case PORTFOLIO -> new PortfolioEngine(List.of(new Z3Engine(new GraphEngine(), choice.z3()),
          new EnumerationEngine()));
      case "graph" -> new GraphEngine();
      case "z3" -> new Z3Engine(new GraphEngine(), choice.z3());
      case "both" -> new CrossCheckEngine(new Z3Engine(new GraphEngine(), choice.z3()),
          space ? new EnumerationEngine() : new GraphEngine());
      case "enumeration" -> new EnumerationEngine();
      case "sweep" -> new SweepEngine();
      default -> null;
    });
  }

  /** For picocli's {@code ${COMPLETION-CANDIDATES}}. */
  static final class Names extends ArrayList<String> {
    private static final long serialVersionUID = 1L;

    Names() {
      super(names());
    }
  }
}

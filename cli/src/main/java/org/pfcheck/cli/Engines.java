package org.pfcheck.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.pfcheck.analyzer.DeadlockEngine;
import org.pfcheck.analyzer.enumeration.EnumerationEngine;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;

/**
 * The deadlock engines {@code --engine} can name, in the order help lists them, and {@value #AUTO}:
 * the graph engine for one concrete scenario, enumeration when the file declares a scenario space
 * (the graph engine checks only the declared scenario).
 */
final class Engines {
  /** The default: choose by whether the network declares a scenario space. */
  static final String AUTO = "auto";

  private static final Map<String, Supplier<DeadlockEngine>> ENGINES = new LinkedHashMap<>();

  static {
    ENGINES.put("graph", GraphEngine::new);
    ENGINES.put("enumeration", EnumerationEngine::new);
  }

  private Engines() {
  }

  /** The names accepted by {@code --engine}, {@value #AUTO} first. */
  static List<String> names() {
    List<String> names = new ArrayList<>();
    names.add(AUTO);
    names.addAll(ENGINES.keySet());
    return names;
  }

  /** Whether {@code name} names an engine or {@value #AUTO}. */
  static boolean known(String name) {
    return AUTO.equals(name) || ENGINES.containsKey(name);
  }

  /** A fresh engine for {@code network}: the one called {@code name}, or the automatic choice. */
  static Optional<DeadlockEngine> create(String name, Network network) {
    String chosen = AUTO.equals(name) ? (network.space().isPresent() ? "enumeration" : "graph") : name;
    return Optional.ofNullable(ENGINES.get(chosen)).map(Supplier::get);
  }

  /** For picocli's {@code ${COMPLETION-CANDIDATES}}. */
  static final class Names extends ArrayList<String> {
    private static final long serialVersionUID = 1L;

    Names() {
      super(names());
    }
  }
}

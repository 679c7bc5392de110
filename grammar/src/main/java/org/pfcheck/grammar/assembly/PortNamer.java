package org.pfcheck.grammar.assembly;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.NetworkBuilder;

/**
 * Names the ports a statement does not name: the neighbour's name, then {@code name#2}, {@code name#3}
 * for parallel links ({@link NetworkBuilder#implicitPort}), skipping names already in use at the
 * switch. Not thread-safe; one per reading.
 */
final class PortNamer {
  private final Map<String, Set<String>> used = new HashMap<>();
  /** Per switch and neighbour: the first {@code nth} that may still be free (all below it are taken). */
  private final Map<String, Integer> firstFree = new HashMap<>();

  /** Records that {@code port} of {@code switchName} is taken (by an explicit name or a template). */
  String use(String switchName, String port) {
    used.computeIfAbsent(switchName, k -> new HashSet<>()).add(port);
    return port;
  }

  /**
   * The next free implicit port of {@code switchName} toward {@code neighbour}, now taken. Names are
   * never freed, so the search goes on from where the last one for this neighbour stopped: n parallel
   * links cost n steps, not n squared.
   */
  String implicit(String switchName, String neighbour) {
    Set<String> taken = used.computeIfAbsent(switchName, k -> new HashSet<>());
    String key = switchName + "\u0000" + neighbour;
    for (int nth = firstFree.getOrDefault(key, 1); ; nth++) {
      String port = NetworkBuilder.implicitPort(neighbour, nth);
      if (taken.add(port)) {
        firstFree.put(key, nth + 1);
        return port;
      }
    }
  }
}

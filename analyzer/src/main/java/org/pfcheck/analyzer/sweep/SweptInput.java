package org.pfcheck.analyzer.sweep;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.Deadline;
import org.pfcheck.analyzer.check.CertificateChecker;
import org.pfcheck.analyzer.enumeration.ScenarioIndex;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.model.Network;
import org.pfcheck.model.scenario.Scenario;

/**
 * What a sweep of a network states about its input, derived again from the network alone, for
 * {@code pfcheck merge --input}: the input's fingerprint (as every part's {@code sweep.input} carries
 * it), the scenario at a position of the space's order, and the declared scenario's certificate —
 * each exactly as a sweep of that network computes it. Stateless.
 */
public final class SweptInput {
  private SweptInput() {
  }

  /** The fingerprint of {@code network} a sweep of it reports (16 hexadecimal digits). */
  public static String fingerprint(Network network) {
    return ModelFingerprint.of(network);
  }

  /** How many scenarios a sweep of {@code network} numbers, or empty when it numbers none (too many). */
  public static Optional<Long> size(Network network) {
    return ScenarioIndex.of(SpaceCandidates.of(network), SweepEngine.MAX_SPACE).map(ScenarioIndex::size);
  }

  /**
   * The scenarios at {@code positions} of the space's order (the space numbered once for all of them), or
   * empty when the space has no such position.
   */
  public static Optional<List<Scenario>> scenariosAt(Network network, List<Long> positions) {
    Optional<ScenarioIndex> index = ScenarioIndex.of(SpaceCandidates.of(network), SweepEngine.MAX_SPACE);
    if (index.isEmpty() || positions.stream().anyMatch(p -> p < 0 || p >= index.get().size())) {
      return Optional.empty();
    }
    return Optional.of(positions.stream().map(p -> index.get().scenario(index.get().pick(p))).toList());
  }

  /**
   * The certificate of the declared scenario a sweep proves with (its graph's longest-path ranks,
   * checked against the graph), or empty when the declared scenario's graph is cyclic.
   */
  public static Optional<Certificate> declaredCertificate(Network network) {
    BaseScenario base = BaseScenario.build(network, Deadline.none()).orElseThrow();
    return base.acyclic() ? Optional.of(certificate(base)) : Optional.empty();
  }

  /** The checked certificate of the acyclic declared scenario {@code base}. */
  static Certificate certificate(BaseScenario base) {
    List<QueueRef> queues = new ArrayList<>(base.graph.queueCount());
    for (int q = 0; q < base.graph.queueCount(); q++) {
      queues.add(base.graph.queueRef(q));
    }
    Certificate certificate = new Certificate(queues, base.ranks);
    CertificateChecker.check(base.graph, certificate);
    return certificate;
  }

  /**
   * {@code counts} (method key to number of scenarios) in the order of the methods, whatever order they
   * were counted in: a sweep's parts, merged, list them as one run of the whole space does.
   */
  public static Map<String, Long> inMethodOrder(Map<String, Long> counts) {
    Map<String, Long> out = new LinkedHashMap<>();
    for (Method m : Method.values()) {
      if (counts.containsKey(m.key())) {
        out.put(m.key(), counts.get(m.key()));
      }
    }
    counts.forEach(out::putIfAbsent);
    return out;
  }

  /**
   * The proof a sweep of the whole space of {@code network} states when every one of its
   * {@code scenarios} is acyclic, decided in {@code classes} classes as {@code decidedBy} counts.
   */
  public static String proof(Network network, long scenarios, long classes, Map<String, Long> decidedBy) {
    return proof(scenarios + " scenario" + (scenarios == 1 ? "" : "s") + " (" + SpaceCandidates.of(network).describe()
        + ")", classes, decidedBy);
  }

  /** The proof of a sweep of {@code what} (a part, or the whole space, in words). */
  static String proof(String what, long classes, Map<String, Long> decidedBy) {
    List<String> methods = new ArrayList<>();
    decidedBy.forEach((k, v) -> methods.add(v + " by " + k));
    return "all " + what + " have an acyclic buffer dependency graph: " + classes + " class" + (classes == 1 ? "" : "es")
        + " of scenarios decided (" + String.join(", ", methods) + ")";
  }
}

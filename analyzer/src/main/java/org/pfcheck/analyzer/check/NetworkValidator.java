package org.pfcheck.analyzer.check;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Lag;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

/**
 * Well-formedness of a network, whatever produced it (a reader, YAML, code): names and references
 * (PFC1xx) and values and consistency (PFC2xx). Every problem is collected as a {@link Diagnostic} at
 * the offending element's source span, with a message saying what is wrong and a hint saying how to
 * fix it; nothing is thrown. Engines may assume a network without errors.
 */
public final class NetworkValidator {
  private NetworkValidator() {}

  /**
   * Every problem of {@code network}, sorted by source position. The warnings that a proof would be
   * vacuous (PFC210, PFC215) wait until the network has no error: an error may be their cause (an
   * unknown switch leaves hosts unattached), and there is no proof to weaken yet.
   */
  public static List<Diagnostic> validate(Network network) {
    Diagnostics out = new Diagnostics();
    Names names = Names.of(network);
    ReferenceChecks.run(network, names, out);
    LayerTwoChecks.run(network, names, out);
    ClassificationChecks.run(network, names, out);
    ConsistencyChecks.run(network, names, out);
    SettingChecks.run(network, names, out);
    List<Diagnostic> found = out.sorted();
    return out.hasErrors() ? found.stream().filter(d -> d.code() != Code.PFC210 && d.code() != Code.PFC215).toList()
        : found;
  }

  /**
   * The names a network declares: switches, hosts, each switch's ports (link ends and host
   * attachments) with how many times each port is used, each switch's port-channels by name, and the
   * nodes each link end is linked to. Immutable after construction.
   */
  record Names(Map<String, Switch> switches, Map<String, Host> hosts, Map<String, Map<String, Integer>> ports,
      Map<String, Map<String, Lag>> lags, Map<String, Set<String>> linked) {
    static Names of(Network network) {
      Map<String, Switch> switches = new HashMap<>();
      network.switches().forEach(s -> switches.putIfAbsent(s.name(), s));
      Map<String, Host> hosts = new HashMap<>();
      network.hosts().forEach(h -> hosts.putIfAbsent(h.name(), h));
      Map<String, Map<String, Integer>> ports = new HashMap<>();
      Map<String, Set<String>> linked = new HashMap<>();
      for (Link l : network.links()) {
        ports.computeIfAbsent(l.a().node(), k -> new HashMap<>()).merge(l.a().port(), 1, Integer::sum);
        ports.computeIfAbsent(l.b().node(), k -> new HashMap<>()).merge(l.b().port(), 1, Integer::sum);
        linked.computeIfAbsent(l.a().node(), k -> new HashSet<>()).add(l.b().node());
        linked.computeIfAbsent(l.b().node(), k -> new HashSet<>()).add(l.a().node());
      }
      for (Host h : network.hosts()) {
        for (Attachment a : h.attachments()) {
          ports.computeIfAbsent(a.switchName(), k -> new HashMap<>()).merge(a.port(), 1, Integer::sum);
        }
      }
      Map<String, Map<String, Lag>> lags = new HashMap<>();
      network.lags().forEach(l -> lags.computeIfAbsent(l.switchName(), k -> new HashMap<>()).putIfAbsent(l.name(), l));
      return new Names(switches, hosts, ports, lags, linked);
    }

    boolean hasPort(String sw, String port) {
      return ports.getOrDefault(sw, Map.of()).containsKey(port);
    }

    /** Whether {@code name} is a port-channel of {@code sw}. */
    boolean hasLag(String sw, String name) {
      return lags.getOrDefault(sw, Map.of()).containsKey(name);
    }

    /** Whether some link joins switches {@code a} and {@code b} (a lookup: a table import has a route per destination). */
    boolean neighbours(String a, String b) {
      return linked.getOrDefault(a, Set.of()).contains(b);
    }

    Set<String> switchAndHostNames() {
      Set<String> all = new HashSet<>(switches.keySet());
      all.addAll(hosts.keySet());
      return all;
    }
  }
}

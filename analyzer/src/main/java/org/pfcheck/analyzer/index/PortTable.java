package org.pfcheck.analyzer.index;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;

/**
 * The ports of every switch in CSR form: those named by link ends (in link order), then those named
 * by host attachments (in host order). A port keeps the first link or host that names it.
 */
record PortTable(int[] portStart, int[] portSwitch, String[] portName, int[] portLink, int[] portHost) {

  /**
   * Collects the ports of {@code network}, filling {@code portIds} (per switch: port name to port id).
   * Ports are first listed in the order they are found, then placed switch by switch; plain arrays,
   * one map entry per port (a cold start meets 100k ports once).
   */
  static PortTable collect(Network network, Map<String, Integer> switchIds, List<Map<String, Integer>> portIds) {
    Found found = new Found(network);
    List<Link> links = network.links();
    for (int l = 0; l < links.size(); l++) {
      found.add(switchIds, portIds, links.get(l).a().node(), links.get(l).a().port(), l, -1);
      found.add(switchIds, portIds, links.get(l).b().node(), links.get(l).b().port(), l, -1);
    }
    List<Host> hosts = network.hosts();
    for (int h = 0; h < hosts.size(); h++) {
      for (Attachment a : hosts.get(h).attachments()) {
        found.add(switchIds, portIds, a.switchName(), a.port(), -1, h);
      }
    }
    int n = switchIds.size();
    int total = found.count;
    int[] start = new int[n + 1];
    for (int k = 0; k < total; k++) {
      start[found.sw[k] + 1]++;
    }
    for (int s = 0; s < n; s++) {
      start[s + 1] += start[s];
    }
    int[] fill = Arrays.copyOf(start, n);
    int[] sw = new int[total];
    String[] name = new String[total];
    int[] link = new int[total];
    int[] host = new int[total];
    for (int k = 0; k < total; k++) {
      int s = found.sw[k];
      int p = fill[s]++;
      sw[p] = s;
      name[p] = found.name[k];
      link[p] = found.link[k];
      host[p] = found.host[k];
      portIds.get(s).put(name[p], p);
    }
    return new PortTable(start, sw, name, link, host);
  }

  /** Ports in the order they were found, at most one per (switch, name). */
  private static final class Found {
    final int[] sw;
    final String[] name;
    final int[] link;
    final int[] host;
    int count;

    Found(Network network) {
      int bound = 2 * network.links().size();
      for (Host h : network.hosts()) {
        bound += h.attachments().size();
      }
      sw = new int[bound];
      name = new String[bound];
      link = new int[bound];
      host = new int[bound];
    }

    void add(Map<String, Integer> switchIds, List<Map<String, Integer>> portIds, String node, String port,
        int atLink, int atHost) {
      Integer s = switchIds.get(node);
      if (s == null || portIds.get(s).putIfAbsent(port, count) != null) {
        return;
      }
      sw[count] = s;
      name[count] = port;
      link[count] = atLink;
      host[count] = atHost;
      count++;
    }
  }
}

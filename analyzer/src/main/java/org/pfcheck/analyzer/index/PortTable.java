package org.pfcheck.analyzer.index;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pfcheck.model.Attachment;
import org.pfcheck.model.Endpoint;
import org.pfcheck.model.Host;
import org.pfcheck.model.Link;
import org.pfcheck.model.Network;

/**
 * The ports of every switch in CSR form: those named by link ends (in link order), then those named
 * by host attachments (in host order). A port keeps the first link or host that names it.
 */
record PortTable(int[] portStart, int[] portSwitch, String[] portName, int[] portLink, int[] portHost) {

  static PortTable collect(Network network, Map<String, Integer> switchIds, List<Map<String, Integer>> portIds) {
    int n = switchIds.size();
    List<List<String>> names = new ArrayList<>();
    List<List<int[]>> uses = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      names.add(new ArrayList<>());
      uses.add(new ArrayList<>());
    }
    List<Link> links = network.links();
    for (int l = 0; l < links.size(); l++) {
      for (Endpoint e : List.of(links.get(l).a(), links.get(l).b())) {
        add(switchIds, portIds, names, uses, e.node(), e.port(), l, -1);
      }
    }
    List<Host> hosts = network.hosts();
    for (int h = 0; h < hosts.size(); h++) {
      for (Attachment a : hosts.get(h).attachments()) {
        add(switchIds, portIds, names, uses, a.switchName(), a.port(), -1, h);
      }
    }
    int total = names.stream().mapToInt(List::size).sum();
    int[] start = new int[n + 1];
    int[] sw = new int[total];
    String[] name = new String[total];
    int[] link = new int[total];
    int[] host = new int[total];
    int p = 0;
    for (int s = 0; s < n; s++) {
      start[s] = p;
      Map<String, Integer> local = portIds.get(s);
      for (int k = 0; k < names.get(s).size(); k++, p++) {
        sw[p] = s;
        name[p] = names.get(s).get(k);
        link[p] = uses.get(s).get(k)[0];
        host[p] = uses.get(s).get(k)[1];
        local.put(name[p], p);
      }
    }
    start[n] = p;
    return new PortTable(start, sw, name, link, host);
  }

  private static void add(Map<String, Integer> switchIds, List<Map<String, Integer>> portIds,
      List<List<String>> names, List<List<int[]>> uses, String node, String port, int link, int host) {
    Integer s = switchIds.get(node);
    if (s == null) {
      return;
    }
    Map<String, Integer> local = portIds.get(s);
    if (local.containsKey(port)) {
      return;
    }
    local.put(port, names.get(s).size());
    names.get(s).add(port);
    uses.get(s).add(new int[] {link, host});
  }
}

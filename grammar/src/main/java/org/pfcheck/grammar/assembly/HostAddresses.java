package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * Numbers the hosts that were given no address: each in its active switch's first subnet, after every
 * address given explicitly anywhere in the file has been set aside ({@link AddressPlan}). Stateless.
 */
final class HostAddresses {
  private HostAddresses() {}

  /**
   * The hosts, in the drafts' order. {@code subnets} gives a switch's subnets by name; a host whose
   * switch is unknown or has no subnet stays without an address.
   */
  static List<Host> assign(List<HostDraft> drafts, Map<String, List<Prefix>> subnets, Diagnostics diagnostics) {
    AddressPlan plan = new AddressPlan();
    drafts.forEach(h -> h.address().ifPresent(plan::reserve));
    // One PFC214 per statement and subnet: 'hosts h1..h1000000 at A' is one mistake, not a million.
    Map<List<Object>, List<HostDraft>> unnumbered = new LinkedHashMap<>();
    List<Host> out = new ArrayList<>(drafts.size());
    for (HostDraft h : drafts) {
      Optional<Ipv4> address = h.address();
      String sw = h.attachments().get(0).switchName();
      List<Prefix> own = subnets.getOrDefault(sw, List.of());
      if (!h.addressGiven() && !own.isEmpty()) {
        Prefix subnet = own.get(0);
        address = plan.next(subnet);
        if (address.isEmpty()) {
          unnumbered.computeIfAbsent(List.of(subnet, sw, h.span()), k -> new ArrayList<>()).add(h);
        }
      }
      out.add(new Host(h.name(), address, h.attachments(), h.origin(), h.outside()));
    }
    unnumbered.forEach((key, hosts) -> {
      HostDraft h = hosts.get(0);
      String more = hosts.size() == 1 ? "" : String.format(Locale.ROOT, " (and for the %,d hosts after it on this line, up"
          + " to %s)", hosts.size() - 1, hosts.get(hosts.size() - 1).name());
      diagnostics.report(Code.PFC214, h.span(), "no free address left in subnet " + key.get(0) + " of " + key.get(1)
          + " for host " + h.name() + more, "use a larger subnet, or give the host an address with 'ip'");
    });
    return out;
  }
}

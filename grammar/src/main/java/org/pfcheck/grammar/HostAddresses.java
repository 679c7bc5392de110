package org.pfcheck.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.model.Host;
import org.pfcheck.model.Ipv4;
import org.pfcheck.model.Prefix;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

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
    List<Host> out = new ArrayList<>(drafts.size());
    for (HostDraft h : drafts) {
      Optional<Ipv4> address = h.address();
      String sw = h.attachments().get(0).switchName();
      List<Prefix> own = subnets.getOrDefault(sw, List.of());
      if (!h.addressGiven() && !own.isEmpty()) {
        Prefix subnet = own.get(0);
        address = plan.next(subnet);
        if (address.isEmpty()) {
          diagnostics.report(Code.PFC214, h.span(), "no free address left in subnet " + subnet + " of " + sw
              + " for host " + h.name(), "use a larger subnet, or give the host an address with 'ip'");
        }
      }
      out.add(new Host(h.name(), address, h.attachments(), h.origin()));
    }
    return out;
  }
}

package org.pfcheck.model.topology;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A server. Hosts send and receive; they never forward. Immutable.
 *
 * @param name unique among switches and hosts
 * @param address the host's IPv4 address, used to match routes; absent when not needed
 * @param attachments one attachment, or several for a multi-homed host (exactly one not standby)
 * @param origin where the host was declared
 * @param outside an end point outside the fabric ({@code outside}): it sends and receives as any host, but
 *     stands for a device whose own forwarding is not checked, so a verdict covers only the switches (PFC420)
 */
public record Host(String name, Optional<Ipv4> address, List<Attachment> attachments, Origin origin, boolean outside) {
  /** A server of the fabric. */
  public Host(String name, Optional<Ipv4> address, List<Attachment> attachments, Origin origin) {
    this(name, address, attachments, origin, false);
  }

  public Host {
    Checks.name(name, "host name");
    Objects.requireNonNull(address, "address");
    attachments = List.copyOf(attachments);
    if (attachments.isEmpty()) {
      throw new IllegalArgumentException("host " + name + " has no attachment");
    }
    Objects.requireNonNull(origin, "origin");
  }

  /** The attachment that delivers to this host (the first one not on standby). */
  public Attachment active() {
    for (Attachment a : attachments) { // a loop, not a stream: called once per host by every stage
      if (!a.standby()) {
        return a;
      }
    }
    return attachments.get(0);
  }
}

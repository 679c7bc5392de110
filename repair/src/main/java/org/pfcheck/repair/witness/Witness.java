package org.pfcheck.repair.witness;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.topology.Ipv4;

/**
 * The forwarding steps of one packet from its sender into a dependency's first queue and on into its
 * second. Immutable.
 *
 * @param src the sender
 * @param dst the destination host
 * @param address the destination's address, which explicit routes match (none: no route matches)
 * @param hops the steps, the last one being the dependency
 */
public record Witness(String src, String dst, Optional<Ipv4> address, List<Hop> hops) {
  public Witness {
    Objects.requireNonNull(src, "src");
    Objects.requireNonNull(dst, "dst");
    Objects.requireNonNull(address, "address");
    hops = List.copyOf(hops);
    if (hops.isEmpty()) {
      throw new IllegalArgumentException("a witness takes at least one step");
    }
  }
}

package org.pfcheck.grammar.assembly;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * Hands out host addresses in switch subnets: network+1, +2, … of a switch's first subnet, skipping
 * addresses given explicitly anywhere in the file. Not thread-safe; one per reading.
 */
final class AddressPlan {
  private final Set<Integer> taken = new HashSet<>();
  private final Map<Prefix, Long> next = new HashMap<>();

  /** Marks an explicit address as taken. */
  void reserve(Ipv4 address) {
    taken.add(address.bits());
  }

  /** The next free address of {@code subnet} (network and broadcast excluded), or empty when none is left. */
  Optional<Ipv4> next(Prefix subnet) {
    long size = 1L << (32 - subnet.length());
    long offset = next.getOrDefault(subnet, 1L);
    while (offset < size - 1 && taken.contains(subnet.network().bits() + (int) offset)) {
      offset++;
    }
    if (offset >= size - 1) {
      next.put(subnet, offset);
      return Optional.empty();
    }
    next.put(subnet, offset + 1);
    Ipv4 address = subnet.network().plus((int) offset);
    taken.add(address.bits());
    return Optional.of(address);
  }
}

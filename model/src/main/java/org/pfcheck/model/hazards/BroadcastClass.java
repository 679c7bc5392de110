package org.pfcheck.model.hazards;

import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Switch;

/**
 * A kind of broadcast or multicast traffic and the priority switches classify it into. ARP frames
 * carry no IP header and so no DSCP: a DSCP-classifying switch puts them in priority 0 unless configured
 * otherwise. Flooded unknown unicast keeps the priority of the packet that is flooded (see
 * {@link Switch#onMacMiss()}). Immutable.
 *
 * @param kind ARP or multicast
 * @param priority the priority it travels in
 * @param origin where it was declared
 */
public record BroadcastClass(Kind kind, int priority, Origin origin) {
  /** The broadcast and multicast traffic a fabric carries besides unicast. */
  public enum Kind {
    ARP("arp"),
    MULTICAST("multicast");

    private final String word;

    Kind(String word) {
      this.word = word;
    }

    @Override
    public String toString() {
      return word;
    }
  }

  /** ARP's priority when none is declared: 0, where DSCP classification puts frames without a DSCP. */
  public static final BroadcastClass DEFAULT_ARP = new BroadcastClass(Kind.ARP, 0, Origin.NONE);

  public BroadcastClass {
    Objects.requireNonNull(kind, "kind");
    Checks.priority(priority);
    Objects.requireNonNull(origin, "origin");
  }
}

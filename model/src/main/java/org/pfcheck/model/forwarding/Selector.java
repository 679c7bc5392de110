package org.pfcheck.model.forwarding;

import java.util.List;
import org.pfcheck.model.Checks;

/**
 * Picks switches (where a rule applies) or neighbours and ports (where a packet came from / goes to).
 * {@link Above} and {@link Below} compare tier levels with the switch applying the rule.
 */
public sealed interface Selector {
  /** Any switch or neighbour. */
  record Any() implements Selector {
    @Override
    public String toString() {
      return "any";
    }
  }

  /** A neighbour of a higher tier than the switch applying the rule. */
  record Above() implements Selector {
    @Override
    public String toString() {
      return "above";
    }
  }

  /** A neighbour of a lower tier than the switch applying the rule (hosts are lowest). */
  record Below() implements Selector {
    @Override
    public String toString() {
      return "below";
    }
  }

  /** Any host. */
  record Hosts() implements Selector {
    @Override
    public String toString() {
      return "host";
    }
  }

  /** Switches of one tier. */
  record Tier(String tier) implements Selector {
    public Tier {
      Checks.name(tier, "tier");
    }

    @Override
    public String toString() {
      return "tier " + tier;
    }
  }

  /** Named switches (or hosts, as neighbours). */
  record Names(List<String> names) implements Selector {
    public Names {
      names = List.copyOf(names);
      if (names.isEmpty()) {
        throw new IllegalArgumentException("empty name list");
      }
    }

    @Override
    public String toString() {
      return String.join(", ", names);
    }
  }

  /**
   * Local ports of the switch applying the rule, by name ({@code port L0#2, Po1}); a port-channel name
   * stands for its members.
   */
  record Ports(List<String> names) implements Selector {
    public Ports {
      names = List.copyOf(names);
      if (names.isEmpty()) {
        throw new IllegalArgumentException("empty port list");
      }
    }

    @Override
    public String toString() {
      return "port " + String.join(", ", names);
    }
  }

  Selector ANY = new Any();
  Selector ABOVE = new Above();
  Selector BELOW = new Below();
  Selector HOSTS = new Hosts();
}

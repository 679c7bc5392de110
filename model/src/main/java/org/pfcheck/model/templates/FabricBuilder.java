package org.pfcheck.model.templates;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Prefix;
import org.pfcheck.model.topology.Switch;

/**
 * Collects the elements of one template expansion, all with the same origin, naming ports the way the
 * language does ({@link NetworkBuilder#implicitPort}). Not thread-safe; one per expansion.
 */
final class FabricBuilder {
  /** The most switches + hosts + links one expansion may produce. */
  static final long MAX_ELEMENTS = 4_000_000L;
  /** The most hosts one switch's /24 subnet can number. */
  static final int MAX_HOSTS_PER_SWITCH = 254;

  private final Origin origin;
  private final List<Switch> switches = new ArrayList<>();
  private final List<Host> hosts = new ArrayList<>();
  private final List<Link> links = new ArrayList<>();

  FabricBuilder(Origin origin) {
    this.origin = origin;
  }

  /**
   * Throws when a template would produce more than {@link #MAX_ELEMENTS} elements. The counts are exact
   * ({@link #product}): for parameters near 2^31 a {@code long} product overflows, and a wrapped count
   * would let an endless expansion through.
   */
  static void checkSize(String template, BigInteger switchCount, BigInteger hostCount, BigInteger linkCount) {
    BigInteger total = switchCount.add(hostCount).add(linkCount);
    if (total.compareTo(BigInteger.valueOf(MAX_ELEMENTS)) > 0) {
      throw new IllegalArgumentException(template + " with these parameters has " + switchCount + " switches, "
          + hostCount + " hosts and " + linkCount + " links, more than the " + MAX_ELEMENTS + " elements allowed");
    }
  }

  /** The exact product of {@code factors}. */
  static BigInteger product(long... factors) {
    BigInteger p = BigInteger.ONE;
    for (long f : factors) {
      p = p.multiply(BigInteger.valueOf(f));
    }
    return p;
  }

  /** Throws when {@code hostsPerSwitch} hosts do not fit one /24 subnet. */
  static void checkHostsPerSwitch(String parameter, int hostsPerSwitch) {
    if (hostsPerSwitch > MAX_HOSTS_PER_SWITCH) {
      throw new IllegalArgumentException(parameter + " is " + hostsPerSwitch + " but at most "
          + MAX_HOSTS_PER_SWITCH + " hosts fit a switch's /24 subnet");
    }
  }

  /** The /24 subnet {@code first.second.third.0/24}. */
  static Prefix subnet24(int first, int second, int third) {
    return new Prefix(new Ipv4((first << 24) | (second << 16) | (third << 8)), 24);
  }

  /** The {@code index}th /24 subnet counting from 10.0.0.0/24: 10.(i/256).(i%256).0/24, then 11.… */
  static Prefix sequentialSubnet(int index) {
    return new Prefix(new Ipv4((10 << 24) + (index << 8)), 24);
  }

  void addSwitch(String name, String tier, Prefix subnet) {
    switches.add(new Switch(name, Optional.of(tier), MacMissPolicy.FLOOD, FloodDomain.ALL_PORTS,
        subnet == null ? List.of() : List.of(subnet), origin));
  }

  /** The {@code nth} (1-based) parallel link between {@code a} and {@code b}, on implicit ports. */
  void link(String a, String b, int nth) {
    links.add(new Link(new Endpoint(a, NetworkBuilder.implicitPort(b, nth)),
        new Endpoint(b, NetworkBuilder.implicitPort(a, nth)), origin));
  }

  /** The only link between {@code a} and {@code b}. */
  void link(String a, String b) {
    link(a, b, 1);
  }

  /**
   * Attaches {@code count} hosts named {@code prefix0}, {@code prefix1}, … to {@code switchName}, numbered
   * .1, .2, … in {@code subnet} when it is not null.
   */
  void hosts(String switchName, String prefix, int count, Prefix subnet) {
    for (int i = 0; i < count; i++) {
      String name = prefix + i;
      Optional<Ipv4> address = subnet == null ? Optional.empty() : Optional.of(subnet.network().plus(i + 1));
      hosts.add(new Host(name, address, List.of(new Attachment(switchName, name, false, origin)), origin));
    }
  }

  Fabric build() {
    return new Fabric(switches, hosts, links);
  }
}

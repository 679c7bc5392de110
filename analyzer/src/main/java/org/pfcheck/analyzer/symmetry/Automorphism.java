package org.pfcheck.analyzer.symmetry;

import java.util.Arrays;

/**
 * A permutation of a network's switches, hosts and switch-to-switch links, by their positions in the
 * model's lists: switch {@code s} becomes {@code switches[s]}, and so on. Ports follow the links and
 * host attachments they face. Whether it maps the whole model to itself is for
 * {@link AutomorphismCheck} to say. Immutable by contract (the arrays are not written).
 *
 * @param switches the image of each switch
 * @param hosts the image of each host
 * @param links the image of each link
 */
public record Automorphism(int[] switches, int[] hosts, int[] links) {
  /** The identity of a network with these numbers of switches, hosts and links. */
  public static Automorphism identity(int switchCount, int hostCount, int linkCount) {
    return new Automorphism(iota(switchCount), iota(hostCount), iota(linkCount));
  }

  private static int[] iota(int n) {
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = i;
    }
    return out;
  }

  /** Whether it moves nothing. */
  public boolean isIdentity() {
    return moved(switches) == 0 && moved(hosts) == 0 && moved(links) == 0;
  }

  /** How many switches, hosts and links it moves. */
  public int support() {
    return moved(switches) + moved(hosts) + moved(links);
  }

  private static int moved(int[] map) {
    int n = 0;
    for (int i = 0; i < map.length; i++) {
      n += map[i] == i ? 0 : 1;
    }
    return n;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Automorphism a && Arrays.equals(switches, a.switches) && Arrays.equals(hosts, a.hosts)
        && Arrays.equals(links, a.links);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(switches) * 961 + Arrays.hashCode(hosts) * 31 + Arrays.hashCode(links);
  }

  @Override
  public String toString() {
    return "automorphism moving " + moved(switches) + " switches, " + moved(hosts) + " hosts, " + moved(links)
        + " links";
  }
}

package org.pfcheck.analyzer.symmetry;

import java.util.Arrays;

/**
 * A permutation of a network's switches, hosts and switch-to-switch links, by their positions in the
 * model's lists. Ports follow the links and host attachments they face. Whether it maps the whole model
 * to itself is for {@link AutomorphismCheck} to say. What moves is stored per kind (the moved positions
 * ascending and their images), so the transposition of two twin hosts of a 65,536-host fabric takes four
 * ints; a kind that moves much also keeps its whole map, for lookups without a search. Immutable.
 */
public final class Automorphism {
  private final int switchCount;
  private final int hostCount;
  private final int linkCount;
  private final int[][] switches;
  private final int[][] hosts;
  private final int[][] links;
  /** Per kind (switches, hosts, links): the whole map when an eighth or more moves, else null. */
  private final int[][] dense = new int[3][];

  /** The permutation whose image of switch {@code s} is {@code switches[s]}, and so on (arrays not kept). */
  public Automorphism(int[] switches, int[] hosts, int[] links) {
    this(switches.length, hosts.length, links.length, moved(switches), moved(hosts), moved(links));
  }

  private Automorphism(int switchCount, int hostCount, int linkCount, int[][] switches, int[][] hosts,
      int[][] links) {
    this.switchCount = switchCount;
    this.hostCount = hostCount;
    this.linkCount = linkCount;
    this.switches = switches;
    this.hosts = hosts;
    this.links = links;
    int[][][] kinds = {switches, hosts, links};
    int[] counts = {switchCount, hostCount, linkCount};
    for (int k = 0; k < 3; k++) {
      if (kinds[k][0].length * 8L >= counts[k] && counts[k] > 0 && inBounds(kinds[k], counts[k])) {
        dense[k] = new int[counts[k]];
        for (int i = 0; i < counts[k]; i++) {
          dense[k][i] = i;
        }
        for (int i = 0; i < kinds[k][0].length; i++) {
          dense[k][kinds[k][0][i]] = kinds[k][1][i];
        }
      }
    }
  }

  private static boolean inBounds(int[][] moved, int n) {
    for (int x : moved[0]) {
      if (x < 0 || x >= n) {
        return false;
      }
    }
    return true;
  }

  /** The permutation of hosts only that maps {@code from[i]} to {@code to[i]} (every other element stays). */
  static Automorphism ofHosts(int switchCount, int hostCount, int linkCount, int[] from, int[] to) {
    return new Automorphism(switchCount, hostCount, linkCount, none(), sorted(from, to), none());
  }

  /** The permutation of links only that maps {@code from[i]} to {@code to[i]} (every other element stays). */
  static Automorphism ofLinks(int switchCount, int hostCount, int linkCount, int[] from, int[] to) {
    return new Automorphism(switchCount, hostCount, linkCount, none(), none(), sorted(from, to));
  }

  /** The identity of a network with these numbers of switches, hosts and links. */
  public static Automorphism identity(int switchCount, int hostCount, int linkCount) {
    return new Automorphism(switchCount, hostCount, linkCount, none(), none(), none());
  }

  private static int[][] none() {
    return new int[][] {new int[0], new int[0]};
  }

  private static int[][] moved(int[] map) {
    int n = 0;
    for (int i = 0; i < map.length; i++) {
      n += map[i] == i ? 0 : 1;
    }
    int[] from = new int[n];
    int[] to = new int[n];
    n = 0;
    for (int i = 0; i < map.length; i++) {
      if (map[i] != i) {
        from[n] = i;
        to[n++] = map[i];
      }
    }
    return new int[][] {from, to};
  }

  private static int[][] sorted(int[] from, int[] to) {
    int[] f = new int[from.length];
    int[] t = new int[from.length];
    Integer[] order = new Integer[from.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (x, y) -> Integer.compare(from[x], from[y]));
    int n = 0;
    for (int i : order) {
      if (from[i] != to[i]) {
        f[n] = from[i];
        t[n++] = to[i];
      }
    }
    return new int[][] {Arrays.copyOf(f, n), Arrays.copyOf(t, n)};
  }

  public int switchCount() {
    return switchCount;
  }

  public int hostCount() {
    return hostCount;
  }

  public int linkCount() {
    return linkCount;
  }

  /** The image of switch {@code s}. */
  public int switchOf(int s) {
    return dense[0] != null ? dense[0][s] : image(switches, s);
  }

  /** The image of host {@code h}. */
  public int hostOf(int h) {
    return dense[1] != null ? dense[1][h] : image(hosts, h);
  }

  /** The image of link {@code l}. */
  public int linkOf(int l) {
    return dense[2] != null ? dense[2][l] : image(links, l);
  }

  private static int image(int[][] moved, int x) {
    int k = Arrays.binarySearch(moved[0], x);
    return k < 0 ? x : moved[1][k];
  }

  /** The switches it moves, ascending (shared: do not write). */
  public int[] movedSwitches() {
    return switches[0];
  }

  /** The hosts it moves, ascending (shared: do not write). */
  public int[] movedHosts() {
    return hosts[0];
  }

  /** The links it moves, ascending (shared: do not write). */
  public int[] movedLinks() {
    return links[0];
  }

  /**
   * Whether it is a permutation: within the bounds, and each kind's moved elements mapped one to one
   * onto themselves (everything else stays).
   */
  public boolean isPermutation() {
    return permutes(switches, switchCount) && permutes(hosts, hostCount) && permutes(links, linkCount);
  }

  private static boolean permutes(int[][] moved, int n) {
    int[] from = moved[0];
    int[] to = moved[1].clone();
    for (int x : from) {
      if (x < 0 || x >= n) {
        return false;
      }
    }
    Arrays.sort(to);
    return Arrays.equals(from, to);
  }

  /** Whether it moves nothing. */
  public boolean isIdentity() {
    return support() == 0;
  }

  /** How many switches, hosts and links it moves. */
  public int support() {
    return switches[0].length + hosts[0].length + links[0].length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Automorphism a && switchCount == a.switchCount && hostCount == a.hostCount
        && linkCount == a.linkCount && Arrays.deepEquals(switches, a.switches) && Arrays.deepEquals(hosts, a.hosts)
        && Arrays.deepEquals(links, a.links);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(switches) * 961 + Arrays.deepHashCode(hosts) * 31 + Arrays.deepHashCode(links);
  }

  @Override
  public String toString() {
    return "automorphism moving " + switches[0].length + " switches, " + hosts[0].length + " hosts, "
        + links[0].length + " links";
  }
}

package org.pfcheck.analyzer.enumeration;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Link;

/**
 * Numbers the scenarios of a space in {@link ScenarioOrder}'s order, 0 being the declared scenario:
 * the position of a scenario, and the scenario at a position, without walking the order. A scenario
 * is a {@link Pick}: ascending indices into the candidate links and into the candidate hosts. Ranks
 * use the hockey-stick identity, so both directions cost a few binomials per picked element.
 * Immutable.
 */
public final class ScenarioIndex {
  private final SpaceCandidates space;
  private final long[][] binomial;
  private final int[] blockLinks;
  private final int[] blockHosts;
  private final long[] blockStart;
  private final long size;

  /** The failed candidate links and dead candidate hosts of one scenario, each ascending. Immutable by contract. */
  public record Pick(int[] links, int[] hosts) {
    /** How many failures the scenario adds to the declared one. */
    public int size() {
      return links.length + hosts.length;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Pick p && Arrays.equals(links, p.links) && Arrays.equals(hosts, p.hosts);
    }

    @Override
    public int hashCode() {
      return 31 * Arrays.hashCode(links) + Arrays.hashCode(hosts);
    }

    @Override
    public String toString() {
      return "links " + Arrays.toString(links) + ", hosts " + Arrays.toString(hosts);
    }
  }

  private ScenarioIndex(SpaceCandidates space) {
    this.space = space;
    int n = Math.max(space.links().size(), space.hosts().size());
    int r = Math.max(space.maxLinks(), space.maxHosts());
    binomial = new long[r + 2][];
    for (int k = 0; k <= r + 1; k++) {
      binomial[k] = new long[n + 2];
      for (int m = 0; m <= n + 1; m++) {
        binomial[k][m] = SpaceCandidates.choose(m, k).min(BigInteger.valueOf(Long.MAX_VALUE)).longValue();
      }
    }
    List<int[]> blocks = new ArrayList<>();
    for (int total = 0; total <= space.maxLinks() + space.maxHosts(); total++) {
      for (int links = 0; links <= Math.min(total, space.maxLinks()); links++) {
        int hosts = total - links;
        if (hosts <= space.maxHosts()) {
          blocks.add(new int[] {links, hosts});
        }
      }
    }
    blockLinks = new int[blocks.size()];
    blockHosts = new int[blocks.size()];
    blockStart = new long[blocks.size() + 1];
    long start = 0;
    for (int b = 0; b < blocks.size(); b++) {
      blockLinks[b] = blocks.get(b)[0];
      blockHosts[b] = blocks.get(b)[1];
      blockStart[b] = start;
      start += choose(space.links().size(), blockLinks[b]) * choose(space.hosts().size(), blockHosts[b]);
    }
    blockStart[blocks.size()] = start;
    size = start;
  }

  /** The numbering of {@code space}'s scenarios, or empty when it holds more than {@code limit} of them. */
  public static Optional<ScenarioIndex> of(SpaceCandidates space, long limit) {
    if (space.size().compareTo(BigInteger.valueOf(Math.min(limit, Long.MAX_VALUE / 4))) > 0) {
      return Optional.empty();
    }
    return Optional.of(new ScenarioIndex(space));
  }

  /** The space numbered. */
  public SpaceCandidates space() {
    return space;
  }

  /** How many scenarios the space holds. */
  public long size() {
    return size;
  }

  /** The position of {@code pick} in the order (its arrays ascending and within the candidates). */
  public long indexOf(Pick pick) {
    int b = block(pick.links().length, pick.hosts().length);
    long hostCount = choose(space.hosts().size(), pick.hosts().length);
    return blockStart[b] + rank(pick.links(), space.links().size()) * hostCount
        + rank(pick.hosts(), space.hosts().size());
  }

  /** The scenario at position {@code index} (0 ≤ index < {@link #size()}). */
  public Pick pick(long index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("scenario " + index + " of " + size);
    }
    int b = Arrays.binarySearch(blockStart, 0, blockLinks.length, index);
    if (b < 0) {
      b = -b - 2;
    }
    while (b + 1 < blockLinks.length && blockStart[b + 1] == index) {
      b++; // empty blocks share their start with the next one
    }
    long within = index - blockStart[b];
    long hostCount = choose(space.hosts().size(), blockHosts[b]);
    return new Pick(unrank(within / hostCount, space.links().size(), blockLinks[b]),
        unrank(within % hostCount, space.hosts().size(), blockHosts[b]));
  }

  /** The scenario of {@code pick}: the declared one plus its links down and its hosts dead. */
  public Scenario scenario(Pick pick) {
    List<Link> failed = new ArrayList<>();
    for (int l : pick.links()) {
      failed.add(space.links().get(l));
    }
    List<String> died = new ArrayList<>();
    for (int h : pick.hosts()) {
      died.add(space.hosts().get(h));
    }
    return space.scenario(failed, died);
  }

  /**
   * How many scenarios hold one given candidate link (element 0) and one given candidate host (element 1).
   */
  public long[] containing() {
    long links = 0;
    long hosts = 0;
    int nl = space.links().size();
    int nh = space.hosts().size();
    for (int b = 0; b < blockLinks.length; b++) {
      links += choose(nl - 1, blockLinks[b] - 1) * choose(nh, blockHosts[b]);
      hosts += choose(nl, blockLinks[b]) * choose(nh - 1, blockHosts[b] - 1);
    }
    return new long[] {links, hosts};
  }

  /** Calls {@code sink} with every scenario that holds candidate link (or host, when not {@code link}) {@code e}. */
  public void forEachContaining(boolean link, int e, java.util.function.Consumer<Pick> sink) {
    int nl = space.links().size();
    int nh = space.hosts().size();
    for (int b = 0; b < blockLinks.length; b++) {
      int rl = blockLinks[b];
      int rh = blockHosts[b];
      if (link ? rl == 0 : rh == 0) {
        continue;
      }
      int[] others = first(link ? rl - 1 : rh - 1);
      do {
        int[] withE = insert(others, e);
        int[] rest = first(link ? rh : rl);
        do {
          sink.accept(link ? new Pick(withE, rest.clone()) : new Pick(rest.clone(), withE));
        } while (step(rest, link ? nh : nl));
      } while (step(others, (link ? nl : nh) - 1));
    }
  }

  /** The first r-combination, {@code 0..r-1}. */
  static int[] first(int r) {
    int[] c = new int[r];
    for (int i = 0; i < r; i++) {
      c[i] = i;
    }
    return c;
  }

  /** {@code others} (a combination of {@code 0..n-2}) shifted past {@code e}, with {@code e} added, ascending. */
  private static int[] insert(int[] others, int e) {
    int[] out = new int[others.length + 1];
    int k = 0;
    boolean placed = false;
    for (int x : others) {
      int y = x >= e ? x + 1 : x;
      if (!placed && y > e) {
        out[k++] = e;
        placed = true;
      }
      out[k++] = y;
    }
    if (!placed) {
      out[k] = e;
    }
    return out;
  }

  /** Advances {@code c} to the next combination of {@code 0..n-1}; false at the last (or when empty). */
  static boolean step(int[] c, int n) {
    int r = c.length;
    int i = r - 1;
    while (i >= 0 && c[i] == n - r + i) {
      i--;
    }
    if (i < 0) {
      return false;
    }
    c[i]++;
    for (int j = i + 1; j < r; j++) {
      c[j] = c[j - 1] + 1;
    }
    return true;
  }

  private int block(int links, int hosts) {
    for (int b = 0; b < blockLinks.length; b++) {
      if (blockLinks[b] == links && blockHosts[b] == hosts) {
        return b;
      }
    }
    throw new IllegalArgumentException(links + " links and " + hosts + " hosts are not a scenario of the space");
  }

  private long choose(int n, int r) {
    return n < 0 || r < 0 || r > n ? 0 : binomial[r][n];
  }

  /** The lexicographic rank of the ascending r-combination {@code c} of {@code 0..n-1}. */
  private long rank(int[] c, int n) {
    long rank = 0;
    int prev = -1;
    int r = c.length;
    for (int k = 0; k < r; k++) {
      rank += choose(n - 1 - prev, r - k) - choose(n - c[k], r - k);
      prev = c[k];
    }
    return rank;
  }

  /** The ascending r-combination of {@code 0..n-1} at lexicographic rank {@code rank}. */
  private int[] unrank(long rank, int n, int r) {
    int[] c = new int[r];
    int prev = -1;
    long t = rank;
    for (int k = 0; k < r; k++) {
      long before = choose(n - 1 - prev, r - k);
      // the largest x with (combinations whose element k lies in prev+1 .. x-1) <= t
      int lo = prev + 1;
      int hi = n - (r - k);
      while (lo < hi) {
        int mid = (lo + hi + 1) >>> 1;
        if (before - choose(n - mid, r - k) <= t) {
          lo = mid;
        } else {
          hi = mid - 1;
        }
      }
      t -= before - choose(n - lo, r - k);
      c[k] = lo;
      prev = lo;
    }
    return c;
  }
}

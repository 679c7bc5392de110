package org.pfcheck.grammar.parse;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The shape of each statement, shown in hints after a syntax error. */
public final class StatementShapes {
  private static final Map<String, String> BY_KEYWORD = new LinkedHashMap<>();

  static {
    BY_KEYWORD.put("network", "network NAME");
    BY_KEYWORD.put("tiers", "tiers tor < leaf < spine   (equal levels: leaf = agg)");
    BY_KEYWORD.put("dscp", "dscp 24..25, 27 -> 4");
    BY_KEYWORD.put("lossless", "lossless 3, 4");
    BY_KEYWORD.put("pfc", "pfc SWITCH [port PORT] priorities 3, 4   or   pfc SWITCH [port PORT] off");
    BY_KEYWORD.put("switch", "switch T0 tier tor subnet 10.0.0.0/24 on-mac-miss drop-lossless flood-domain vlan 10");
    BY_KEYWORD.put("default", "default on-mac-miss drop-lossless   or   default flood-domain vlan 10");
    BY_KEYWORD.put("host", "host S1 at T0 [port P] [ip 10.0.0.5] [standby T1 [port P]] [outside]");
    BY_KEYWORD.put("hosts", "hosts H0..H3 at T1");
    BY_KEYWORD.put("link", "link T0 -- L0   or   link T0:Ethernet1 -- L0:Ethernet1 [down]");
    BY_KEYWORD.put("links", "links T0, T1 -- L0, L1 [down]");
    BY_KEYWORD.put("vlan", "vlan 10 at T1 ports S3, S4, L0");
    BY_KEYWORD.put("fabric", "fabric fat-tree k 4");
    BY_KEYWORD.put("routing", "routing shortest-path   or   routing up-down");
    BY_KEYWORD.put("route", "route T0 10.0.1.0/24 via L0, L1   or   route T0 10.9.0.0/16 drop");
    BY_KEYWORD.put("rewrite", "rewrite 3 -> 2 at tier tor from above to above [on bounce|flood|any]   or   "
        + "rewrite dscp 3 -> 2 at T0 to port L0#2");
    BY_KEYWORD.put("timers", "timers arp 4h mac 5m");
    BY_KEYWORD.put("flow", "flow S1 -> S4 priority 3   or   flow S1 -> S4 dscp 26");
    BY_KEYWORD.put("down", "down T0 -- L1   or   down T0:Ethernet1 -- L1:Ethernet1");
    BY_KEYWORD.put("dead", "dead S3");
    BY_KEYWORD.put("mac-missing", "mac-missing S3 at T1");
    BY_KEYWORD.put("dscp-map", "dscp-map AZURE 3 -> 3, 4 -> 4, 46 -> 5, default 1");
    BY_KEYWORD.put("tc-map", "tc-map AZURE 0..1 -> 0, 3 -> 3, 4 -> 4, default 0");
    BY_KEYWORD.put("classify", "classify T0 [port P, Q | tunnel] [dscp-map NAME] [tc-map NAME]");
    BY_KEYWORD.put("routed", "routed T0 ports L0, L1");
    BY_KEYWORD.put("lag", "lag T0 Po1 ports Ethernet0, Ethernet4");
    BY_KEYWORD.put("space", "space links-down <= 2 [among T0 -- L0, …]   or   space dead-hosts <= 1 [among S1, …]");
    BY_KEYWORD.put("nic", "nic all|at T0|S1, S2 [storm-watchdog off|100ms] [retransmit go-back-n|go-back-0]"
        + " [mtt-entries 2048] [page-size 4KB] [registered 64GB] [dscp 26]");
    BY_KEYWORD.put("pfc-watchdog", "pfc-watchdog all|tier T|T0 [port P, …|host-ports] [off | detect 200ms"
        + " restore 200ms action drop|forward|alert]");
    BY_KEYWORD.put("buffer", "buffer all|tier T|T0 [shared 12MB] [alpha 1/16]   or   buffer T0 [port P|host-ports]"
        + " headroom 40KB");
    BY_KEYWORD.put("broadcast", "broadcast arp priority 0   or   broadcast multicast priority 1");
  }

  private StatementShapes() {}

  /** The statement keywords, in documentation order. */
  static Iterable<String> keywords() {
    return BY_KEYWORD.keySet();
  }

  /** The usage of the statement that starts with {@code keyword}. */
  public static Optional<String> of(String keyword) {
    return Optional.ofNullable(BY_KEYWORD.get(keyword));
  }

  /** The statement keyword closest to {@code word} by edit distance, when it is close enough. */
  public static Optional<String> closest(String word) {
    return closest(word, BY_KEYWORD.keySet());
  }

  /** The candidate closest to {@code word} by edit distance, when it is close enough. */
  public static Optional<String> closest(String word, Iterable<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String k : candidates) {
      int d = distance(word, k);
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    }
    return bestDistance <= Math.max(1, word.length() / 3) ? Optional.ofNullable(best) : Optional.empty();
  }

  private static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}

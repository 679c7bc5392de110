package org.pfcheck.analyzer.forwarding;

import java.util.List;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.model.RewriteRule;
import org.pfcheck.model.Selector;

/**
 * Priority rewrites at egress, first match wins. Every rule's selectors are evaluated once per switch
 * and per port into bitmasks, so finding the rule for (ingress port, egress port, priority) is a few
 * AND operations. Above/below compare tier levels (hosts are level 0) and never match a switch without
 * a level. Immutable.
 */
public final class RewriteTable {
  private final FabricIndex index;
  private final List<RewriteRule> rules;
  private final int words;
  private final long[] atMask;
  private final long[] ingressMask;
  private final long[] egressMask;
  private final long[] fromMask;

  /** The rewrite rules of {@code index}'s network. */
  public RewriteTable(FabricIndex index) {
    this.index = index;
    this.rules = index.network().rewrites();
    words = (rules.size() + 63) / 64;
    atMask = new long[index.switchCount() * words];
    ingressMask = new long[index.portCount() * words];
    egressMask = new long[index.portCount() * words];
    fromMask = new long[8 * words];
    for (int r = 0; r < rules.size(); r++) {
      RewriteRule rule = rules.get(r);
      long bit = 1L << (r & 63);
      int w = r >> 6;
      fromMask[rule.from() * words + w] |= bit;
      for (int s = 0; s < index.switchCount(); s++) {
        if (atMatches(rule.at(), s)) {
          atMask[s * words + w] |= bit;
          for (int port = index.portStart[s]; port < index.portStart[s + 1]; port++) {
            if (neighbourMatches(rule.ingress(), s, port)) {
              ingressMask[port * words + w] |= bit;
            }
            if (neighbourMatches(rule.egress(), s, port)) {
              egressMask[port * words + w] |= bit;
            }
          }
        }
      }
    }
  }

  /**
   * Per port: a number shared by exactly the ports whose ingress selectors match the same rules, so
   * that {@link #rule} gives the same answer for any two ingress ports with the same number.
   */
  public int[] ingressClasses() {
    int[] out = new int[index.portCount()];
    if (words == 0) {
      return out;
    }
    java.util.Map<java.util.List<Long>, Integer> ids = new java.util.HashMap<>();
    for (int port = 0; port < out.length; port++) {
      java.util.List<Long> row = new java.util.ArrayList<>(words);
      for (int w = 0; w < words; w++) {
        row.add(ingressMask[port * words + w]);
      }
      out[port] = ids.computeIfAbsent(row, k -> ids.size());
    }
    return out;
  }

  /** Whether the network has no rewrite rule at all. */
  public boolean isEmpty() {
    return words == 0;
  }

  /** The index of the rule applied to priority {@code p} from {@code ingress} out of {@code egress}, or -1. */
  public int rule(int ingress, int egress, int p) {
    int s = index.portSwitch[egress];
    for (int w = 0; w < words; w++) {
      long m = atMask[s * words + w] & ingressMask[ingress * words + w] & egressMask[egress * words + w]
          & fromMask[p * words + w];
      if (m != 0) {
        return w * 64 + Long.numberOfTrailingZeros(m);
      }
    }
    return -1;
  }

  /** The priority a packet of priority {@code p} leaves with after rule {@code rule} (-1: none). */
  public int priorityAfter(int rule, int p) {
    return rule < 0 ? p : rules.get(rule).to();
  }

  /** Rule {@code r} of the model. */
  public RewriteRule get(int r) {
    return rules.get(r);
  }

  private boolean atMatches(Selector at, int s) {
    if (at instanceof Selector.Any) {
      return true;
    }
    if (at instanceof Selector.Tier t) {
      return index.network().switches().get(s).tier().map(t.tier()::equals).orElse(false);
    }
    if (at instanceof Selector.Names names) {
      return names.names().contains(index.switchName(s));
    }
    return false;
  }

  private boolean neighbourMatches(Selector sel, int s, int port) {
    int host = index.portHost[port];
    int nb = index.farSwitch[port];
    int mine = index.level[s];
    int theirs = host >= 0 ? 0 : nb >= 0 ? index.level[nb] : -1;
    if (sel instanceof Selector.Any) {
      return true;
    } else if (sel instanceof Selector.Above) {
      return mine >= 0 && theirs >= 0 && theirs > mine;
    } else if (sel instanceof Selector.Below) {
      return mine >= 0 && theirs >= 0 && theirs < mine;
    } else if (sel instanceof Selector.Hosts) {
      return host >= 0;
    } else if (sel instanceof Selector.Tier t) {
      return nb >= 0 && host < 0 && index.network().switches().get(nb).tier().map(t.tier()::equals).orElse(false);
    } else if (sel instanceof Selector.Names names) {
      String name = host >= 0 ? index.hostName(host) : nb >= 0 ? index.switchName(nb) : null;
      return name != null && names.names().contains(name);
    }
    return false;
  }
}

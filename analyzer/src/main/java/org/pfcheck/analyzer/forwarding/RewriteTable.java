package org.pfcheck.analyzer.forwarding;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.PacketClasses;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.forwarding.Selector;
import org.pfcheck.model.topology.Lag;

/**
 * Rewrites at egress on packet labels, first match wins. Every rule's selectors are evaluated once per
 * switch and per port into bitmasks, so finding the rule for (ingress port, egress port, label,
 * decision) is a few AND operations. Above/below compare tier levels (hosts are level 0) and never match
 * a switch without a level; {@code port} selectors match local ports and port-channel members. A rule
 * whose value no considered packet carries never matches. Immutable.
 */
public final class RewriteTable {
  /** Which decisions a rule may apply to: any rule applies to a route, derived hop or bridged forward. */
  private static final int FORWARD = 0;
  private static final int BOUNCE = 1;
  private static final int FLOOD = 2;

  private final FabricIndex index;
  private final List<RewriteRule> rules;
  private final int words;
  private final long[] atMask;
  private final long[] ingressMask;
  private final long[] egressMask;
  private final long[] fromMask;
  private final long[] decisionMask;
  private final int[] toLabel;
  private final int[][] preimage;

  /** The rewrite rules of {@code index}'s network, on the labels of {@code classes}. */
  public RewriteTable(FabricIndex index, PacketClasses classes) {
    this.index = index;
    this.rules = index.network().rewrites();
    words = (rules.size() + 63) / 64;
    atMask = new long[index.switchCount() * words];
    ingressMask = new long[index.portCount() * words];
    egressMask = new long[index.portCount() * words];
    fromMask = new long[classes.count() * words];
    decisionMask = new long[3 * words];
    toLabel = new int[rules.size()];
    boolean dscp = classes.dscpMode();
    for (int r = 0; r < rules.size(); r++) {
      RewriteRule rule = rules.get(r);
      long bit = 1L << (r & 63);
      int w = r >> 6;
      int from = rule.dscp() == dscp ? classes.label(rule.from()) : -1;
      toLabel[r] = from < 0 ? -1 : classes.label(rule.to());
      if (from < 0) {
        continue;
      }
      fromMask[from * words + w] |= bit;
      decisionMask[FORWARD * words + w] |= rule.on() == RewriteRule.On.ANY ? bit : 0;
      decisionMask[BOUNCE * words + w] |= rule.on() != RewriteRule.On.FLOOD ? bit : 0;
      decisionMask[FLOOD * words + w] |= rule.on() != RewriteRule.On.BOUNCE ? bit : 0;
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
    preimage = preimages(classes.count());
  }

  /**
   * Per label: every label from which a chain of rules (selectors and decisions ignored) leads to it,
   * itself included, ascending: the labels a packet may have had before it was rewritten into it.
   */
  private int[][] preimages(int labels) {
    int[][] out = new int[labels][];
    for (int target = 0; target < labels; target++) {
      boolean[] seen = new boolean[labels];
      seen[target] = true;
      boolean grew = true;
      while (grew) {
        grew = false;
        for (int r = 0; r < rules.size(); r++) {
          int to = toLabel[r];
          if (to >= 0 && seen[to]) {
            for (int l = 0; l < labels; l++) {
              if (!seen[l] && (fromMask[l * words + (r >> 6)] & (1L << (r & 63))) != 0) {
                seen[l] = true;
                grew = true;
              }
            }
          }
        }
      }
      List<Integer> ls = new ArrayList<>();
      for (int l = 0; l < labels; l++) {
        if (seen[l]) {
          ls.add(l);
        }
      }
      out[target] = ls.stream().mapToInt(Integer::intValue).toArray();
    }
    return out;
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

  /**
   * The index of the rule applied to a packet of {@code label} from {@code ingress} out of {@code egress}
   * by a decision of kind {@code kind}, or -1.
   */
  public int rule(int ingress, int egress, int label, Decision.Kind kind) {
    int s = index.portSwitch[egress];
    int decision = kind == Decision.Kind.BOUNCE ? BOUNCE : kind == Decision.Kind.FLOOD ? FLOOD : FORWARD;
    for (int w = 0; w < words; w++) {
      long m = atMask[s * words + w] & ingressMask[ingress * words + w] & egressMask[egress * words + w]
          & fromMask[label * words + w] & decisionMask[decision * words + w];
      if (m != 0) {
        return w * 64 + Long.numberOfTrailingZeros(m);
      }
    }
    return -1;
  }

  /** The label a packet of {@code label} leaves with after rule {@code rule} (-1: none). */
  public int labelAfter(int rule, int label) {
    return rule < 0 ? label : toLabel[rule];
  }

  /** The label a packet of {@code label} leaves {@code egress} with, from {@code ingress}, by {@code kind}. */
  public int labelAfter(int ingress, int egress, int label, Decision.Kind kind) {
    return words == 0 ? label : labelAfter(rule(ingress, egress, label, kind), label);
  }

  /** The labels a packet may have had before rules rewrote it into {@code label}, itself included. */
  public int[] preimage(int label) {
    return preimage[label];
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
    } else if (sel instanceof Selector.Ports ports) {
      return ports.names().contains(index.portName[port]) || inNamedLag(ports.names(), s, index.portName[port]);
    }
    return false;
  }

  /** Whether {@code port} of switch {@code s} is a member of a port-channel named in {@code names}. */
  private boolean inNamedLag(List<String> names, int s, String port) {
    String sw = index.switchName(s);
    for (Lag l : index.network().lags()) {
      if (l.switchName().equals(sw) && names.contains(l.name()) && l.members().contains(port)) {
        return true;
      }
    }
    return false;
  }
}

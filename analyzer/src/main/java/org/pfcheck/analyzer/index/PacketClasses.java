package org.pfcheck.analyzer.index;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.scenario.Flow;

/**
 * The classes packets are told apart by, and the priority group each class gets at each ingress port
 * (docs/semantics.md, "Packets and classes"). A packet carries a <em>label</em>: in priority mode its
 * priority; in DSCP mode an equivalence class of DSCP values that every map binding and every DSCP
 * rewrite treats alike, so that the search handles a handful of labels instead of 64 values. Only the
 * labels a considered packet can carry are numbered: those it starts with and those rewrites lead to.
 *
 * <p>Each ingress port has a <em>binding</em> (the pair of DSCP → TC and TC → PG maps resolved for
 * it) and a tunnel binding (for tunnelled packets it decapsulates); bindings are few, so the group of
 * a label at a port is one table lookup. Immutable.
 */
public final class PacketClasses {
  private final FabricIndex index;
  private final boolean dscpMode;
  private final int[] value;
  private final int[] labelOfValue;
  private final int[] sources;
  private final byte[] pg;
  private final int[] binding;
  private final int[] tunnelBinding;
  private final boolean tunnelBindings;
  private final int losslessGroups;

  /** The classes of {@code index}'s network. */
  public PacketClasses(FabricIndex index) {
    this.index = index;
    Network network = index.network();
    this.dscpMode = network.dscpMode();
    int lossless = 0;
    for (int p : network.qos().lossless()) {
      lossless |= 1 << p;
    }
    this.losslessGroups = lossless;
    PortBindings bindings = dscpMode ? PortBindings.resolve(index) : null;
    int values = dscpMode ? 64 : 8;
    int[] classOf = dscpMode ? partition(network, bindings) : identity(8);
    boolean[] carried = carried(network, values);
    // labels: the classes holding a carried value, numbered in the order of their smallest carried value
    labelOfValue = new int[values];
    Arrays.fill(labelOfValue, -1);
    Map<Integer, Integer> labelOfClass = new HashMap<>();
    List<Integer> representative = new ArrayList<>();
    for (int v = 0; v < values; v++) {
      if (carried[v]) {
        int label = labelOfClass.computeIfAbsent(classOf[v], k -> labelOfClass.size());
        if (label == representative.size()) {
          representative.add(v);
        }
      }
    }
    for (int v = 0; v < values; v++) {
      labelOfValue[v] = labelOfClass.getOrDefault(classOf[v], -1);
    }
    value = representative.stream().mapToInt(Integer::intValue).toArray();
    int labels = value.length;
    sources = sourceValues(network).stream().mapToInt(v -> labelOfValue[v]).filter(l -> l >= 0).distinct().sorted()
        .toArray();
    if (bindings == null) {
      pg = new byte[labels];
      for (int l = 0; l < labels; l++) {
        pg[l] = (byte) value[l];
      }
      binding = null;
      tunnelBinding = null;
      tunnelBindings = false;
    } else {
      pg = new byte[bindings.count() * Math.max(1, labels)];
      for (int b = 0; b < bindings.count(); b++) {
        for (int l = 0; l < labels; l++) {
          pg[b * labels + l] = (byte) bindings.group(b, value[l]);
        }
      }
      binding = bindings.binding();
      tunnelBinding = bindings.tunnelBinding();
      tunnelBindings = !Arrays.equals(binding, tunnelBinding);
    }
  }

  private static int[] identity(int n) {
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = i;
    }
    return out;
  }

  /**
   * DSCP values split by everything that can tell them apart: the group under each binding in use, and
   * being the {@code from} or the {@code to} value of each DSCP rewrite (so a rewrite moves exactly one
   * value into exactly one value, and what a packet may have carried before a rewrite is known exactly).
   */
  private static int[] partition(Network network, PortBindings bindings) {
    Map<List<Integer>, Integer> ids = new HashMap<>();
    int[] out = new int[64];
    List<RewriteRule> rules = network.rewrites();
    for (int d = 0; d < 64; d++) {
      List<Integer> signature = new ArrayList<>();
      for (int b = 0; b < bindings.count(); b++) {
        signature.add(bindings.group(b, d));
      }
      for (RewriteRule r : rules) {
        signature.add((r.dscp() && r.from() == d ? 1 : 0) | (r.dscp() && r.to() == d ? 2 : 0));
      }
      out[d] = ids.computeIfAbsent(signature, k -> ids.size());
    }
    return out;
  }

  /** The values a considered packet can carry ({@link Network#rewriteClosure} of its first values). */
  private static boolean[] carried(Network network, int values) {
    return network.rewriteClosure(sourceValues(network), values, network.dscpMode());
  }

  /**
   * The values considered packets start with: the source priorities (DSCP mode: source DSCP values) for
   * all host pairs, else the declared flows' priorities (DSCP values).
   */
  private static SortedSet<Integer> sourceValues(Network network) {
    boolean dscp = network.dscpMode();
    if (network.traffic().allPairs()) {
      return dscp ? network.sourceDscps() : network.sourcePriorities();
    }
    SortedSet<Integer> out = new TreeSet<>();
    for (Flow f : network.traffic().flows()) {
      if (!dscp) {
        out.add(f.priority());
      } else if (f.dscp() >= 0) {
        out.add(f.dscp());
      }
    }
    return out;
  }

  /** Whether packets are classified per port by DSCP (else a label is a priority). */
  public boolean dscpMode() {
    return dscpMode;
  }

  /** How many labels there are. */
  public int count() {
    return value.length;
  }

  /** The priority (DSCP mode: the smallest carried DSCP value) of label {@code label}. */
  public int value(int label) {
    return value[label];
  }

  /** The label of priority (DSCP mode: DSCP value) {@code v}, or -1 when no considered packet carries it. */
  public int label(int v) {
    return v >= 0 && v < labelOfValue.length ? labelOfValue[v] : -1;
  }

  /** The labels considered packets start with (all host pairs), ascending (shared: do not write). */
  public int[] sourceLabels() {
    return sources;
  }

  /** The priority group of {@code label} at ingress {@code port}; {@code tunnelEnd}: decapsulated there. */
  public int group(int port, int label, boolean tunnelEnd) {
    if (binding == null) {
      return pg[label];
    }
    int b = tunnelEnd ? tunnelBinding[port] : binding[port];
    return pg[b * value.length + label];
  }

  /** The queue of {@code label} at ingress {@code port}, or -1 when it is lossy there. */
  public int queue(int port, int label, boolean tunnelEnd) {
    return index.queue(port, group(port, label, tunnelEnd));
  }

  /** Whether the packet's group at {@code port} is a lossless one (what drop-lossless drops). */
  public boolean lossless(int port, int label, boolean tunnelEnd) {
    return (losslessGroups & (1 << group(port, label, tunnelEnd))) != 0;
  }

  /** Whether some switch classifies the packets it decapsulates apart from the others. */
  public boolean tunnelBindings() {
    return tunnelBindings;
  }

  /** Whether {@code port}'s class and tunnel classes are the same as {@code other}'s. */
  public boolean sameBindings(int port, int other) {
    return binding == null || binding[port] == binding[other] && tunnelBinding[port] == tunnelBinding[other];
  }

  /** A number shared by exactly the ports with the same bindings (0 in priority mode). */
  public int bindingKey(int port) {
    return binding == null ? 0 : binding[port] * 65536 + tunnelBinding[port];
  }
}

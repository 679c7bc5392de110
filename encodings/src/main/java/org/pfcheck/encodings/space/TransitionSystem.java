package org.pfcheck.encodings.space;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.analyzer.enumeration.SpaceCandidates;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.PacketClasses;
import org.pfcheck.model.Network;

/**
 * Every forwarding state a packet can be in, in some scenario of a space, and every step between
 * them with the literals under which it is taken. A state is (destination group, ingress port, label,
 * flag); its queue is the analyzer's queue id of (port, the label's priority group there), or -1 when
 * that group is lossy there. The states are those reachable from some source when every guard may
 * hold, so in each single scenario the reachable states are a subset. Immutable after {@link #of}.
 */
public final class TransitionSystem {
  private final FabricIndex index;
  private final SpaceCandidates space;
  private final boolean[] candidateLink;
  private final boolean[] candidateHost;
  private final List<SymbolicGroup> groups;
  private final boolean symbolicRouting;
  private final int[] stateGroup;
  private final int[] statePort;
  private final int[] stateLabel;
  private final int[] stateFlag;
  private final PacketClasses classes;
  private final List<List<List<ConditionLiteral>>> sources;
  private final List<Transition> transitions;

  private TransitionSystem(Builder b) {
    this.index = b.index;
    this.space = b.space;
    this.candidateLink = b.candidateLink;
    this.candidateHost = b.candidateHost;
    this.groups = b.groups;
    this.symbolicRouting = b.forwarding.symbolicRouting();
    int n = b.keys.size();
    stateGroup = new int[n];
    statePort = new int[n];
    stateLabel = new int[n];
    stateFlag = new int[n];
    for (int x = 0; x < n; x++) {
      long key = b.keys.get(x);
      stateFlag[x] = (int) (key & 3);
      stateLabel[x] = (int) ((key >> 2) & 63);
      statePort[x] = (int) ((key >> 8) % index.portCount());
      stateGroup[x] = (int) ((key >> 8) / index.portCount());
    }
    this.classes = b.classes;
    this.sources = b.sources;
    this.transitions = List.copyOf(b.transitions);
  }

  /** The transition system of {@code network}'s scenario space (the declared scenario alone without one). */
  public static TransitionSystem of(Network network) {
    return new Builder(network).build();
  }

  public FabricIndex index() {
    return index;
  }

  public SpaceCandidates space() {
    return space;
  }

  /** Per link of the network: whether it may fail. */
  public boolean candidateLink(int link) {
    return candidateLink[link];
  }

  /** Per host of the network: whether it may die. */
  public boolean candidateHost(int host) {
    return candidateHost[host];
  }

  public List<SymbolicGroup> groups() {
    return groups;
  }

  /** Whether derived routing depends on the scenario (some link may fail). */
  public boolean symbolicRouting() {
    return symbolicRouting;
  }

  public int stateCount() {
    return statePort.length;
  }

  public int group(int x) {
    return stateGroup[x];
  }

  public int port(int x) {
    return statePort[x];
  }

  public int label(int x) {
    return stateLabel[x];
  }

  public int flag(int x) {
    return stateFlag[x];
  }

  public boolean tunnelled(int x) {
    return stateFlag[x] == Decision.TUNNELLED;
  }

  /** The queue of state {@code x}, or -1 when its priority group is lossy at its port. */
  public int queue(int x) {
    int port = statePort[x];
    boolean tunnelEnd = tunnelled(x) && index.portSwitch[port] == groups.get(stateGroup[x]).group().activeSwitch();
    return classes.queue(port, stateLabel[x], tunnelEnd);
  }

  /** The guards under which {@code x} holds a freshly sent packet (empty list: it never does). */
  public List<List<ConditionLiteral>> sourceGuards(int x) {
    return sources.get(x);
  }

  public List<Transition> transitions() {
    return transitions;
  }

  /**
   * Whether transition {@code t}, when taken, is a buffer dependency: both states are in queues and the
   * sender honours the pause of the queue the packet arrives in.
   */
  public boolean dependency(Transition t) {
    return t.honoured() && queue(t.from()) >= 0 && queue(t.to()) >= 0;
  }

  /** Human-readable state, for messages. */
  public String describe(int x) {
    int port = statePort[x];
    return "group " + stateGroup[x] + " at " + index.switchName(index.portSwitch[port]) + "[" + index.portName[port]
        + "]/label " + stateLabel[x] + (tunnelled(x) ? " tunnelled" : stateFlag[x] == Decision.BRIDGED ? " bridged" : "");
  }

  /** Breadth-first exploration from the sources; working state of one construction. */
  private static final class Builder {
    final FabricIndex index;
    final SpaceCandidates space;
    final boolean[] candidateLink;
    final boolean[] candidateHost;
    final List<SymbolicGroup> groups;
    final SymbolicForwarding forwarding;
    final PacketClasses classes;
    final List<Long> keys = new ArrayList<>();
    final Map<Long, Integer> ids = new HashMap<>();
    final List<List<List<ConditionLiteral>>> sources = new ArrayList<>();
    final List<Transition> transitions = new ArrayList<>();

    Builder(Network network) {
      space = SpaceCandidates.of(network);
      index = new FabricIndex(network, network.scenario());
      candidateLink = new boolean[network.links().size()];
      for (int l = 0; l < candidateLink.length; l++) {
        candidateLink[l] = space.maxLinks() > 0 && space.links().contains(network.links().get(l));
      }
      candidateHost = new boolean[index.hostCount()];
      for (String h : space.hosts()) {
        candidateHost[index.hostId(h)] = space.maxHosts() > 0;
      }
      ForwardingContext context = ForwardingContext.of(index);
      classes = context.classes();
      groups = SymbolicGroup.of(index, context.routes(), context.domains(), candidateHost);
      forwarding = new SymbolicForwarding(context, candidateLink);
    }

    TransitionSystem build() {
      SymbolicSources injections = new SymbolicSources(index, classes, candidateHost);
      for (int g = 0; g < groups.size(); g++) {
        int first = keys.size();
        long groupKey = groupKey(g);
        injections.forEach(groups.get(g).group(), (port, l, flag, guard) -> sources.get(state(groupKey, port, l,
            flag)).add(guard));
        for (int x = first; x < keys.size(); x++) {
          int port = (int) ((keys.get(x) >> 8) % index.portCount());
          int label = (int) ((keys.get(x) >> 2) & 63);
          int flag = (int) (keys.get(x) & 3);
          for (SymbolicForwarding.Step step : forwarding.steps(groups.get(g), port, label, flag)) {
            int y = state(groupKey, step.port(), step.label(), step.flag());
            transitions.add(new Transition(x, y, step.guard(), step.descending(), step.honoured()));
          }
        }
      }
      return new TransitionSystem(this);
    }

    private long groupKey(int g) {
      return (long) g * index.portCount();
    }

    private int state(long groupKey, int port, int label, int flag) {
      long key = ((groupKey + port) << 8) | ((long) label << 2) | flag;
      Integer id = ids.get(key);
      if (id == null) {
        id = keys.size();
        ids.put(key, id);
        keys.add(key);
        sources.add(new ArrayList<>());
      }
      return id;
    }
  }
}

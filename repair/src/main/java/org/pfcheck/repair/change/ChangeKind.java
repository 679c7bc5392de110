package org.pfcheck.repair.change;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of repair change, each a real switch setting, in the order the defaults prefer them. The
 * default costs prefer settings that do not change where traffic goes (docs/repair.md, "Costs").
 */
public enum ChangeKind {
  /** {@code on-mac-miss drop-lossless} at a switch: never flood a lossless packet (the SIGCOMM'16 fix). */
  DROP_LOSSLESS(1, true, false, "drop lossless packets on a MAC miss at a switch instead of flooding them"),
  /** One switch-facing port taken out of a switch's flood domain (a VLAN of the remaining ports). */
  FLOOD_DOMAIN(2, false, false, "take a switch-facing port out of a switch's flood domain"),
  /** A priority rewrite at one hop into another lossless priority (Tagger-style tagging). */
  REWRITE(2, false, false, "rewrite a lossless priority into another lossless priority at one hop"),
  /** One more lossless priority, a free one (no traffic class, rule or setting mentions it). */
  LOSSLESS_PRIORITY(3, false, false, "make one more, unused priority lossless (bounded by --max-lossless)"),
  /** PFC off for one priority on one switch port: the priority becomes lossy there. */
  MAKE_LOSSY(6, false, false, "turn PFC off for a lossless priority on one switch port (it becomes lossy there)"),
  /** One next hop taken out of an explicit route with several. */
  REMOVE_ECMP_MEMBER(8, true, true, "remove one next hop of an explicit route with several (ECMP)"),
  /** An explicit route deleted; derived routing (or a shorter prefix) takes over. */
  REMOVE_ROUTE(10, false, true, "remove an explicit route (derived routing or a less specific route takes over)");

  private final long defaultCost;
  private final boolean onlyRemoves;
  private final boolean movesTraffic;
  private final String description;

  ChangeKind(long defaultCost, boolean onlyRemoves, boolean movesTraffic, String description) {
    this.defaultCost = defaultCost;
    this.onlyRemoves = onlyRemoves;
    this.movesTraffic = movesTraffic;
    this.description = description;
  }

  /** The name on the command line and in reports: drop-lossless, rewrite, ... */
  public String word() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The kind called {@code word}, if any. */
  public static Optional<ChangeKind> of(String word) {
    return Arrays.stream(values()).filter(k -> k.word().equals(word)).findFirst();
  }

  /** The cost of one change of this kind unless {@code --cost} says otherwise. */
  public long defaultCost() {
    return defaultCost;
  }

  /**
   * Whether a change of this kind can only take forwarding steps away, in any configuration: the
   * packets it affects have fewer successors, so the dependencies of the changed fabric are a subset.
   * Such a change, once made, is never undone to break a cycle (docs/repair.md).
   */
  public boolean onlyRemovesDependencies() {
    return onlyRemoves;
  }

  /** Whether changes of this kind change where routed traffic goes. */
  public boolean movesTraffic() {
    return movesTraffic;
  }

  /** One line for help and reports. */
  public String description() {
    return description;
  }
}

package org.pfcheck.model.qos;

import java.util.Collections;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A named DSCP → traffic class map ({@code dscp-map NAME 3 -> 3, 46 -> 5, default 1}), as a switch
 * binds it to its ingress ports (SONiC's {@code DSCP_TO_TC_MAP}). Immutable.
 *
 * @param name the map's name, unique among DSCP maps
 * @param entries DSCP 0..63 to traffic class 0..15
 * @param defaultTc the class of DSCP values not listed; empty: class 0, as SONiC does
 * @param origin where the map was declared
 */
public record DscpMap(String name, SortedMap<Integer, Integer> entries, OptionalInt defaultTc, Origin origin) {
  /** The highest traffic class. */
  public static final int MAX_TC = 15;

  public DscpMap {
    Checks.name(name, "map name");
    TreeMap<Integer, Integer> copy = new TreeMap<>();
    entries.forEach((d, tc) -> copy.put(Checks.dscp(d), Checks.trafficClass(tc)));
    entries = Collections.unmodifiableSortedMap(copy);
    Objects.requireNonNull(defaultTc, "defaultTc");
    defaultTc.ifPresent(Checks::trafficClass);
    Objects.requireNonNull(origin, "origin");
  }

  /** The traffic class of DSCP {@code dscp}. */
  public int tc(int dscp) {
    Integer tc = entries.get(dscp);
    return tc != null ? tc : defaultTc.orElse(0);
  }
}

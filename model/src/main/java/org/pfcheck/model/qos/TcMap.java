package org.pfcheck.model.qos;

import java.util.Collections;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A named traffic class → priority group map ({@code tc-map NAME 0..1 -> 0, 3 -> 3, default 0}), as a
 * switch binds it to its ingress ports (SONiC's {@code TC_TO_PRIORITY_GROUP_MAP}). Priority groups are
 * PFC priorities: a packet waits in the ingress queue of its group. Immutable.
 *
 * @param name the map's name, unique among TC maps
 * @param entries traffic class 0..15 to priority group 0..7
 * @param defaultPg the group of classes not listed; empty: the class itself for 0..7, group 0 for 8..15
 * @param origin where the map was declared
 */
public record TcMap(String name, SortedMap<Integer, Integer> entries, OptionalInt defaultPg, Origin origin) {
  public TcMap {
    Checks.name(name, "map name");
    TreeMap<Integer, Integer> copy = new TreeMap<>();
    entries.forEach((tc, pg) -> copy.put(Checks.trafficClass(tc), Checks.priority(pg)));
    entries = Collections.unmodifiableSortedMap(copy);
    Objects.requireNonNull(defaultPg, "defaultPg");
    defaultPg.ifPresent(Checks::priority);
    Objects.requireNonNull(origin, "origin");
  }

  /** The priority group of traffic class {@code tc}. */
  public int pg(int tc) {
    Integer pg = entries.get(tc);
    return pg != null ? pg : defaultPg.orElse(identity(tc));
  }

  /** The group of class {@code tc} when no map says otherwise: the class itself for 0..7, else 0. */
  public static int identity(int tc) {
    return tc <= 7 ? tc : 0;
  }
}

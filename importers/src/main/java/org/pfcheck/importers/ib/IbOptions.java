package org.pfcheck.importers.ib;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.pfcheck.model.forwarding.Routing;

/**
 * How to import. Immutable.
 *
 * @param name the network name; empty: the input file's base name
 * @param routing derived routing, for a topology without routing tables
 * @param switchLids whether switches' own LIDs are sources and destinations too (ibdmchk {@code -a}), each
 *     through a host on the switch's management port 0; otherwise only channel-adapter ports are (the
 *     paths ibdmchk checks by default)
 * @param caTypes system types of a {@code .topo} file that are channel adapters (compared ignoring case)
 * @param roots up-down root switches by name (their {@code .pfc} name or their dump key); empty: recognised
 */
public record IbOptions(Optional<String> name, Routing.Mode routing, boolean switchLids, Set<String> caTypes,
    List<String> roots) {
  /**
   * The channel-adapter system types of ibutils' system definitions (IBNL: Cougar, Cheetah, Eagle, Lion,
   * LionMini and their aliases); every other type in a {@code .topo} file is taken for a switch.
   */
  public static final Set<String> KNOWN_CA_TYPES = Set.of("Cougar", "MT23108", "MTPB23108", "MHX-CE128-T",
      "MHX-CE256-T", "MHX-CE512-T", "MHXL-CF128-T", "MHXL-CF256-T", "MHXL-CF512-T", "Cheetah", "MHGS18-XT", "MT25204",
      "Eagle", "MT25408", "MHEH28", "MHGH28", "Lion", "MT25208", "MTLP25208", "MHEL-CF128-T", "MHEL-CF256-T",
      "MHEL-CF512-T", "LionMini", "MHEA28-XT", "MT25218", "HCA");

  /** Defaults: name from the file, shortest-path, CA ports only, the known CA types, recognised roots. */
  public static final IbOptions DEFAULT = new IbOptions(Optional.empty(), Routing.Mode.SHORTEST_PATH, false,
      KNOWN_CA_TYPES, List.of());

  public IbOptions {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(routing, "routing");
    caTypes = caTypes.stream().map(t -> t.toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
    roots = List.copyOf(roots);
  }

  public IbOptions withRouting(Routing.Mode mode) {
    return new IbOptions(name, mode, switchLids, caTypes, roots);
  }

  public IbOptions withSwitchLids(boolean on) {
    return new IbOptions(name, routing, on, caTypes, roots);
  }
}

package org.pfcheck.importers.sonic;

import java.util.Optional;

/**
 * The tier of a SONiC device role ({@code DEVICE_METADATA type}): ToRs are {@code tor}, leaves
 * {@code leaf}, spines {@code spine}, the spines above spines {@code superspine} (pfcheck's default tier
 * order, docs/language.md). Roles outside a Clos (management, console, regional hubs) have none.
 */
final class SonicTiers {
  private SonicTiers() {}

  /** The tier of role {@code type}, if it has one. */
  static Optional<String> of(String type) {
    String t = type.strip();
    if (t.equals("UpperSpineRouter") || t.equals("FabricSpineRouter")) {
      return Optional.of("superspine");
    }
    if (t.endsWith("SpineRouter") || t.equals("SpineChassisFrontendRouter")) {
      return Optional.of("spine");
    }
    if (t.endsWith("LeafRouter")) {
      return Optional.of("leaf");
    }
    if (t.endsWith("ToRRouter") || t.equals("MgmtTsToR")) {
      return Optional.of("tor");
    }
    return Optional.empty();
  }

  /** Whether role {@code type} is a server, which pfcheck models as a host. */
  static boolean server(String type) {
    return type.strip().equalsIgnoreCase("Server");
  }
}

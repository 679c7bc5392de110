package org.pfcheck.cli.options;

import java.util.Locale;
import java.util.Optional;
import org.pfcheck.importers.sonic.SonicOptions;
import org.pfcheck.model.Routing;
import picocli.CommandLine.Option;

/**
 * The options of reading SONiC config_db files ({@code import sonic}, and {@code check} on config_db
 * paths): what the configuration does not say. Mutable, as picocli fills it.
 */
public final class SonicOptionsMixin {
  @Option(names = "--routing", paramLabel = "MODE",
      description = "SONiC input: how switches route, standing for BGP, which is not simulated: up-down (default;"
          + " valley-free by the tiers of DEVICE_METADATA type) or shortest-path.")
  String routing;

  @Option(names = "--allow-no-qos",
      description = "SONiC input: accept a device without any QoS or PFC table (it then runs without PFC);"
          + " by default that is an error (PFC411), since every proof about it would be vacuous.")
  boolean allowNoQos;

  /** Whether any of these options was given (they apply to SONiC input only). */
  boolean given() {
    return routing != null || allowNoQos;
  }

  /** The options for the importer; {@link IllegalArgumentException} for a bad {@code --routing}. */
  public SonicOptions options(Optional<String> name) {
    Routing.Mode mode = routing == null ? Routing.Mode.UP_DOWN : switch (routing.toLowerCase(Locale.ROOT)) {
      case "up-down" -> Routing.Mode.UP_DOWN;
      case "shortest-path" -> Routing.Mode.SHORTEST_PATH;
      default -> throw new IllegalArgumentException("--routing must be up-down or shortest-path, not '" + routing
          + "'");
    };
    return new SonicOptions(mode, allowNoQos, name);
  }
}

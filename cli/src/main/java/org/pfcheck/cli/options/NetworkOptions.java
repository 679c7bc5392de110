package org.pfcheck.cli.options;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Host;
import org.pfcheck.model.Link;
import org.pfcheck.model.MacMissPolicy;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Routing;
import org.pfcheck.model.Switch;
import org.pfcheck.model.templates.Fabric;

/**
 * The {@code generate} options that make a template's topology a network to check: its name, the
 * lossless priorities, derived routing, the MAC-miss policy of every switch, and a failure scenario
 * (dead hosts, links down). Checked when made; echoed, as typed, in the file's first line. Immutable.
 *
 * @param name the network name, or null for the template's default name
 * @param lossless the lossless priorities
 * @param routing {@code shortest-path}, {@code up-down}, or null for the language's default
 * @param onMacMiss {@code flood}, {@code drop-lossless}, or null for the language's default
 * @param deadPerTor how many hosts under every switch with hosts are dead
 * @param failLinks how many links are down
 */
public record NetworkOptions(String name, List<Integer> lossless, String routing, String onMacMiss, int deadPerTor,
    int failLinks) {
  private static final List<Integer> DEFAULT_LOSSLESS = List.of(3, 4);

  /** @throws IllegalArgumentException with a message for the user, if a value is out of range or unknown */
  public NetworkOptions {
    lossless = List.copyOf(lossless);
    if (lossless.isEmpty()) {
      throw new IllegalArgumentException("--lossless needs at least one priority (0..7), e.g. --lossless 3,4");
    }
    for (int p : lossless) {
      if (p < 0 || p > 7) {
        throw new IllegalArgumentException("--lossless: priority " + p + " is outside 0..7");
      }
    }
    if (name != null && !PfcReader.isName(name)) {
      throw new IllegalArgumentException("--name " + shown(name) + " is not a name: names are ASCII letters, digits"
          + " and _, with single - or . between them, and not a keyword (docs/language.md)");
    }
    if (deadPerTor < 0 || failLinks < 0) {
      throw new IllegalArgumentException("--dead-per-tor and --fail-links must not be negative");
    }
    if (routing != null && word(Routing.Mode.values(), routing).isEmpty()) {
      throw new IllegalArgumentException("unknown routing '" + routing + "' (shortest-path or up-down)");
    }
    if (onMacMiss != null && word(MacMissPolicy.values(), onMacMiss).isEmpty()) {
      throw new IllegalArgumentException("unknown MAC-miss policy '" + onMacMiss + "' (flood or drop-lossless)");
    }
  }

  /** The options that differ from their defaults, as they are typed, each after a space. */
  public String arguments() {
    StringBuilder out = new StringBuilder();
    if (!DEFAULT_LOSSLESS.equals(lossless)) {
      out.append(" --lossless ").append(lossless.stream().map(String::valueOf).collect(Collectors.joining(",")));
    }
    if (routing != null) {
      out.append(" --routing ").append(routing);
    }
    if (onMacMiss != null) {
      out.append(" --on-mac-miss ").append(onMacMiss);
    }
    if (deadPerTor > 0) {
      out.append(" --dead-per-tor ").append(deadPerTor);
    }
    if (failLinks > 0) {
      out.append(" --fail-links ").append(failLinks);
    }
    return out.toString();
  }

  /**
   * Checks the failure counts against the expanded fabric: asking for more than it has is a mistake
   * to report, not a request to cap silently.
   *
   * @throws IllegalArgumentException with a message for the user
   */
  public void checkAgainst(Fabric fabric) {
    if (failLinks > fabric.links().size()) {
      throw new IllegalArgumentException("--fail-links " + failLinks + ": the fabric has only "
          + fabric.links().size() + " switch-to-switch links");
    }
    Map<String, Integer> perSwitch = new HashMap<>();
    fabric.hosts().forEach(h -> perSwitch.merge(h.active().switchName(), 1, Integer::sum));
    int most = perSwitch.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    if (deadPerTor > most) {
      throw new IllegalArgumentException("--dead-per-tor " + deadPerTor + ": no switch of the fabric has more than "
          + most + " hosts");
    }
  }

  /** {@code fabric} with these options, named {@code defaultName} unless a name was given. */
  public Network network(Fabric fabric, String defaultName) {
    NetworkBuilder b = new NetworkBuilder(name != null ? name : defaultName);
    MacMissPolicy policy = onMacMiss == null ? null : word(MacMissPolicy.values(), onMacMiss).orElseThrow();
    fabric.switches().forEach(sw -> b.addSwitch(policy == null ? sw : new Switch(sw.name(), sw.tier(), policy,
        sw.floodDomain(), sw.subnets(), sw.origin())));
    fabric.hosts().forEach(b::addHost);
    fabric.links().forEach(b::addLink);
    b.lossless(lossless.stream().mapToInt(Integer::intValue).toArray());
    if (routing != null) {
      b.routing(word(Routing.Mode.values(), routing).orElseThrow());
    }
    if (deadPerTor > 0) {
      Map<String, Integer> deadAt = new LinkedHashMap<>();
      for (Host h : fabric.hosts()) {
        String at = h.active().switchName();
        if (deadAt.merge(at, 1, Integer::sum) <= deadPerTor) {
          b.dead(h.name());
        }
      }
    }
    // Templates list links in topology order (a fat-tree's pod by pod): the first N would all be in one corner.
    List<Link> links = fabric.links();
    int failing = Math.min(failLinks, links.size());
    for (int i = 0; i < failing; i++) {
      b.down(links.get((int) ((long) i * links.size() / failing)));
    }
    return b.build();
  }

  /** {@code text} in quotes, characters outside printable ASCII as {@code \\uXXXX}: a name may hold anything. */
  private static String shown(String text) {
    StringBuilder out = new StringBuilder("'");
    text.chars().forEach(c -> out.append(c > 0x20 && c < 0x7f ? String.valueOf((char) c)
        : String.format(Locale.ROOT, "\\u%04x", c)));
    return out.append('\'').toString();
  }

  /** The constant that the language writes as {@code word}: {@code DROP_LOSSLESS} as {@code drop-lossless}. */
  private static <E extends Enum<E>> Optional<E> word(E[] values, String word) {
    return Arrays.stream(values).filter(m -> m.name().toLowerCase(Locale.ROOT).replace('_', '-').equals(word)).findFirst();
  }
}

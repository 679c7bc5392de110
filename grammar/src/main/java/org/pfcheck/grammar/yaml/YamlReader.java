package org.pfcheck.grammar.yaml;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.SourceInput;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads the YAML form of the language (docs/yaml.md, docs/yaml-schema.json) into a {@link
 * org.pfcheck.model.Network}. The YAML becomes the very statements {@code .pfc} text becomes, with
 * positions in the YAML file, and {@link PfcReader}'s assembler gives them their one meaning: every
 * check, diagnostic and report applies unchanged. The sections are read in a fixed order, whatever
 * order they are written in (a YAML mapping has none), and each list in its own order. Stateless and
 * thread-safe.
 */
public final class YamlReader {
  /** The top-level keys, in the order their statements are read: that of the canonical {@code .pfc} text. */
  public static final List<String> SECTIONS = List.copyOf(readers(new YamlValues(new Diagnostics())).keySet());

  private YamlReader() {}

  /** Whether {@code fileName} names a YAML file: it ends in {@code .yaml} or {@code .yml}. */
  public static boolean isYaml(String fileName) {
    String name = fileName == null ? "" : fileName.toLowerCase(Locale.ROOT);
    return name.endsWith(".yaml") || name.endsWith(".yml");
  }

  /** Reads {@code text} as the YAML file {@code fileName} (used in positions and as the default network name). */
  public static ParseResult read(String fileName, String text) {
    return PfcReader.read(fileName, text, YamlReader::statements);
  }

  /** Reads {@code bytes} as UTF-8 YAML from a file called {@code fileName}: PFC002 at the first byte that is not. */
  public static ParseResult read(String fileName, byte[] bytes) {
    return PfcReader.read(fileName, bytes, YamlReader::read);
  }

  /** Reads the YAML file at {@code path} (UTF-8), once, whatever its name; an unreadable file gives PFC002. */
  public static ParseResult readFile(Path path) {
    return SourceInput.ofFile(String.valueOf(path)).parse(true);
  }

  /** The document's statements in reading order; problems with its YAML or its shape become diagnostics. */
  static List<Stmt> statements(String file, String source, Diagnostics diagnostics) {
    Optional<YamlNode> root = YamlTree.parse(file, source, diagnostics);
    if (root.isEmpty() || root.get() instanceof YamlNode.Scalar s && s.kind() == YamlNode.Kind.NULL
        && s.text().isEmpty()) {
      return List.of();
    }
    YamlValues values = new YamlValues(diagnostics);
    if (!(root.get() instanceof YamlNode.Mapping m)) {
      diagnostics.report(Code.PFC023, root.get().span(), "a YAML fabric is a mapping of sections (network:, switches:,"
          + " hosts:, links:, …), not " + root.get().describe(), "see docs/yaml.md; a fabric in the .pfc language"
          + " must be in a file named *.pfc");
      return List.of();
    }
    new YamlFields(m, "the fabric", SECTIONS, values);
    Map<String, BiConsumer<YamlNode.Entry, List<Stmt>>> readers = readers(values);
    List<Stmt> out = new ArrayList<>();
    for (String section : SECTIONS) {
      for (YamlNode.Entry e : m.entries()) {
        if (e.key().text().equals(section)) {
          readers.get(section).accept(e, out);
        }
      }
    }
    return out;
  }

  private static Map<String, BiConsumer<YamlNode.Entry, List<Stmt>>> readers(YamlValues values) {
    YamlTopology topology = new YamlTopology(values);
    YamlQos qos = new YamlQos(values);
    YamlForwarding forwarding = new YamlForwarding(values);
    YamlScenario scenario = new YamlScenario(values);
    YamlHazards hazards = new YamlHazards(values);
    Map<String, BiConsumer<YamlNode.Entry, List<Stmt>>> r = new LinkedHashMap<>();
    r.put("network", topology::network);
    r.put("tiers", topology::tiers);
    r.put("routing", forwarding::routing);
    r.put("timers", scenario::timers);
    r.put("lossless", qos::lossless);
    r.put("dscp", qos::dscp);
    r.put("pfc", qos::pfc);
    r.put("dscp-maps", qos::dscpMaps);
    r.put("tc-maps", qos::tcMaps);
    r.put("classify", qos::classify);
    r.put("defaults", topology::defaults);
    r.put("fabrics", topology::fabrics);
    r.put("switches", topology::switches);
    r.put("hosts", topology::hosts);
    r.put("links", topology::links);
    r.put("vlans", topology::vlans);
    r.put("routed", topology::routed);
    r.put("lags", topology::lags);
    r.put("routes", forwarding::routes);
    r.put("rewrites", forwarding::rewrites);
    r.put("flows", scenario::flows);
    r.put("down", scenario::down);
    r.put("dead", scenario::dead);
    r.put("mac-missing", scenario::macMissing);
    r.put("space", scenario::space);
    r.put("nics", hazards::nics);
    r.put("pfc-watchdogs", hazards::watchdogs);
    r.put("buffers", hazards::buffers);
    r.put("broadcast", hazards::broadcast);
    return r;
  }
}

package org.pfcheck.grammar.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pfcheck.grammar.Fixtures;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.yaml.YamlReader;
import org.pfcheck.grammar.yaml.YamlWriter;
import org.pfcheck.model.diagnostics.Code;

/**
 * docs/yaml-schema.json says what the reader reads: every fixture, example and printed document is
 * valid; documents with a shape error (PFC023-PFC027) are invalid under the schema as well, and
 * documents the reader takes in shape are valid; the schema and docs/yaml.md's table have the reader's
 * sections; its names exclude exactly the grammar's keywords.
 */
class YamlSchemaTest {
  private static final Path SCHEMA = Path.of("..", "docs", "yaml-schema.json");
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final JsonSchema VALIDATOR = schema();
  private static final Set<Code> SHAPE = EnumSet.of(Code.PFC023, Code.PFC024, Code.PFC025, Code.PFC026, Code.PFC027);

  private static JsonSchema schema() {
    try {
      return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(new ObjectMapper().readTree(
          SCHEMA.toFile()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Set<ValidationMessage> violations(String yaml) {
    try {
      JsonNode doc = YAML.readTree(yaml);
      return VALIDATOR.validate(doc == null ? YAML.createObjectNode() : doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Stream<Path> validDocuments() throws IOException {
    try (Stream<Path> examples = Files.list(Path.of("..", "examples"))) {
      return Stream.concat(Fixtures.files("yaml", ".yaml").stream(), examples.filter(p -> p.toString()
          .endsWith(".yaml")).sorted().toList().stream());
    }
  }

  @ParameterizedTest
  @MethodSource("validDocuments")
  void everyFixtureAndExampleIsValid(Path file) {
    assertEquals(Set.of(), violations(Fixtures.text(file)), file::toString);
  }

  @ParameterizedTest
  @MethodSource("org.pfcheck.grammar.YamlRoundTripTest#pfcFiles")
  void everyPrintedDocumentIsValid(Path pfc) {
    String yaml = YamlWriter.print(PfcReader.readFile(pfc).network().orElseThrow());
    assertEquals(Set.of(), violations(yaml), yaml);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "lossless: [\"3\"]", "lossless: []", "switches: [{name: T0, tir: tor}]", "switches: [{tier: tor}]",
      "switches: [{name: yes}]", "switches: [{name: \"yes\"}]", "switches: [{name: link}]", "switches: [{name: a b}]",
      "switches: [{name: S0..S3}]", "switches: [{name: [L0, L1], subnet: 10.0.0.0}]", "switches: T0",
      "routes: [{switch: T0, prefix: 10.0.0.0/8}]", "routes: [{switch: T0, prefix: 10.0.0.0/8, drop: true}]",
      "routes: [{switch: T0, prefix: 10.0.0.0/8, via: L0, drop: true}]", "links: [[T0]]", "links: [[T0, \"L0:p1\"]]",
      "links: [{a: [T0, T1], b: L0..L3, down: true}]", "links: [{a: T0, b: L0, down: maybe}]", "space: {}",
      "space: {links-down: 1, dead-hosts: {max: 1, among: [S1]}}", "space: {links-down: {max: 1, among: []}}",
      "pfc: [{switch: T0, priorities: []}]", "pfc: [{switch: T0, port: S1}]", "hosts: [{name: link, at: T0}]",
      "hosts: [{name: S1, at: \"T0:Eth1\", ip: none, standby: [T1, \"T2:p\"]}]", "dscp: {26: 3, 24..25: 4}",
      "dscp: {0x1A: 3}", "dscp-maps: {M: {0..2: 1, default: 1}}", "dscp-maps: {M: {}}", "flows: [{from: a, to: b}]",
      "rewrites: [{priority: 3, becomes: 2, at: {tier: tor}, from: {ports: [p]}, to: above, decisions: bounce}]",
      "rewrites: [{priority: 3, becomes: 2, at: {ports: [p]}}]", "rewrites: [{priority: 3, dscp: 4, becomes: 2}]",
      "classify: [{switch: T0, tunnel: true, dscp-map: M}]", "classify: [{switch: T0}]", "tiers: [tor, [leaf, agg]]",
      "timers: {arp: 4h}", "timers: {}", "fabrics: [{template: fat-tree, k: 4}]", "fabrics: [{k: 4}]",
      "defaults: {flood-domain: {vlan: 10}}", "defaults: {flood-domain: vlan}", "dead: [S1, S3..S5]", "network: 7",
      "routing: up-dwon", "swithces: []", "nics: [{hosts: all, storm-watchdog: off}]", "nics: [{hosts: all}]",
      "nics: [{at: [T0], hosts: all, dscp: 3}]", "nics: [{hosts: S1, storm-watchdog: true}]",
      "pfc-watchdogs: [{switches: all, ports: host-ports}]", "pfc-watchdogs: [{tier: tor, enabled: false}]",
      "pfc-watchdogs: [{switches: T0, enabled: false, detect: 200ms}]", "pfc-watchdogs: [{ports: host-ports}]",
      "buffers: [{switches: all, alpha: 1/16}]", "buffers: [{tier: leaf}]", "buffers: [{tier: leaf, alpha: 1.5}]",
      "broadcast: [{class: arp, priority: 0}]", "broadcast: [{class: unicast, priority: 0}]"})
  void theSchemaAndTheReaderAgreeOnShape(String yaml) {
    boolean readerValid = YamlReader.read("s.yaml", yaml + "\n").diagnostics().stream()
        .noneMatch(d -> SHAPE.contains(d.code()));
    assertEquals(readerValid, violations(yaml).isEmpty(), () -> yaml + ": reader " + (readerValid ? "valid" : "invalid")
        + ", schema " + violations(yaml));
  }

  @Test
  void theYamlOfDocsYamlMdIsValidAndReadsInShape() {
    Matcher block = Pattern.compile("(?s)```yaml\n(.*?)```").matcher(Fixtures.text(Path.of("..", "docs", "yaml.md")));
    int blocks = 0;
    while (block.find()) {
      blocks++;
      String yaml = block.group(1);
      assertEquals(Set.of(), violations(yaml), yaml);
      assertEquals(List.of(), YamlReader.read("doc.yaml", yaml).diagnostics().stream().filter(d -> d.code().name()
          .startsWith("PFC0")).toList(), yaml);
    }
    assertTrue(blocks >= 2, "YAML blocks in docs/yaml.md: " + blocks);
  }

  @Test
  void theSchemaAndDocsYamlMdListTheReadersSectionsInItsOrder() throws IOException {
    List<String> inSchema = new ArrayList<>();
    new ObjectMapper().readTree(SCHEMA.toFile()).get("properties").fieldNames().forEachRemaining(inSchema::add);
    assertEquals(new TreeSet<>(YamlReader.SECTIONS), new TreeSet<>(inSchema), "docs/yaml-schema.json's sections");
    List<String> inTable = new ArrayList<>();
    Matcher row = Pattern.compile("(?m)^\\| `([a-z-]+)` \\|").matcher(Fixtures.text(Path.of("..", "docs", "yaml.md")));
    while (row.find()) {
      inTable.add(row.group(1));
    }
    assertEquals(YamlReader.SECTIONS, inTable, "docs/yaml.md's table of sections, in the order they are read");
  }

  @Test
  void namesExcludeExactlyTheKeywords() {
    Matcher m = Pattern.compile("\\(\\?!\\(\\?:([a-z0-9|-]+)\\)").matcher(Fixtures.text(SCHEMA));
    assertTrue(m.find(), "no keyword list in the schema's name pattern");
    Set<String> inSchema = new TreeSet<>(List.of(m.group(1).split("\\|")));
    Set<String> keywords = new TreeSet<>();
    for (String k : inSchema) {
      assertTrue(Lexicon.isKeyword(k), k + " is no keyword of Pfc.g4");
    }
    for (int t = 0; t <= PfcLexer.VOCABULARY.getMaxTokenType(); t++) {
      String literal = PfcLexer.VOCABULARY.getLiteralName(t);
      if (literal != null && Character.isLetter(literal.charAt(1))) {
        keywords.add(literal.substring(1, literal.length() - 1));
      }
    }
    assertEquals(keywords, inSchema, "docs/yaml-schema.json's keyword list (in every name pattern)");
  }
}

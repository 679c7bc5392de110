package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pfcheck.grammar.yaml.YamlEmitter;
import org.pfcheck.grammar.yaml.YamlReader;
import org.pfcheck.grammar.yaml.YamlWriter;
import org.pfcheck.model.Network;
import org.pfcheck.model.templates.Templates;

/**
 * {@code YamlReader.read(YamlWriter.print(n))} equals {@code n}, and printing is stable: for the
 * fixtures, the examples, every template, and names YAML would read as something else.
 */
class YamlRoundTripTest {
  static Stream<Path> pfcFiles() throws IOException {
    try (Stream<Path> examples = Files.list(Path.of("..", "examples"))) {
      return Stream.concat(Stream.concat(Fixtures.files("valid").stream(), Fixtures.files("yaml").stream()),
          examples.filter(p -> p.toString().endsWith(".pfc")).sorted().toList().stream());
    }
  }

  static Network assertRoundTrip(Network n) {
    String yaml = YamlWriter.print(n);
    ParseResult r = YamlReader.read("printed.yaml", yaml);
    assertEquals(List.of(), r.diagnostics(), () -> yaml);
    Network again = r.network().orElseThrow();
    assertEquals(n, again, () -> "printed YAML reads back differently:\n" + yaml);
    assertEquals(yaml, YamlWriter.print(again), "printing is stable");
    assertTrue(yaml.lines().allMatch(l -> l.startsWith("#") || l.length() <= YamlEmitter.WIDTH),
        () -> "a long line:\n" + yaml);
    return again;
  }

  @ParameterizedTest
  @MethodSource("pfcFiles")
  void everyFileRoundTrips(Path file) {
    ParseResult r = PfcReader.readFile(file);
    assertTrue(r.ok(), () -> r.diagnostics().toString());
    assertRoundTrip(r.network().orElseThrow());
  }

  @Provide
  Arbitrary<String> templates() {
    return Arbitraries.of("fabric fat-tree k 4", "fabric leaf-spine leaves 3 spines 2 hosts-per-leaf 2 uplinks 2",
        "fabric clos3 pods 2 tors-per-pod 2 leaves-per-pod 2 spines 4 hosts-per-tor 2",
        "fabric jellyfish switches 8 degree 3 hosts-per-switch 1 seed 5", "fabric ring switches 4",
        "fabric torus rows 2 cols 3");
  }

  @Property(tries = 12)
  void templatesRoundTrip(@ForAll("templates") String fabric) {
    assertTrue(Templates.names().stream().anyMatch(fabric::contains));
    assertRoundTrip(Fixtures.read("lossless 3\n" + fabric + "\ndefault on-mac-miss drop-lossless\n"));
  }

  /** Names that YAML 1.1 would read as booleans, numbers, null or dates are quoted, and read back as names. */
  @Test
  void namesThatLookLikeOtherValuesAreQuoted() {
    Network n = Fixtures.read("""
        network 2001-12-14
        switch yes tier tor subnet 10.0.0.0/24
        switch 1.5 tier leaf
        switch 007, 1e3, 0x10, null, Off, True, N, y tier leaf
        host 12 at yes port 1_000
        links yes -- 1.5, 007, 1e3, 0x10, null, Off, True, N, y
        dead 12
        """);
    String yaml = YamlWriter.print(n);
    assertTrue(yaml.contains("{name: \"yes\", tier: tor"), yaml);
    assertTrue(yaml.contains("network: \"2001-12-14\""), yaml);
    assertTrue(yaml.contains("{name: \"1.5\""), yaml);
    assertTrue(yaml.contains("{name: \"12\", at: \"yes:1_000\""), yaml);
    assertRoundTrip(n);
  }
}

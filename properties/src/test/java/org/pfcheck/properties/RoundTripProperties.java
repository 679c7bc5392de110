package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.grammar.yaml.YamlReader;
import org.pfcheck.grammar.yaml.YamlWriter;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.forwarding.FloodDomain;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;
import org.pfcheck.properties.gen.HazardSettingsGen;
import org.pfcheck.properties.gen.RealSwitches;
import org.pfcheck.properties.gen.Spaces;

/**
 * Property 8: the language round-trips, in both its forms. Generated networks printed as DSL read back
 * equal; any text that reads (the examples, with comments and blank lines sprinkled in) prints to text
 * that reads back to an equal network, and printing that again gives the same text. A generated fabric
 * printed as {@code .pfc}, converted to YAML and back reads to the same network, prints to the same text
 * and gets the same verdict; so does one in DSCP mode with the real-switch constructs ({@link
 * RealSwitches}). ({@code pfcheck convert} writes with the same code; examples/…/YamlTest runs it on
 * every example, both ways, through the command line.)
 */
class RoundTripProperties {
  /** The example networks of the repository, each with its text. */
  static List<Path> exampleFiles() {
    try (Stream<Path> files = Files.list(Path.of("..", "examples"))) {
      return files.filter(p -> p.toString().endsWith(".pfc")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String text(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Network read(String name, String text) {
    ParseResult r = PfcReader.read(name, text);
    assertTrue(r.ok(), () -> r.diagnostics() + "\nreading:\n" + text);
    return r.network().orElseThrow();
  }

  private static void assertPrintReadsBack(Network n) {
    String printed = DslPrinter.print(n);
    Network again = read("printed.pfc", printed);
    assertEquals(n, again, () -> "printed text reads back differently:\n" + printed);
    assertEquals(printed, DslPrinter.print(again), "printing is stable");
    assertEquals(List.of(), Analysis.errors(again), () -> "valid? " + Analysis.errors(n) + "\n" + printed);
  }

  @Provide
  Arbitrary<Fabric> fabrics() {
    return Fabrics.mixed();
  }

  @Provide
  Arbitrary<Spaces> spaces() {
    return Spaces.any();
  }

  @Property
  void generatedNetworksReadBackEqual(@ForAll("fabrics") Fabric f, @ForAll("spaces") Spaces s) {
    assertPrintReadsBack(f.network());
    assertPrintReadsBack(s.on(f));
  }

  @Provide
  Arbitrary<HazardSettingsGen> hazardSettings() {
    return HazardSettingsGen.any();
  }

  @Property
  void hazardSettingsReadBackEqual(@ForAll("fabrics") Fabric f, @ForAll("hazardSettings") HazardSettingsGen h) {
    Network n = h.on(f);
    assertPrintReadsBack(n);
    assertEquals(n.hazards(), assertYamlRoundTrip(n).hazards(), "hazard settings survive YAML");
  }

  @Provide
  Arbitrary<String> decoratedExamples() {
    Arbitrary<String> decoration = Arbitraries.of("", "", "", "\n", "   ", "  # a comment", "\t// another -- comment");
    return Arbitraries.of(exampleFiles()).flatMap(file -> {
      List<String> lines = List.of(text(file).split("\n", -1));
      return decoration.list().ofSize(lines.size()).map(extra -> {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < lines.size(); k++) {
          String d = extra.get(k);
          out.add(d.startsWith(" ") || d.startsWith("\t") ? lines.get(k) + d : lines.get(k));
          if (d.equals("\n")) {
            out.add("");
          }
        }
        return "# " + file.getFileName() + "\n" + String.join("\n", out);
      });
    });
  }

  @Property
  void printOfParseReadsBackEqual(@ForAll("decoratedExamples") String text) {
    String name = text.substring(2, text.indexOf('\n'));
    Network n = read(name, text);
    assertEquals(read(name, text(Path.of("..", "examples", name))), n, "comments and blank lines change nothing");
    assertPrintReadsBack(n);
  }

  /** .pfc → YAML → .pfc: the same network and text at each step; returns the network the YAML gave. */
  private static Network assertYamlRoundTrip(Network n) {
    String pfc = DslPrinter.print(n);
    Network fromPfc = read("f.pfc", pfc);
    String yaml = YamlWriter.print(fromPfc);
    ParseResult r = YamlReader.read("f.yaml", yaml);
    assertTrue(r.ok(), () -> r.diagnostics() + "\nreading:\n" + yaml);
    Network fromYaml = r.network().orElseThrow();
    assertEquals(fromPfc, fromYaml, () -> "the YAML reads differently:\n" + yaml + "\nfrom:\n" + pfc);
    assertEquals(pfc, DslPrinter.print(fromYaml), "back to .pfc, the same text");
    return fromYaml;
  }

  /** The verdict and its figures: the same for the same network, wherever it was read from. */
  private static String answer(Network n) {
    AnalysisResult r = Analysis.graphEngine(n);
    return r.verdict().word() + " " + r.stats().queues() + " queues " + r.stats().dependencies() + " dependencies";
  }

  @Property
  void generatedNetworksKeepTheirNetworkAndVerdictInYaml(@ForAll("fabrics") Fabric f, @ForAll("spaces") Spaces s) {
    for (Network n : List.of(f.network(), s.on(f))) {
      assertEquals(answer(n), answer(assertYamlRoundTrip(n)));
    }
  }

  @Provide
  Arbitrary<String> realSwitchFabrics() {
    return RealSwitches.of(Fabrics.mixed());
  }

  @Property
  void realSwitchConstructsRoundTripInYaml(@ForAll("realSwitchFabrics") String pfc) {
    Network n = read("real.pfc", pfc);
    assertTrue(n.dscpMode(), "DSCP mode");
    assertEquals(answer(n), answer(assertYamlRoundTrip(n)));
  }

  /**
   * Found by {@link #generatedNetworksReadBackEqual}: a VLAN without member ports passed the validator
   * (PFC109 only looked for a VLAN record), but the language cannot write one, DslPrinter leaves it out,
   * and the printed file then failed with PFC109. Now the validator rejects the empty VLAN too: a network
   * and its printed text are valid or invalid alike.
   */
  @Example
  void aNetworkWithAnEmptyVlanIsInvalidAsIsItsPrintedText() {
    NetworkBuilder b = new NetworkBuilder("empty-vlan").routing(Routing.Mode.UP_DOWN).lossless(3)
        .addSwitch(new Switch("leaf0", Optional.of("leaf"), MacMissPolicy.FLOOD, new FloodDomain(10),
            List.of(Prefix.parse("10.0.0.0/24")), Origin.NONE))
        .addSwitch("spine0", "spine").host("h0_0", "leaf0", Ipv4.parse("10.0.0.1"))
        .addVlan(new Vlan(10, "leaf0", List.of(), Origin.NONE));
    b.link("leaf0", "spine0");
    Network n = b.build();
    String printed = DslPrinter.print(n);
    Network again = PfcReader.read("empty-vlan.pfc", printed).network().orElseThrow();
    assertEquals(Analysis.errors(n).isEmpty(), Analysis.errors(again).isEmpty(), () -> "the model: "
        + Analysis.errors(n) + "\nits text: " + Analysis.errors(again) + "\n" + printed);
  }
}

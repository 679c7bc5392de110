package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.yaml.YamlReader;

/**
 * The YAML form end to end (docs/yaml.md): each YAML example says what its {@code .pfc} twin says;
 * {@code pfcheck convert} both ways keeps every example's verdict and cycles; YAML errors and hostile
 * YAML are located diagnostics with exit status 2; {@code diff} compares the two forms.
 */
class YamlTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String FLOOD = "sigcomm16-flood-deadlock";

  static Stream<Path> pfcExamples() throws IOException {
    return ExamplesTest.examples().stream().filter(p -> p.toString().endsWith(".pfc"));
  }

  @Test
  void eachYamlExampleIsItsPfcTwin() throws IOException {
    long twins = 0;
    for (Path yaml : ExamplesTest.examples()) {
      Path pfc = Path.of(yaml.toString().replaceFirst("\\.yaml$", ".pfc"));
      if (yaml.toString().endsWith(".yaml") && Files.exists(pfc)) {
        twins++;
        assertEquals(PfcReader.readFile(pfc).network().orElseThrow(), YamlReader.readFile(yaml).network()
            .orElseThrow(), yaml::toString);
      }
    }
    assertTrue(twins >= 3, "YAML twins of examples: " + twins);
  }

  /** The verdict, exit status and cycles (as JSON without positions) of checking {@code file}. */
  private static String answer(String file) throws IOException {
    Cli.Run run = Cli.pfcheck("check", file, "--format", "json");
    JsonNode r = JSON.readTree(run.out());
    return run.status() + " " + r.get("verdict").asText() + " " + r.get("cycles").toString().replaceAll(
        "\"(line|column|endLine|endColumn|file|text|source)\":(\"[^\"]*\"|\\d+|null),?", "");
  }

  @TestFactory
  Stream<DynamicTest> convertingKeepsEveryVerdict(@TempDir Path dir) throws IOException {
    return pfcExamples().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
      String name = p.getFileName().toString().replace(".pfc", "");
      Path yaml = dir.resolve(name + ".yaml");
      Path back = dir.resolve(name + ".pfc");
      Cli.Run toYaml = Cli.pfcheck("convert", p.toString(), "--to", "yaml", "-o", yaml.toString());
      assertEquals(0, toYaml.status(), toYaml.transcript());
      Cli.Run toPfc = Cli.pfcheck("convert", yaml.toString(), "-o", back.toString());
      assertEquals(0, toPfc.status(), toPfc.transcript());
      String expected = answer(p.toString());
      assertEquals(expected, answer(yaml.toString()), () -> "YAML of " + p);
      assertEquals(expected, answer(back.toString()), () -> ".pfc of the YAML of " + p);
    }));
  }

  @Test
  void yamlErrorsAreLocatedInTheYamlWithTheLineQuoted(@TempDir Path dir) throws IOException {
    Path bad = Files.writeString(dir.resolve("bad.yaml"), "network: bad\nswitches:\n  - {name: T0, tir: tor}\n"
        + "links: [[T0, L9]]\n");
    Cli.Run run = Cli.pfcheck("check", bad.toString());
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().startsWith(bad + ":3:16: error[PFC024]: unknown key 'tir' in this switch\n"
        + "   3 |   - {name: T0, tir: tor}\n     |                ^~~\n  = help: did you mean 'tier'?\n"),
        run.transcript());
    assertTrue(run.err().contains(bad + ":4:9: error[PFC102]: "), "the validator's findings too: " + run.transcript());
    assertEquals("", run.out());
  }

  @Test
  void hostileYamlFailsFastWithExitStatusTwo(@TempDir Path dir) throws IOException {
    StringBuilder bomb = new StringBuilder("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (char c = 'b'; c <= 'z'; c++) {
      bomb.append(c).append(": &").append(c).append(" [").append(("*" + (char) (c - 1) + ", ").repeat(8))
          .append('*').append((char) (c - 1)).append("]\n");
    }
    for (String[] hostile : new String[][] {
        {"bomb.yaml", bomb.toString(), ":1:4: error[PFC021]: anchor '&a' is not supported"},
        {"deep.yaml", "network: " + "[".repeat(10_000) + "]".repeat(10_000) + "\n", ":1:41: error[PFC022]: "},
        {"long.yaml", "network: " + "x".repeat(5_000_000) + "\n", ":1:65537: error[PFC022]: line 1 has 5000009"},
        {"tag.yaml", "network: !!javax.script.ScriptEngineManager [x]\n", ":1:10: error[PFC021]: tag"},
        {"dup.yaml", "network: a\nnetwork: b\n", ":2:1: error[PFC026]: key 'network' is written twice"}}) {
      Path file = Files.writeString(dir.resolve(hostile[0]), hostile[1]);
      Cli.Run run = Cli.pfcheck("check", file.toString());
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().contains(file + hostile[2]), run.transcript());
      assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.transcript());
    }
  }

  @Test
  void convertReadsStandardInputAndRefusesToWriteOverItsInput(@TempDir Path dir) throws IOException {
    String pfc = Files.readString(Path.of(FLOOD + ".pfc"));
    Cli.Run yaml = Cli.pfcheckWithInput(pfc, "convert", "-", "--to", "yaml");
    assertEquals(0, yaml.status(), yaml.transcript());
    assertTrue(yaml.out().startsWith("# converted from standard input by pfcheck convert\n"), yaml.out());
    Cli.Run back = Cli.pfcheckWithInput(yaml.out(), "convert", "-", "--from", "yaml", "--to", "pfc");
    assertEquals(0, back.status(), back.transcript());
    assertEquals(PfcReader.read("a.pfc", pfc).network(), PfcReader.read("b.pfc", back.out()).network());

    Path input = Files.writeString(dir.resolve("in.yaml"), yaml.out());
    Cli.Run over = Cli.pfcheck("convert", input.toString(), "-o", input.toString());
    assertEquals(2, over.status(), over.transcript());
    assertTrue(over.err().contains("it is the input file"), over.transcript());
    assertEquals(yaml.out(), Files.readString(input));
    Cli.Run form = Cli.pfcheck("convert", input.toString(), "--to", "json");
    assertEquals(2, form.status(), form.transcript());
    assertTrue(form.err().contains("unknown form 'json' (yaml or pfc)"), form.transcript());
  }

  @Test
  void aFileNameIsShownInTheHeaderNeverApplied(@TempDir Path dir) throws IOException {
    Path input = Files.copy(Path.of(FLOOD + ".pfc"), dir.resolve("f\nlossless 0\n#.pfc"));
    for (String to : new String[] {"yaml", "pfc"}) {
      Cli.Run run = Cli.pfcheck("convert", input.toString(), "--to", to, "-q");
      assertEquals(0, run.status(), run.transcript());
      String header = run.out().lines().findFirst().orElseThrow();
      assertEquals("# converted from " + dir + "/f\u240alossless 0\u240a#.pfc by pfcheck convert", header);
      Cli.Run back = Cli.pfcheckWithInput(run.out(), "convert", "-", "--from", to, "--to", "pfc", "-q");
      assertEquals(0, back.status(), back.transcript());
      assertEquals(PfcReader.read("a.pfc", Files.readString(input)).network(), PfcReader.read("b.pfc", back.out())
          .network(), "no statement came in with the file name");
    }
  }

  @Test
  void convertWritesNothingForAnInputWithErrors(@TempDir Path dir) throws IOException {
    Path bad = Files.writeString(dir.resolve("bad.pfc"), "switch T0\nlink T0 -- L9\n");
    Path out = dir.resolve("out.yaml");
    Cli.Run run = Cli.pfcheck("convert", bad.toString(), "-o", out.toString());
    assertEquals(2, run.status(), run.transcript());
    assertTrue(run.err().startsWith(bad + ":2:1: error[PFC102]: "), run.transcript());
    assertFalse(Files.exists(out) && Files.size(out) > 0, "nothing written");
  }

  @Test
  void diffComparesTheTwoForms() {
    Cli.Run same = Cli.pfcheck("diff", FLOOD + ".pfc", FLOOD + ".yaml");
    assertEquals(0, same.status(), same.transcript());
    Cli.Run fixed = Cli.pfcheck("diff", FLOOD + ".yaml", "sigcomm16-flood-drop-fix.yaml");
    assertEquals(0, fixed.status(), fixed.transcript());
    Cli.Run broken = Cli.pfcheck("diff", "sigcomm16-flood-drop-fix.yaml", FLOOD + ".yaml");
    assertEquals(1, broken.status(), broken.transcript());
  }
}

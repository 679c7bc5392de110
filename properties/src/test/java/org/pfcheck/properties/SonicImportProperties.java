package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.properties.gen.Mutation;

/**
 * Property 13: whatever SONiC configuration the importer is given, it never crashes, and what it accepts
 * the {@code .pfc} reader accepts. One config_db file of an example fabric (examples/sonic) is damaged:
 * either its text, by one to three random mutations (mostly no longer JSON), or one to three of its
 * string values, replaced by nasty or plausible ones (still JSON: other names, numbers out of range,
 * empty lists, unknown maps). The fabric is imported by the command line in-process: exit 0 with text
 * that reads back without a single error, or exit 2 with compiler-style diagnostics located in the
 * configuration; never a stack trace or another status.
 */
class SonicImportProperties {
  private static final Path FABRICS = Path.of("..", "examples", "sonic");
  private static final Path WORK = Path.of("target", "mutated-sonic");

  static List<Path> configFiles() {
    try (Stream<Path> files = Files.walk(FABRICS)) {
      return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Provide
  Arbitrary<Path> configs() {
    return Arbitraries.of(configFiles());
  }

  private static final List<String> VALUES = List.of("", "up", "down", "Ethernet999", "PortChannel9", "Vlan9", "AZUR",
      "3,9", "3,4,", "0", "-1", "99999999999", "4095", "10.0.0.1/33", "10.0.0.1/31", "fc00::1/64", "Server",
          "LeafRouter",
      "ToRRouter", "nosuch", "a b", "T0#2", "routed", "[BUFFER_PROFILE|nosuch]", "NULL", "true", "active", "standby",
      "\\u00e9", "192.168.0.2/32", "1,2,3,4,5,6,7", "tor-1", "leaf-1", "srv-1-1");

  /** A text mutation, or a string value replaced (written as JSON, so the file stays JSON). */
  record Damage(Mutation text, int value, String replacement) {
    String apply(String json) {
      if (text != null) {
        return text.apply(json);
      }
      java.util.regex.Matcher m = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"").matcher(json);
      List<int[]> strings = new java.util.ArrayList<>();
      while (m.find()) {
        strings.add(new int[] {m.start(), m.end()});
      }
      int[] at = strings.get(value % strings.size());
      return json.substring(0, at[0]) + "\"" + replacement + "\"" + json.substring(at[1]);
    }
  }

  @Provide
  Arbitrary<List<Damage>> mutations() {
    Arbitrary<Damage> text = Mutation.any().map(m -> new Damage(m, 0, ""));
    Arbitrary<Damage> value = net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 5000),
        Arbitraries.of(VALUES)).as((k, v) -> new Damage(null, k, v));
    return Arbitraries.oneOf(text, value, value).list().ofMinSize(1).ofMaxSize(3);
  }

  @Property(tries = 60)
  void damagedConfigurationNeverCrashesAndWhatIsImportedReadsBack(@ForAll("configs") Path config,
      @ForAll("mutations") List<Damage> damage) throws IOException {
    Path fabric = WORK.resolve(config.getParent().getFileName());
    Files.createDirectories(fabric);
    try (Stream<Path> files = Files.list(config.getParent())) {
      for (Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
        String text = Files.readString(f);
        for (Damage d : f.equals(config) ? damage : List.<Damage>of()) {
          text = d.apply(text);
        }
        Files.writeString(fabric.resolve(f.getFileName()), text, StandardCharsets.UTF_8);
      }
    }
    InProcess run = InProcess.run(List.of("import", "sonic", fabric.toString()));
    String transcript = "exit " + run.status() + "\n--- stderr ---\n" + run.err() + "--- damage ---\n" + damage;
    Statistics.label("exit status").collect(run.status());
    assertTrue(run.status() == 0 || run.status() == 2, transcript);
    assertFalse(run.err().contains("\tat ") || run.err().contains("Exception"), transcript);
    if (run.status() == 2) {
      Pattern located = Pattern.compile("(?m)^" + Pattern.quote(fabric.toString()) + "/[\\w.-]+\\.json:\\d+:\\d+: "
          + "error\\[PFC\\d{3}\\]: ");
      assertTrue(located.matcher(run.err()).find(), "exit 2 without a located diagnostic\n" + transcript);
      assertEquals("", run.out(), transcript);
    } else {
      assertEquals(List.of(), PfcReader.read("imported.pfc", run.out()).errors(), transcript + "\n" + run.out());
    }
  }
}

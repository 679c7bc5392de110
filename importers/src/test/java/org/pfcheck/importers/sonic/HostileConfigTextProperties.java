package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pfcheck.importers.CopiedTextProperties;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.Listing;

/**
 * Text a config_db file holds and the importer copies into comments (its file name, a {@code PFC_WD} key,
 * the {@code PFC_WD|GLOBAL POLL_INTERVAL} value) adds no statement to the imported {@code .pfc}, whatever
 * characters it has (issue 20, item 6: a newline in them added {@code default on-mac-miss drop-lossless},
 * and {@code check DIR} proved an L2 fabric with a dead server free).
 */
class HostileConfigTextProperties {
  private static final String INJECT = "\ndefault on-mac-miss drop-lossless\n";

  @Test
  void theIssuesInjectionsAreComments(@TempDir Path dir) throws IOException {
    ImportResult r = importMini(dir, "t0" + INJECT + ".json", "200" + INJECT, "Ethernet0" + INJECT);
    String text = render(r);
    assertEquals(statements(r), CopiedTextProperties.statements(text), text);
    assertTrue(text.lines().noneMatch(l -> l.startsWith("default")), text);
  }

  @Property(tries = 60)
  void noConfigTextAddsAStatement(@ForAll("fileNames") String file, @ForAll("text") String poll,
      @ForAll("text") String key) throws IOException {
    Path dir = Files.createTempDirectory("hostile-sonic");
    try {
      ImportResult r = importMini(dir, file, poll, key);
      ImportResult plain = importMini(Files.createDirectory(dir.resolve("plain")), "t0.json", "200", "Ethernet0");
      if (r.listing().isPresent()) {
        String text = render(r);
        assertEquals(statements(r), CopiedTextProperties.statements(text), text);
        // the same statements but the watchdog of the port the key names (none, for most keys) and the name
        assertEquals(unwatched(plain), unwatched(r), text);
      }
    } finally {
      try (Stream<Path> all = Files.walk(dir)) {
        all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  /** The mini fabric in {@code dir}, t0's file named {@code file}, with a {@code PFC_WD} table. */
  private static ImportResult importMini(Path dir, String file, String poll, String key) throws IOException {
    Imports.mini(dir, Map.of("t0.json", t -> "{\n    \"PFC_WD\": {\"GLOBAL\": {\"POLL_INTERVAL\": " + json(poll) + "}, "
        + json(key) + ": {\"action\": \"drop\"}}," + t.substring(t.indexOf('{') + 1)));
    if (!file.equals("t0.json")) {
      Files.move(dir.resolve("t0.json"), dir.resolve(file));
    }
    return Imports.of(dir);
  }

  private static String render(ImportResult r) {
    return r.listing().orElseThrow().render(f -> Path.of(f).getFileName().toString());
  }

  /** The statements the importer made, each as {@code LINE:TEXT}. */
  private static List<String> statements(ImportResult r) {
    List<Listing.Line> lines = r.listing().orElseThrow().lines();
    return java.util.stream.IntStream.range(0, lines.size())
        .filter(k -> !lines.get(k).text().isEmpty() && !lines.get(k).text().startsWith("#"))
        .mapToObj(k -> (k + 1) + ":" + lines.get(k).text()).toList();
  }

  private static List<String> unwatched(ImportResult r) {
    return r.listing().orElseThrow().lines().stream().map(Listing.Line::text)
        .filter(t -> !t.isEmpty() && !t.startsWith("#") && !t.startsWith("pfc-watchdog")
            && !t.startsWith("network ")).toList();
  }

  /** {@code s} as a JSON string, every character outside printable ASCII escaped. */
  private static String json(String s) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\' || c < 0x20 || c > 0x7e) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('"').toString();
  }

  @Provide
  static Arbitrary<String> text() {
    return Arbitraries.oneOf(Arbitraries.of("\n", "\r", "\r\n", "\u0085", "\u2028", "#", INJECT, " ", "\u001b[2K",
        "\u202e"), Arbitraries.strings().all().ofMaxLength(4)).list().ofMinSize(1).ofMaxSize(6)
        .map(l -> String.join("", l));
  }

  /** File names a directory can hold (no '/', no NUL, short), ending in .json, that sort first. */
  @Provide
  static Arbitrary<String> fileNames() {
    return Arbitraries.oneOf(Arbitraries.of("\n", "\r", "#", INJECT, " ", "\t", "\u001b[2K"),
        Arbitraries.strings().withCharRange('!', '~').excludeChars('/').ofMaxLength(4)).list().ofMaxSize(5)
        .map(l -> "a" + String.join("", l) + ".json");
  }
}

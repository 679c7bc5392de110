package org.pfcheck.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The architecture's one-way rules, read from the main sources of every module: ANTLR types only in the
 * grammar's parse stage, Z3 types only in encodings/z3, and a command line that builds no dependency graph
 * (the pipeline module does, and the cli prints what it gets), and no class name used twice.
 */
class LayeringTest {
  private static final Path ROOT = Path.of("..");

  @Test
  void antlrOnlyInTheParseStage() throws IOException {
    assertEquals(List.of(), importing("import org.antlr", "grammar/src/main/java/org/pfcheck/grammar/parse/"));
  }

  @Test
  void z3OnlyInEncodingsZ3() throws IOException {
    assertEquals(List.of(), importing("import com.microsoft.z3", "encodings/src/main/java/org/pfcheck/encodings/z3/"));
  }

  @Test
  void theCommandLineBuildsNoGraph() throws IOException {
    List<String> found = sources().filter(p -> p.startsWith("cli/")).filter(p -> contains(p, "analyzer.bdg.BdgBuilder")
        || contains(p, "analyzer.bdg.BufferDependencyGraph") || contains(p, "analyzer.cycles.")).toList();
    assertEquals(List.of(), found);
  }

  /** A class name says which class it is: no two main classes share a simple name. */
  @Test
  void noClassNameTwice() throws IOException {
    java.util.Map<String, List<String>> byName = new java.util.TreeMap<>();
    sources().filter(p -> !p.endsWith("/package-info.java")).forEach(p -> byName.computeIfAbsent(
        p.substring(p.lastIndexOf('/') + 1), k -> new java.util.ArrayList<>()).add(p));
    assertEquals(List.of(), byName.values().stream().filter(v -> v.size() > 1).toList());
  }

  @Test
  void theRulesSeeTheSources() throws IOException {
    assertTrue(sources().filter(p -> p.startsWith("grammar/src/main/java/org/pfcheck/grammar/parse/")
        && contains(p, "import org.antlr")).count() > 0, "no ANTLR import found: the test reads the wrong tree");
    assertTrue(sources().filter(p -> contains(p, "import com.microsoft.z3")).count() > 0);
  }

  /** The main sources outside {@code allowed} that contain {@code text}. */
  private static List<String> importing(String text, String allowed) throws IOException {
    return sources().filter(p -> !p.startsWith(allowed)).filter(p -> contains(p, text)).toList();
  }

  private static Stream<String> sources() throws IOException {
    try (Stream<Path> walk = Files.walk(ROOT, 12)) {
      return walk.filter(p -> p.toString().endsWith(".java")).map(p -> ROOT.relativize(p).toString().replace('\\', '/'))
          .filter(p -> p.contains("/src/main/java/") && !p.contains("/target/")).sorted().toList().stream();
    }
  }

  private static boolean contains(String relative, String text) {
    try {
      return Files.readString(ROOT.resolve(relative)).contains(text);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}

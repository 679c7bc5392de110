package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;

/**
 * The release jar {@code target/pfcheck-VERSION.jar}: runnable with {@code java -jar} alone, with every
 * runtime dependency inside (Z3's native libraries included, and loadable), a licence for each, and a
 * version that names the commit.
 */
class ReleaseJarTest {
  private static final Path LIB = Processes.ROOT.resolve("cli/target/lib");

  @Test
  void runsWithJavaJarAlone() throws Exception {
    Processes.Run possible = Processes.javaJar(Processes.ROOT, "check", "examples/sigcomm16-flood-deadlock.pfc", "--quiet");
    assertEquals(1, possible.status(), possible.transcript());
    Processes.Run free = Processes.javaJar(Processes.ROOT, "check", "examples/sigcomm16-flood-drop-fix.pfc", "--quiet");
    assertEquals(0, free.status(), free.transcript());
  }

  @Test
  void z3NativeLibrariesLoadFromTheJar() throws Exception {
    Processes.Run run = Processes.javaJar(Processes.ROOT, "check", "examples/sigcomm16-dead-server-any-fixed.pfc",
        "--engine", "z3", "--format", "json");
    assertEquals(0, run.status(), run.transcript());
    JsonNode report = new ObjectMapper().readTree(run.out());
    assertEquals("z3", report.get("engines").get(0).asText(), "Z3 answered, not a fallback: " + run.out());
  }

  @Test
  void versionNamesTheVersionAndTheCommit() throws Exception {
    Processes.Run run = Processes.javaJar(Processes.ROOT, "--version");
    assertEquals(0, run.status(), run.transcript());
    String commit = Processes.gitCommit();
    String expected = "pfcheck " + Processes.VERSION + ", commit "
        + (commit == null ? "unknown" : commit.substring(0, 12));
    assertTrue(run.out().startsWith(expected), "expected " + expected + "\n" + run.transcript());
  }

  @Test
  void holdsEveryRuntimeDependencyWhole() throws Exception {
    Set<String> inside = entries(Processes.JAR);
    for (Path jar : libraries(true)) {
      for (String entry : entries(jar)) {
        if (!droppedOnPurpose(entry)) {
          assertTrue(inside.contains(entry), jar.getFileName() + ": " + entry + " is not in " + Processes.JAR.getFileName());
        }
      }
    }
    for (String platform : List.of("linux/amd64", "linux/aarch64", "osx/amd64", "osx/aarch64", "windows/amd64")) {
      assertTrue(inside.stream().anyMatch(e -> e.startsWith("com/microsoft/z3/" + platform + "/libz3")), platform);
    }
  }

  @Test
  void namesTheLicenceOfEveryDependencyAndHoldsItsText() throws Exception {
    String table;
    try (JarFile jar = new JarFile(Processes.JAR.toFile())) {
      ZipEntry entry = jar.getEntry("META-INF/licenses/THIRD-PARTY.md");
      assertTrue(entry != null, "META-INF/licenses/THIRD-PARTY.md missing");
      table = new String(jar.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
    }
    Set<String> inside = entries(Processes.JAR);
    for (Path lib : libraries(false)) {
      Matcher m = Pattern.compile("(.+)-(\\d[^-]*(?:-[A-Za-z0-9.]+)?)\\.jar").matcher(lib.getFileName().toString());
      assertTrue(m.matches(), lib.toString());
      String row = ":" + m.group(1) + "` | " + m.group(2) + " |";
      assertTrue(table.contains(row), "dist/src/main/resources/META-INF/licenses/THIRD-PARTY.md has no row for "
          + m.group(1) + " " + m.group(2) + " (add its licence: artifact, version, licence, text)");
    }
    Matcher file = Pattern.compile("`([A-Za-z0-9.-]+\\.(?:txt|md))`").matcher(table);
    while (file.find()) {
      assertTrue(inside.contains("META-INF/licenses/" + file.group(1)), file.group(1) + " is named but not in the jar");
    }
  }

  @Test
  void holdsPfchecksOwnLicence() throws Exception {
    try (JarFile jar = new JarFile(Processes.JAR.toFile())) {
      ZipEntry entry = jar.getEntry("META-INF/LICENSE");
      assertTrue(entry != null, "META-INF/LICENSE missing");
      assertEquals(Files.readString(Processes.ROOT.resolve("LICENSE")),
          new String(jar.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8), "META-INF/LICENSE is not LICENSE");
    }
  }

  // signatures, module descriptors and poms of the merged jars, and the LICENSE files whose texts are in
  // META-INF/licenses (dist/pom.xml says why)
  private static boolean droppedOnPurpose(String entry) {
    return entry.endsWith("/") || entry.matches("META-INF/[^/]+\\.(SF|DSA|RSA)") || entry.endsWith("module-info.class")
        || entry.startsWith("META-INF/maven/") || entry.matches("META-INF/(LICENSE|NOTICE|MANIFEST)(\\.txt|\\.MF)?");
  }

  private static List<Path> libraries(boolean withPfcheck) throws IOException {
    List<Path> jars = new ArrayList<>();
    try (DirectoryStream<Path> stream = Files.newDirectoryStream(LIB, "*.jar")) {
      for (Path jar : stream) {
        if (withPfcheck || !jar.getFileName().toString().startsWith("pfcheck-")) {
          jars.add(jar);
        }
      }
    }
    assertTrue(jars.size() > 3, "no libraries in " + LIB);
    return jars;
  }

  private static Set<String> entries(Path jar) throws IOException {
    Set<String> names = new TreeSet<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      file.stream().forEach(e -> names.add(e.getName()));
    }
    return names;
  }
}

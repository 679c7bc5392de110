package org.pfcheck.analyzer.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rule that keeps the oracles independent (docs/testing.md, "Independent oracles"), checked on the
 * compiled classes: the reference semantics ({@code check/Reference*}) and the re-checkers that use it
 * read the model only through its records' components — the declarations as written — and never call
 * a model method that interprets them ({@code Qos.pfcEnabled}, {@code Network.sourcePriorities()},
 * {@code Host.active()}, {@code Prefix.contains}, ...) nor any class of the fast path (forwarding
 * tables, index, graph builder, engines). The constant pool of a class file lists every method and
 * class it refers to, method references included.
 */
class ReferenceIndependenceTest {
  /** Fast-path packages of the analyzer no oracle may use. */
  private static final List<String> FAST_PATH = List.of("org/pfcheck/analyzer/forwarding/",
      "org/pfcheck/analyzer/index/", "org/pfcheck/analyzer/bdg/", "org/pfcheck/analyzer/graph/",
      "org/pfcheck/analyzer/enumeration/", "org/pfcheck/analyzer/certificate/", "org/pfcheck/analyzer/cycles/");

  /** The graph a certificate is checked against: what {@link CertificateChecker#check} is given, not uses. */
  private static final Set<String> CHECKED_GRAPH = Set.of("org/pfcheck/analyzer/bdg/BufferDependencyGraph",
      "org/pfcheck/analyzer/bdg/CsrDigraph");

  /** A method a class file refers to: owner class (internal name), name, descriptor. */
  record MethodUse(String owner, String name, String descriptor) {
    @Override
    public String toString() {
      return owner.replace('/', '.') + "." + name + descriptor;
    }
  }

  /** What one class file refers to. */
  record References(List<String> classes, List<MethodUse> methods) {}

  @Test
  void theOraclesReadOnlyTheModelsDeclarationsAndNoFastPathClass() throws Exception {
    List<String> problems = new ArrayList<>();
    List<Path> files = oracleClassFiles();
    assertTrue(files.size() >= 6, "found only " + files);
    for (Path file : files) {
      String name = file.getFileName().toString();
      References refs = read(file);
      for (String c : refs.classes()) {
        boolean allowed = name.startsWith("CertificateChecker") && CHECKED_GRAPH.contains(c);
        if (!allowed && FAST_PATH.stream().anyMatch(c::startsWith)) {
          problems.add(name + " uses the fast path's " + c.replace('/', '.'));
        }
      }
      for (MethodUse m : refs.methods()) {
        if (m.owner().startsWith("org/pfcheck/model/") && !declarationOnly(m)) {
          problems.add(name + " calls the model's helper " + m);
        }
      }
    }
    assertEquals(List.of(), problems, "the oracles must read the declarations themselves");
  }

  @Test
  void theScannerSeesAHelperCallAndAFastPathClass() throws Exception {
    // the rule is only as good as the scanner: it must see what it forbids where it is used
    References refs = read(classFile("org/pfcheck/analyzer/graph/GraphEngine.class"));
    assertTrue(refs.classes().contains("org/pfcheck/analyzer/forwarding/ForwardingContext"), refs.classes().toString());
    References injections = read(classFile("org/pfcheck/analyzer/bdg/Injections.class"));
    assertTrue(injections.methods().stream().anyMatch(m -> m.owner().equals("org/pfcheck/model/qos/Qos")
        && m.name().equals("dscpFor")), injections.methods().toString());
    assertFalse(declarationOnly(new MethodUse("org/pfcheck/model/qos/Qos", "pfcEnabled", "(Ljava/lang/String;"
        + "Ljava/lang/String;I)Z")));
    assertTrue(declarationOnly(new MethodUse("org/pfcheck/model/qos/Qos", "pfc", "()Ljava/util/List;")));
  }

  /**
   * Whether calling {@code m} reads a declaration: a record's component accessor, a constructor, an
   * enum's own methods, or the value methods every record has (equals, hashCode, toString).
   */
  static boolean declarationOnly(MethodUse m) {
    if (m.name().equals("<init>") || Set.of("equals", "hashCode", "toString").contains(m.name())) {
      return true;
    }
    if (m.owner().equals("org/pfcheck/model/Network") && Set.of("withScenario", "withoutSpace").contains(m.name())) {
      return true;  // a copy with another scenario: what the re-checkers are told to check
    }
    Class<?> owner;
    try {
      owner = Class.forName(m.owner().replace('/', '.'));
    } catch (ClassNotFoundException e) {
      return false;
    }
    if (owner.isEnum()) {
      return Set.of("values", "valueOf", "ordinal", "name", "compareTo").contains(m.name());
    }
    if (owner.isRecord() && m.descriptor().startsWith("()")) {
      for (RecordComponent c : owner.getRecordComponents()) {
        if (c.getName().equals(m.name())) {
          return true;
        }
      }
    }
    return false;
  }

  private static List<Path> oracleClassFiles() throws IOException, URISyntaxException {
    Path dir = classFile("org/pfcheck/analyzer/check/ReferenceQos.class").getParent();
    try (Stream<Path> all = Files.list(dir)) {
      return all.filter(p -> {
        String n = p.getFileName().toString();
        // ReferenceChecks is the validator's check of names, not part of the reference semantics
        return n.endsWith(".class") && (n.startsWith("Reference") && !n.startsWith("ReferenceChecks")
            || n.startsWith("CounterexampleChecker") || n.startsWith("CertificateChecker"));
      }).sorted().toList();
    }
  }

  private static Path classFile(String resource) throws URISyntaxException {
    return Path.of(ReferenceIndependenceTest.class.getClassLoader().getResource(resource).toURI());
  }

  /** The classes and methods the constant pool of {@code file} names (JVMS §4.4). */
  static References read(Path file) throws IOException {
    try (InputStream raw = Files.newInputStream(file); DataInputStream in = new DataInputStream(raw)) {
      in.readInt();  // magic
      in.readUnsignedShort();
      in.readUnsignedShort();
      int count = in.readUnsignedShort();
      String[] utf8 = new String[count];
      int[] classIndex = new int[count];
      int[][] refs = new int[count][];
      int[][] nameAndType = new int[count][];
      boolean[] isClass = new boolean[count];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> utf8[i] = in.readUTF();
          case 3, 4 -> in.readInt();
          case 5, 6 -> {
            in.readLong();
            i++;
          }
          case 7 -> {
            isClass[i] = true;
            classIndex[i] = in.readUnsignedShort();
          }
          case 8, 16, 19, 20 -> in.readUnsignedShort();
          case 10, 11 -> refs[i] = new int[] {in.readUnsignedShort(), in.readUnsignedShort()};
          case 9, 17, 18 -> in.readInt();
          case 12 -> nameAndType[i] = new int[] {in.readUnsignedShort(), in.readUnsignedShort()};
          case 15 -> {
            in.readUnsignedByte();
            in.readUnsignedShort();
          }
          default -> throw new IOException(file + ": unknown constant pool tag " + tag + " at " + i);
        }
      }
      Set<String> classes = new TreeSet<>();
      List<MethodUse> methods = new ArrayList<>();
      for (int i = 1; i < count; i++) {
        if (isClass[i]) {
          classes.add(utf8[classIndex[i]]);
        }
        if (refs[i] != null) {
          int[] nt = nameAndType[refs[i][1]];
          methods.add(new MethodUse(utf8[classIndex[refs[i][0]]], utf8[nt[0]], utf8[nt[1]]));
        }
      }
      return new References(new ArrayList<>(classes), methods);
    }
  }
}

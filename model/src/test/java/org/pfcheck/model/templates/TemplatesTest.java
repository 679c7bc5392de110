package org.pfcheck.model.templates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Link;
import org.pfcheck.model.topology.Switch;

class TemplatesTest {
  private static Fabric expand(String template, Map<String, Integer> params) {
    return Templates.expand(template, params, Origin.NONE);
  }

  @ParameterizedTest
  @ValueSource(ints = {2, 4, 6, 8, 16})
  void fatTreeHasTheTextbookSizes(int k) {
    Fabric f = expand("fat-tree", Map.of("k", k));
    assertEquals(5 * k * k / 4, f.switches().size(), "switches");
    assertEquals(k * k * k / 4, f.hosts().size(), "hosts");
    assertEquals(k * k * k / 2, f.links().size(), "links");
    assertWellFormed(f);
  }

  @Test
  void fatTreeNamesFollowTheContract() {
    Fabric f = expand("fat-tree", Map.of("k", 4));
    Map<String, Switch> byName = new HashMap<>();
    f.switches().forEach(s -> byName.put(s.name(), s));
    assertEquals("core", byName.get("core3").tier().orElseThrow());
    assertEquals("agg", byName.get("agg3_1").tier().orElseThrow());
    assertEquals("10.3.1.0/24", byName.get("tor3_1").subnets().get(0).toString());
    Host h = f.hosts().stream().filter(x -> x.name().equals("h3_1_1")).findFirst().orElseThrow();
    assertEquals("10.3.1.2", h.address().orElseThrow().toString());
    assertEquals("tor3_1", h.active().switchName());
    assertEquals("h3_1_1", h.active().port());
    assertTrue(f.links().stream().anyMatch(l -> l.a().node().equals("agg1_1") && l.b().node().equals("core3")
        && l.a().port().equals("core3") && l.b().port().equals("agg1_1")), "agg1_1 -- core3 on implicit ports");
    assertTrue(f.links().stream().noneMatch(l -> l.a().node().equals("agg1_1") && l.b().node().equals("core0")));
  }

  @Test
  void largePodNumbersKeepValidSubnets() {
    assertEquals("11.4.0.0/24", FabricBuilder.subnet24(10 + 260 / 256, 260 % 256, 0).toString());
  }

  @Test
  void fatTree64Expands() {  // its time is measured by bench/run.sh, not asserted here
    Fabric f = expand("fat-tree", Map.of("k", 64));
    assertEquals(65_536, f.hosts().size());
    assertEquals(5_120, f.switches().size());
  }

  @Test
  void leafSpineHasParallelUplinks() {
    Fabric f = expand("leaf-spine", Map.of("leaves", 3, "spines", 2, "hosts-per-leaf", 4, "uplinks", 2));
    assertEquals(5, f.switches().size());
    assertEquals(12, f.hosts().size());
    assertEquals(12, f.links().size());
    assertTrue(f.links().stream().anyMatch(l -> l.a().equals(new org.pfcheck.model.topology.Endpoint("leaf2", "spine1#2"))
        && l.b().equals(new org.pfcheck.model.topology.Endpoint("spine1", "leaf2#2"))));
    assertEquals("10.0.2.0/24", f.switches().get(2).subnets().get(0).toString());
    assertWellFormed(f);
  }

  @Test
  void leafSpineUplinksDefaultToOne() {
    Fabric f = expand("leaf-spine", Map.of("leaves", 2, "spines", 2, "hosts-per-leaf", 1));
    assertEquals(4, f.links().size());
  }

  @Test
  void clos3UsesSpinePlanesWhenTheyDivide() {
    Fabric planes = expand("clos3", Map.of("pods", 2, "tors-per-pod", 2, "leaves-per-pod", 2, "spines", 4,
        "hosts-per-tor", 3));
    assertEquals(2 * (2 + 2) + 4, planes.switches().size());
    assertEquals(12, planes.hosts().size());
    assertEquals(2 * 2 * 2 + 2 * 2 * 2, planes.links().size());
    assertTrue(planes.links().stream().anyMatch(l -> l.a().node().equals("leaf1_1") && l.b().node().equals("spine3")));
    assertTrue(planes.links().stream().noneMatch(l -> l.a().node().equals("leaf1_1") && l.b().node().equals("spine2")));
    Fabric full = expand("clos3", Map.of("pods", 1, "tors-per-pod", 1, "leaves-per-pod", 2, "spines", 3,
        "hosts-per-tor", 1));
    assertEquals(2 + 2 * 3, full.links().size());
    assertWellFormed(planes);
  }

  @Property(tries = 60)
  void jellyfishIsConnectedSimpleAndDeterministic(@ForAll @IntRange(min = 2, max = 40) int n,
      @ForAll @IntRange(min = 1, max = 6) int degree, @ForAll @IntRange(min = 0, max = 1000) int seed) {
    int d = Math.min(degree, n - 1);
    Map<String, Integer> params = Map.of("switches", n, "degree", d, "hosts-per-switch", 1, "seed", seed);
    Fabric f = expand("jellyfish", params);
    assertEquals(n, f.switches().size());
    assertEquals(n, f.hosts().size());
    assertWellFormed(f);
    assertTrue(connected(f), "connected");
    assertEquals(f, expand("jellyfish", params), "same seed, same graph");
    Map<String, Integer> degrees = new HashMap<>();
    f.links().forEach(l -> {
      degrees.merge(l.a().node(), 1, Integer::sum);
      degrees.merge(l.b().node(), 1, Integer::sum);
    });
    degrees.values().forEach(x -> assertTrue(x <= d + 2, "degree " + x + " near " + d));
  }

  @Test
  void ringAndTorusHaveNoDuplicateLinks() {
    assertEquals(0, expand("ring", Map.of("switches", 1)).links().size());
    assertEquals(1, expand("ring", Map.of("switches", 2)).links().size());
    assertEquals(5, expand("ring", Map.of("switches", 5, "hosts-per-switch", 2)).links().size());
    assertEquals(18, expand("torus", Map.of("rows", 3, "cols", 3)).links().size());
    assertEquals(4, expand("torus", Map.of("rows", 2, "cols", 2)).links().size());
    assertEquals(3 * 1 + 3 * 2, expand("torus", Map.of("rows", 3, "cols", 2)).links().size());
    assertEquals(0, expand("torus", Map.of("rows", 1, "cols", 1)).links().size());
    for (Fabric f : List.of(expand("torus", Map.of("rows", 2, "cols", 5)), expand("ring", Map.of("switches", 4)))) {
      assertWellFormed(f);
      assertTrue(connected(f));
    }
  }

  @Test
  void badInputIsExplained() {
    assertMessage("unknown template 'fat'", () -> expand("fat", Map.of()));
    assertMessage("has no parameter 'q'", () -> expand("fat-tree", Map.of("k", 4, "q", 1)));
    assertMessage("needs parameter 'k'", () -> expand("fat-tree", Map.of()));
    assertMessage("must be even", () -> expand("fat-tree", Map.of("k", 5)));
    assertMessage("at least 2", () -> expand("fat-tree", Map.of("k", 0)));
    assertMessage("more than", () -> expand("fat-tree", Map.of("k", 1000)));
    assertMessage("less than the number of switches", () -> expand("jellyfish", Map.of("switches", 3, "degree", 3)));
    assertMessage("at most 254", () -> expand("ring", Map.of("switches", 3, "hosts-per-switch", 300)));
  }

  /** Sizes are exact: a long product wrapped for these, and the expansion never ended (issue 10). */
  @ParameterizedTest
  @ValueSource(strings = {"fat-tree k 2147483646", "fat-tree k 3290342", "clos3 pods 2147483647 tors-per-pod 2147483647"
      + " leaves-per-pod 2147483647 spines 2147483647 hosts-per-tor 254", "clos3 pods 65536 tors-per-pod 65536"
      + " leaves-per-pod 1 spines 1 hosts-per-tor 0", "torus rows 2147483647 cols 2147483647 hosts-per-switch 254",
      "torus rows 1000000 cols 1000000 hosts-per-switch 0", "leaf-spine leaves 2147483647 spines 2147483647"
      + " hosts-per-leaf 254 uplinks 2147483647", "jellyfish switches 2147483647 degree 2147483646",
      "ring switches 2147483647 hosts-per-switch 254"})
  void hugeParametersAreRefusedBeforeExpanding(String call) {
    String[] words = call.split(" ");
    Map<String, Integer> params = new HashMap<>();
    for (int i = 1; i < words.length; i += 2) {
      params.put(words[i], Integer.parseInt(words[i + 1]));
    }
    assertMessage("elements allowed", () -> expand(words[0], params));
  }

  @Test
  void catalogueListsEveryTemplateWithItsParameters() {
    assertEquals(List.of("fat-tree", "leaf-spine", "clos3", "jellyfish", "ring", "torus"), Templates.names());
    assertEquals(1, Templates.parameters("leaf-spine").stream().filter(p -> p.defaultValue().isPresent()).count());
    assertEquals(1, Templates.parameters("leaf-spine").get(3).defaultValue().getAsInt());
    Templates.names().forEach(t -> assertTrue(!Templates.description(t).isBlank()));
  }

  private static void assertMessage(String expected, org.junit.jupiter.api.function.Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }

  /** Unique names, unique ports per switch, no self or duplicate links. */
  static void assertWellFormed(Fabric f) {
    Set<String> names = new HashSet<>();
    f.switches().forEach(s -> assertTrue(names.add(s.name()), "duplicate " + s.name()));
    f.hosts().forEach(h -> assertTrue(names.add(h.name()), "duplicate " + h.name()));
    Set<String> ports = new HashSet<>();
    Set<String> pairs = new HashSet<>();
    for (Link l : f.links()) {
      assertTrue(ports.add(l.a().toString()), "port used twice: " + l.a());
      assertTrue(ports.add(l.b().toString()), "port used twice: " + l.b());
      assertTrue(!l.a().node().equals(l.b().node()), "self link " + l);
      String a = l.a().node();
      String b = l.b().node();
      String key = a.compareTo(b) < 0 ? a + " " + b + " " + l.a().port() : b + " " + a + " " + l.b().port();
      assertTrue(pairs.add(key), "duplicate link " + l);
    }
    f.hosts().forEach(h -> assertTrue(ports.add(h.active().switchName() + ":" + h.active().port())));
  }

  private static boolean connected(Fabric f) {
    Map<String, List<String>> adj = new HashMap<>();
    for (Link l : f.links()) {
      adj.computeIfAbsent(l.a().node(), k -> new java.util.ArrayList<>()).add(l.b().node());
      adj.computeIfAbsent(l.b().node(), k -> new java.util.ArrayList<>()).add(l.a().node());
    }
    Set<String> seen = new HashSet<>();
    ArrayDeque<String> todo = new ArrayDeque<>(List.of(f.switches().get(0).name()));
    while (!todo.isEmpty()) {
      String s = todo.pop();
      if (seen.add(s)) {
        todo.addAll(adj.getOrDefault(s, List.of()));
      }
    }
    return seen.size() == f.switches().size();
  }
}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A host's priority that no rule rewrites can still become lossless where a standby ToR's tunnel ends:
 * the active ToR floods the decapsulated packet in every value rules could have turned into the
 * tunnel's. Found by JustifiedVerdictProperties (jqwik): every engine proved this ring free, leaving the
 * priority-2 packets out, and the reference's certificate re-check stopped the run with an internal
 * error. Every engine now finds the priority-3 flood loop.
 */
class DecapsulatedFloodTest {
  private static final String RING = """
      network decap
      lossless 3
      dscp 26 -> 2
      switch sw0 tier tor subnet 10.0.0.0/24
      switch sw1 tier tor subnet 10.0.1.0/24
      switch sw2 tier tor subnet 10.0.2.0/24
      switch sw3 tier tor subnet 10.0.3.0/24
      switch sw4 tier tor subnet 10.0.4.0/24
      host h0_0 at sw0 port h0_0 ip 10.0.0.1
      host h1_0 at sw1 port h1_0 ip 10.0.1.1
      host h2_0 at sw2 port h2_0 ip 10.0.2.1
      host h3_0 at sw3 port h3_0 ip 10.0.3.1
      host h4_0 at sw4 port h4_0 ip 10.0.4.1 standby sw0 port h4_0
      link sw0:sw1 -- sw1:sw0
      link sw0:sw4 -- sw4:sw0
      link sw1:sw2 -- sw2:sw1
      link sw2:sw3 -- sw3:sw2
      link sw3:sw4 -- sw4:sw3
      rewrite 3 -> 2 to above
      rewrite 0 -> 3 from above
      dead h4_0
      """;

  /**
   * The second half of the same fix: the values packets may carry (the engines' labels) are closed under
   * rules followed backwards too, or the copies in priority 4 that 'rewrite 4 -> 3' lets the tunnel end
   * send had no label, their dependencies were missing, and the re-check stopped the run (exit 4).
   */
  private static final String TRIANGLE = """
      network decap2
      lossless 3, 4
      dscp 26 -> 3
      switch sw0 tier tor subnet 10.0.0.0/24
      switch sw1 tier tor subnet 10.0.1.0/24
      switch sw2 tier tor subnet 10.0.2.0/24
      host h0_0 at sw0 port h0_0 ip 10.0.0.1
      host h1_0 at sw1 port h1_0 ip 10.0.1.1
      host h2_0 at sw2 port h2_0 ip 10.0.2.1 standby sw0 port h2_0
      link sw0:sw1 -- sw1:sw0
      link sw1:sw2 -- sw2:sw1
      link sw2:sw0 -- sw0:sw2
      rewrite 4 -> 3 to above
      rewrite 0 -> 3
      mac-missing h2_0 at sw2
      """;

  @ParameterizedTest
  @ValueSource(strings = {"graph", "enumeration", "z3", "both"})
  void copiesInAValueOnlyRulesLeadFromAreDependencies(String engine, @TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("decap2.pfc"), TRIANGLE);
    Cli.Run run = Cli.pfcheck("check", file.toString(), "--engine", engine, "--hazards", "none", "--format", "json");
    assertEquals(0, run.status(), run.transcript());
    assertTrue(run.out().contains("\"certificate\" : true"), "re-checked against the reference: " + run.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"graph", "enumeration", "z3", "both"})
  void everyEngineFindsTheFloodLoopOfDecapsulatedCopies(String engine, @TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("decap.pfc"), RING);
    Cli.Run run = Cli.pfcheck("check", file.toString(), "--engine", engine, "--hazards", "none");
    assertEquals(1, run.status(), run.transcript());
    assertTrue(run.out().contains("priorities 0 (lossy, may be rewritten into lossless), 2"), run.out());
  }
}

package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.Network;
import org.pfcheck.model.topology.Switch;

/** With errors, the reader still hands out what the other statements built, for checks in the same run. */
class PartialNetworkTest {
  @Test
  void theStatementsWithoutErrorsFormThePartialNetwork() {
    ParseResult r = PfcReader.read("p.pfc", "switch T0 tier tor\nswtich T1 tier tor\nlink T0 -- T1\nswitch L0\n");
    assertFalse(r.ok());
    assertTrue(r.network().isEmpty(), "no network to analyse when there are errors");
    Network partial = r.partial().orElseThrow();
    assertEquals(java.util.List.of("T0", "L0"), partial.switches().stream().map(Switch::name).toList());
    assertEquals(1, partial.links().size(), "the link line itself has no error");
  }

  @Test
  void namesOnErrorLinesAreThoseALaterCheckMustNotReportAsUnknown() {
    ParseResult r = PfcReader.read("p.pfc", "switch T0\nswtich T1 tier tor\nhost h1 at T0\n");
    assertTrue(r.namesOnErrorLines().containsAll(java.util.Set.of("swtich", "T1", "tor")), r.namesOnErrorLines().toString());
    assertFalse(r.namesOnErrorLines().contains("tier"), "keywords are not names");
    assertFalse(r.namesOnErrorLines().contains("h1"), "line 3 has no error");
    assertTrue(r.mentionsNameOnErrorLine("host h1 names switch 'T1', which is not declared"));
    assertTrue(r.mentionsNameOnErrorLine("no link reaches T1."), "a sentence's final dot is not part of the name");
    assertFalse(r.mentionsNameOnErrorLine("host h1 names switch 'T9', which is not declared"));
    assertFalse(r.mentionsNameOnErrorLine("switch T1 has tier 'foo', which the tier order does not know"),
        "a quoting message is about what it quotes; T1 there is only context");
  }

  @Test
  void aCleanFileHasTheSameNetworkAsPartial() {
    ParseResult r = PfcReader.read("p.pfc", "switch T0\nswitch T1\nlink T0 -- T1\n");
    assertTrue(r.ok());
    assertEquals(r.network(), r.partial());
    assertTrue(r.namesOnErrorLines().isEmpty());
  }

  @Test
  void anUnreadableFileHasNoPartialNetwork() {
    ParseResult r = PfcReader.readFile(Path.of("no", "such", "file.pfc"));
    assertTrue(r.partial().isEmpty());
  }
}

package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.pfcheck.model.diagnostics.Diagnostic;

/** No input makes the reader throw: garbage, near-miss statements, truncated files. */
class RobustnessTest {
  private static final List<String> WORDS = List.of("switch", "host", "hosts", "link", "links", "at", "port", "ip",
      "none", "tier", "subnet", "--", "->", "..", ",", ":", "/", "<=", "<", "=", "dscp", "lossless", "pfc", "priorities",
      "off", "route", "via", "drop", "rewrite", "from", "to", "any", "above", "down", "dead", "mac-missing", "space",
      "links-down", "dead-hosts", "among", "fabric", "fat-tree", "ring", "k", "switches", "timers", "arp", "mac", "4h",
      "flow", "priority", "T0", "L0", "h1", "S0..S3", "3", "26", "99999999999999999999", "10.0.0.0", "10.0.0.0/24",
      "\n", "\n", "\n", "#", "//", "@", "\t", "\r", "\u00e9", "\uFEFF", "default", "on-mac-miss", "flood-domain",
      "vlan", "4095", "network", "tiers", "standby", "routing", "up-down", "B#2");

  private static void assertReadsWithoutThrowing(String text) {
    ParseResult r = PfcReader.read("fuzz.pfc", text);
    assertTrue(r.network().isPresent() || r.diagnostics().stream().anyMatch(Diagnostic::isError), text);
    r.diagnostics().forEach(d -> assertTrue(d.span().isPresent(), "no position: " + d));
  }

  @Property(tries = 300)
  void tokenSoupNeverThrows(@ForAll("soup") String text) {
    assertReadsWithoutThrowing(text);
  }

  @Provide
  Arbitrary<String> soup() {
    return Arbitraries.of(WORDS).list().ofMaxSize(40).map(ws -> String.join(" ", ws));
  }

  @Property(tries = 200)
  void randomCharactersNeverThrow(@ForAll String text) {
    assertReadsWithoutThrowing(text);
  }

  @Property(tries = 200)
  void truncatedFilesNeverThrow(@ForAll @IntRange(min = 0, max = 5000) int cut) {
    String text = Fixtures.text(Fixtures.files("valid").get(0));
    assertReadsWithoutThrowing(text.substring(0, Math.min(cut, text.length())));
  }

  @Property(tries = 100)
  void errorFixturesWithLinesDroppedNeverThrow(@ForAll @IntRange(min = 0, max = 40) int drop,
      @ForAll @IntRange(min = 0, max = 5) int file) {
    List<String> lines = new java.util.ArrayList<>(List.of(Fixtures.text(Fixtures.files("errors")
        .get(file % Fixtures.files("errors").size())).split("\n")));
    if (drop < lines.size()) {
      lines.remove(drop);
    }
    ParseResult r = PfcReader.read("x.pfc", String.join("\n", lines));
    assertFalse(r.diagnostics().isEmpty());
  }
}

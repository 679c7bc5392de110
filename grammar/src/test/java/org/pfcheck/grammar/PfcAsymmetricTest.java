package org.pfcheck.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.grammar.yaml.YamlReader;
import org.pfcheck.grammar.yaml.YamlWriter;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.qos.Qos;

/**
 * {@code pfc … asymmetric} (SONiC's {@code pfc_asym on}): a port that sends pauses for its priorities
 * only but honours pauses for every priority, in .pfc and YAML, printed and read back.
 */
class PfcAsymmetricTest {
  private static final String FABRIC = String.join("\n", "lossless 3, 4", "switch A", "switch B", "link A -- B",
      "pfc A priorities 3, 4 asymmetric", "pfc A port B priorities 4 asymmetric", "pfc B port A off asymmetric",
      "pfc B priorities 3, 4", "");

  @Test
  void sendingAndHonouringArePerPortAndPriority() {
    Qos q = Fixtures.read(FABRIC).qos();
    assertFalse(q.pfcEnabled("A", "B", 3), "A pauses B for 4 only");
    assertTrue(q.honours("A", "B", 3), "... but stops sending priority 3 when B pauses it");
    assertTrue(q.honours("A", "B", 0), "an asymmetric port honours every priority");
    assertFalse(q.pfcEnabled("B", "A", 4));
    assertTrue(q.honours("B", "A", 4), "PFC off, yet pfc_asym on: it honours pauses it never sends");
    assertTrue(q.asymmetric("B", "A"));
  }

  @Test
  void aLaterSymmetricSettingOfThePortEndsAsymmetry() {
    Qos q = Fixtures.read(FABRIC + "pfc A port B priorities 4\n").qos();
    assertFalse(q.honours("A", "B", 3));
    assertTrue(q.honours("A", "B", 4));
  }

  @Test
  void printsAndReadsBackInBothForms() {
    Network n = Fixtures.read(FABRIC);
    String printed = DslPrinter.print(n);
    assertTrue(printed.contains("pfc A port B priorities 4 asymmetric\n"), printed);
    assertTrue(printed.contains("pfc B port A off asymmetric\n"), printed);
    assertEquals(n, Fixtures.read(printed));
    String yaml = YamlWriter.print(n);
    assertTrue(yaml.contains("asymmetric: true"), yaml);
    ParseResult back = YamlReader.read("f.yaml", yaml);
    assertTrue(back.ok(), back.diagnostics().toString());
    assertEquals(n, back.network().orElseThrow());
    assertEquals(List.of(true, true, true, false),
        back.network().orElseThrow().qos().pfc().stream().map(PfcSetting::asymmetric).toList());
  }

  @Test
  void yamlAsymmetricMustBeABoolean() {
    ParseResult r = YamlReader.read("f.yaml", String.join("\n", "lossless: [3]", "switches:", "  - {name: A}",
        "pfc:", "  - {switch: A, priorities: [3], asymmetric: sometimes}", ""));
    assertFalse(r.ok());
    assertTrue(r.diagnostics().stream().anyMatch(d -> d.message().contains("asymmetric")), r.diagnostics().toString());
    assertTrue(r.diagnostics().stream().noneMatch(d -> d.code() == Code.PFC024), "asymmetric is a known key");
  }
}

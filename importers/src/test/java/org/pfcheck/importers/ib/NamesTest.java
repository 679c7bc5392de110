package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;

/** Names the language accepts, unique, and recognisable. */
class NamesTest {
  @Test
  void invalidCharactersBecomeUnderscoresAndKeywordsAreAvoided() {
    assertEquals("H-1", IbNames.valid("H-1"));
    assertEquals("rack3.tor", IbNames.valid("rack3.tor"));
    assertEquals("x_y", IbNames.valid("x/y"));
    assertEquals("_a", IbNames.valid("-a"));
    assertEquals("a_", IbNames.valid("a-"));
    assertEquals("a_-b", IbNames.valid("a--b"));
    assertEquals("_", IbNames.valid(""));
    assertEquals("caf_", IbNames.valid("café"));
    assertEquals("host_", IbNames.valid("host"));
    assertEquals("subnet_", IbNames.valid("subnet"));
    assertEquals("spine", IbNames.valid("spine"));
  }

  @Test
  void everyKeywordOfTheGrammarIsAvoided() throws java.io.IOException {
    String grammar = java.nio.file.Files.readString(java.nio.file.Path.of("..", "grammar", "src", "main", "antlr4",
        "org", "pfcheck", "grammar", "parse", "Pfc.g4"));
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^[A-Z_]+ : '([a-z][a-z-]*)' ;").matcher(grammar);
    int keywords = 0;
    while (m.find()) {
      keywords++;
      assertEquals(m.group(1) + "_", IbNames.valid(m.group(1)), "a name equal to the keyword " + m.group(1));
    }
    org.junit.jupiter.api.Assertions.assertTrue(keywords > 50, keywords + " keywords found in Pfc.g4");
  }

  @Test
  void hostsAreNamedAfterTheirHostAndSwitchesAfterTheirLid() {
    String links = String.join("\n", MalformedDumpsTest.links(),
        MalformedDumpsTest.sw("0000000000000a00", "0001", "03") + " "
            + MalformedDumpsTest.ca("0000000000000e00", "0005", "h1 HCA-2").replace("PN:01", "PN:02")
            + " PHY=4x LOG=ACT",
        MalformedDumpsTest.sw("0000000000000b00", "0002", "03") + " "
            + MalformedDumpsTest.ca("0000000000000f00", "0006", "MT23108 InfiniHost") + " PHY=4x LOG=ACT",
        MalformedDumpsTest.sw("0000000000000b00", "0002", "04") + " "
            + MalformedDumpsTest.ca("0000000000000f00", "0007", "MT23108 InfiniHost").replace("PN:01", "PN:02")
            + " PHY=4x LOG=ACT", "");
    ImportResult r = IbImport.links(new IbImport.Source("s.lst", links), Optional.empty(),
        IbOptions.DEFAULT.withSwitchLids(true));
    List<String> hosts = OtherFormatsTest.statements(Fixtures.pfc(r).orElseThrow()).stream().filter(l -> l.startsWith("host "))
        .map(l -> l.split(" ")[1]).toList();
    assertEquals(List.of("h1", "h2", "h1-hca2", "ca-0006", "ca-0007", "sw-0001-port0", "sw-0002-port0"), hosts);
  }
}

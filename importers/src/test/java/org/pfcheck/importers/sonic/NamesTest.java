package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NamesTest {
  @Test
  void validNamesStayAndOthersBecomeValidAndDistinct() {
    SonicNames names = new SonicNames();
    names.reserve("a_b");
    assertEquals("T0-1", names.of("T0-1"));
    assertEquals("a_b_2", names.of("a/b"));
    assertEquals("a_b_2", names.of("a/b"), "the same text gives the same name");
    assertEquals("routed_", names.of("routed"), "a keyword");
    assertEquals("x_y", names.of("x--y"));
    assertEquals("___", names.of("///"));
    assertTrue(SonicNames.valid("rack3.tor"));
    assertFalse(SonicNames.valid("lag"));
    assertFalse(SonicNames.valid("-a"));
  }

  @Test
  void everyKeywordOfTheLanguageIsRenamedEvenTheLaterOnes() {
    // the SONiC list once stopped at 'bounce': a server named 'buffer' or 'nic' was printed as it is
    SonicNames names = new SonicNames();
    for (String word : List.of("buffer", "nic", "broadcast", "pfc-watchdog", "shared", "headroom", "alpha", "detect",
        "action", "asymmetric", "vlan")) {
      assertEquals(word.replace('-', '_') + "_", names.of(word).replace('-', '_'), word);
    }
  }

  @Test
  void portsSortByTheirNumber() {
    List<String> ports = new ArrayList<>(List.of("Ethernet48", "Ethernet4", "PortChannel0002", "Ethernet100",
        "Ethernet0", "PortChannel0001"));
    ports.sort(SonicNames.NATURAL);
    assertEquals(List.of("Ethernet0", "Ethernet4", "Ethernet48", "Ethernet100", "PortChannel0001", "PortChannel0002"),
        ports);
  }
}

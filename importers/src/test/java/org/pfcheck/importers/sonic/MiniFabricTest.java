package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.Listing;

/** The mini fabric (nested and flat files mixed) imports to the statements its configuration says. */
class MiniFabricTest {
  private static final ImportResult MINI = Imports.of(Imports.MINI);

  private static List<String> statements() {
    return MINI.listing().orElseThrow().lines().stream().map(Listing.Line::text)
        .filter(t -> !t.isEmpty() && !t.startsWith("#")).toList();
  }

  @Test
  void importsWithoutDiagnostics() {
    assertEquals(List.of(), Imports.located(MINI));
    assertEquals("mini", MINI.name());
    assertEquals(3, MINI.files().size());
  }

  @Test
  void topologyFromNeighboursVlansAndInterfaces() {
    List<String> s = statements();
    for (String expected : List.of("switch l0 tier leaf", "switch t0 tier tor subnet 192.168.0.0/24",
        "host s1 at t0 port Ethernet0 ip 192.168.0.2", "host s2 at t1 port Ethernet0 ip 192.168.1.2",
        "link l0:Ethernet0 -- t0:Ethernet4", "link l0:Ethernet4 -- t1:Ethernet4", "vlan 1000 at t0 ports Ethernet0",
        "routed t0 ports Ethernet4", "routed l0 ports Ethernet0, Ethernet4")) {
      assertTrue(s.contains(expected), expected + " is missing from " + s);
    }
    assertTrue(s.stream().noneMatch(t -> t.contains("Ethernet8")), "an unconnected port is in the model: " + s);
  }

  @Test
  void classificationAndPfcFromPortQosMap() {
    List<String> s = statements();
    for (String expected : List.of("lossless 3, 4", "dscp-map AZURE 3 -> 3, 4 -> 4",
        "tc-map AZURE 3 -> 3, 4 -> 4, default 0",
        "classify t0 dscp-map AZURE", "classify t0 port Ethernet0, Ethernet4 dscp-map AZURE tc-map AZURE",
        "classify l0 port Ethernet0, Ethernet4 dscp-map AZURE tc-map AZURE", "pfc t0 priorities 3, 4",
        "routing up-down", "timers arp 30m mac 10m")) {
      assertTrue(s.contains(expected), expected + " is missing from " + s);
    }
    assertEquals(1, s.stream().filter(t -> t.startsWith("dscp-map")).count(), "the three files' AZURE is one map: "
        + s);
  }

  @Test
  void everyStatementButTheAssumedOnesNamesItsConfigurationLine() {
    Listing listing = MINI.listing().orElseThrow();
    for (Listing.Line l : listing.lines()) {
      boolean statement = !l.text().isEmpty() && !l.text().startsWith("#");
      boolean assumed = l.text().startsWith("network") || l.text().startsWith("routing") || l.text()
          .startsWith("timers");
      if (statement && !assumed) {
        assertTrue(!l.from().isEmpty(), "no provenance: " + l.text());
      }
    }
    String text = listing.render(f -> f.substring(f.lastIndexOf('/') + 1));
    assertTrue(text.contains("host s1 at t0 port Ethernet0 ip 192.168.0.2   # t0.json:14 DEVICE_NEIGHBOR|Ethernet0"
        + " name"), text);
    assertTrue(text.contains("routing up-down   # assumed: BGP is not simulated (--routing)"), text);
  }

  @Test
  void aLineOfTheTextMapsBackToTheJsonValue() {
    Listing listing = MINI.listing().orElseThrow();
    List<Listing.Line> lines = listing.lines();
    int host = 0;
    while (!lines.get(host).text().startsWith("host s1")) {
      host++;
    }
    assertEquals("t0.json:14:31", shortName(listing.origin(host + 1).orElseThrow().toString()));
    int flatLink = 0;
    while (!lines.get(flatLink).text().startsWith("link l0:Ethernet0")) {
      flatLink++;
    }
    assertEquals("l0.json:8:43", shortName(listing.origin(flatLink + 1).orElseThrow().toString()));
    assertTrue(listing.origin(1).isEmpty(), "a comment line has no origin");
  }

  private static String shortName(String location) {
    return location.substring(location.lastIndexOf('/') + 1);
  }
}

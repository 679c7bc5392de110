package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.Listing;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.forwarding.Routing;

/**
 * The InfiniBand importer answers in the shape every importer has (docs/architecture.md, "An importer"): an
 * {@link ImportResult} with the files in the order read, the stages read, stitch and emit timed, the summary,
 * the assumptions the header states, and a {@link Listing} whose statements point back at the dump.
 */
class ImportShapeTest {
  @Test
  void theSubnetDumpAndItsTablesAreAnImportResult() {
    ImportResult r = Fixtures.subnet(false);
    assertTrue(r.ok(), r.diagnostics().toString());
    assertEquals("subnet_", r.name(), "the file's base name, a keyword of the language, made legal");
    assertEquals(List.of("subnet.lst", "osm.fdbs"), r.files(), "the link dump, then the tables");
    assertEquals(List.of("read", "stitch", "emit"), List.copyOf(r.millis().keySet()));
    assertTrue(r.millis().values().stream().allMatch(ms -> ms >= 0), r.millis().toString());
    assertEquals(List.of("62 switches, 3 channel-adapter and router ports, 169 links between switches, 62 routing "
        + "tables: 186 routes"), r.summary());
    assertEquals(List.of(), r.assumptions(), "the tables are followed: nothing assumed");
    assertEquals(List.of(), r.skipped());
    Listing listing = r.listing().orElseThrow();
    assertEquals(62 + 3 + 169 + 62 * 3 + 62 + 2, listing.statements(),
        "switches, hosts, links, routes, routed ports, network and lossless");
  }

  @Test
  void everyStatementReadFromTheDumpPointsAtItsLine() {
    Listing listing = Fixtures.subnet(false).listing().orElseThrow();
    String[] text = listing.render(f -> f).split("\n", -1);
    List<String> dump = Fixtures.text("subnet.lst").lines().toList();
    List<String> tables = Fixtures.text("osm.fdbs").lines().toList();
    int pointed = 0;
    for (int n = 1; n <= listing.lines().size(); n++) {
      String line = text[n - 1];
      Optional<SourceSpan> from = listing.origin(n, 1);
      if (line.startsWith("route ")) {
        SourceSpan at = from.orElseThrow(() -> new AssertionError("a route without its table line: " + line));
        assertEquals("osm.fdbs", at.file());
        assertTrue(line.endsWith("# osm.fdbs:" + at.line()), line + " points at " + at);
        assertTrue(tables.get(at.line() - 1).startsWith("0x"), "a table entry: " + tables.get(at.line() - 1));
        pointed++;
      } else if (line.startsWith("switch ") || line.startsWith("host ") || line.startsWith("link ")) {
        SourceSpan at = from.orElseThrow(() -> new AssertionError("no place in the dump: " + line));
        assertEquals("subnet.lst", at.file());
        assertTrue(line.endsWith("subnet.lst:" + at.line()), line + " points at " + at);
        assertTrue(dump.get(at.line() - 1).startsWith("{"), "a link line: " + dump.get(at.line() - 1));
        pointed++;
      } else {
        assertEquals(Optional.empty(), from, "a line of pfcheck's own: " + line);
      }
    }
    assertEquals(62 + 3 + 169 + 62 * 3, pointed);
  }

  @Test
  void aTopologyIsOneFileAndItsHeaderAssumptionsAreTheResultsAssumptions() {
    ImportResult r = IbImport.topology(Fixtures.source("FullGnu.topo"), IbOptions.DEFAULT.withRouting(
        Routing.Mode.UP_DOWN));
    assertEquals(List.of("FullGnu.topo"), r.files());
    assertEquals(List.of("read", "stitch", "emit"), List.copyOf(r.millis().keySet()));
    assertEquals("FullGnu", r.name());
    assertEquals(2, r.assumptions().size(), r.assumptions().toString());
    assertTrue(r.assumptions().get(0).startsWith("chassis GNU1 (Gnu) expanded as ibdm's system definition does: 6"
        + " switch chips"), r.assumptions().get(0));
    assertTrue(r.assumptions().get(1).startsWith("up-down: root switches GNU1_main_U1, GNU1_main_U2 (recognised as"
        + " ibdm does)"), r.assumptions().get(1));
    String header = Fixtures.pfc(r).orElseThrow().lines().takeWhile(l -> l.startsWith("#")).map(l -> l.substring(1))
        .reduce("", String::concat);
    for (String a : r.assumptions()) {
      assertTrue(header.contains(" Assumed: " + a + "."), "the header states " + a + ":\n" + header);
    }
  }

  @Test
  void aRefusedImportHasNoListingButSaysWhatItRead() {
    ImportResult empty = IbImport.topology(new IbImport.Source("e.topo", ""), IbOptions.DEFAULT);
    assertTrue(!empty.ok() && empty.listing().isEmpty());
    assertEquals(List.of("e.topo"), empty.files());
    assertEquals(List.of("read"), List.copyOf(empty.millis().keySet()), "refused in the read stage");
    assertEquals(List.of("e.topo:1:1 PFC451"), MalformedDumpsTest.located(empty));
    ImportResult broken = MalformedDumpsTest.run(MalformedDumpsTest.links(), "0x0001 : 001 : 01 : yes\n");
    assertTrue(broken.listing().isEmpty() && !broken.diagnostics().isEmpty());
    assertEquals(List.of("s.lst", "t.fdbs"), broken.files());
    assertEquals(List.of("read", "stitch"), List.copyOf(broken.millis().keySet()), "nothing emitted after an error");
  }
}

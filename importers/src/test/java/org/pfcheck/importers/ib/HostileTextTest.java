package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Visible;

/**
 * Text an importer copies from its inputs into comments (file names as given, device descriptions as the
 * devices report them) cannot end a comment, so it can add no statement, nor make the printed file read
 * differently from what it says (bidirectional overrides, line separators).
 */
class HostileTextTest {
  @Test
  void aFileNameWithLineBreaksAddsNoStatement() {
    String hostile = "dump\nlossless 3\rlink sw-0001 -- sw-0002 #.lst";
    String withIt = import_(hostile, MalformedDumpsTest.links());
    String plain = import_("dump.lst", MalformedDumpsTest.links());
    assertEquals(OtherFormatsTest.statements(plain), OtherFormatsTest.statements(withIt), withIt);
    assertEveryLineVisible(withIt);
  }

  @Test
  void deviceDescriptionsAreShownNotApplied() {
    String links = MalformedDumpsTest.links().replace("{h2 HCA-1}", "{h2 HCA-1 \u202eevil\u2066 \u001b[31m}")
        .replace("{MT43132 Mellanox Technologies} LID:0002", "{sw\u2028switch x\u2029two\u200b} LID:0002");
    String pfc = import_("s.lst", links);
    assertTrue(pfc.contains("\"h2 HCA-1 \ufffdevil\ufffd \u241b[31m\""), pfc);
    assertTrue(pfc.contains("\"sw\ufffdswitch x\ufffdtwo\ufffd\""), pfc);
    assertEveryLineVisible(pfc);
    assertEquals(OtherFormatsTest.statements(import_("s.lst", MalformedDumpsTest.links())),
        OtherFormatsTest.statements(pfc));
  }

  private static String import_(String name, String links) {
    ImportResult r = IbImport.links(new IbImport.Source(name, links),
        Optional.of(new IbImport.Source(name + ".fdbs", MalformedDumpsTest.tables())), IbOptions.DEFAULT);
    assertEquals(List.of(), r.diagnostics());
    return Fixtures.pfc(r).orElseThrow();
  }

  private static void assertEveryLineVisible(String pfc) {
    for (String line : pfc.split("\n", -1)) {
      assertEquals(Visible.text(line), line, "a line with hidden or control characters");
    }
  }
}

package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.forwarding.Routing;

/**
 * Damaged dumps never break the importer: whatever is cut, changed or added, it answers with located
 * diagnostics (each inside the file it names), or with text that reads back without an error.
 */
class DamagedDumpsProperties {
  /** One damage: at a character position of one of the two files, delete, replace or insert text. */
  record Damage(boolean tables, int at, int kind, String text) {
    String apply(String s) {
      int p = Math.floorMod(at, s.length() + 1);
      return switch (kind) {
        case 0 -> s.substring(0, p) + s.substring(Math.min(s.length(), p + text.length()));
        case 1 -> s.substring(0, p) + text + s.substring(Math.min(s.length(), p + text.length()));
        default -> s.substring(0, p) + text + s.substring(p);
      };
    }
  }

  @Provide
  Arbitrary<List<Damage>> damages() {
    Arbitrary<String> text = Arbitraries.oneOf(Arbitraries.strings().withChars("0123456789abcdefABCDEF:{}xX -\n")
        .ofMinLength(1).ofMaxLength(6), Arbitraries.of("{", "}", "\n", " ", "LID:", "PN:", "0x0002 : 001", "UNREACHABLE",
        "dump_ucast_routes: Switch 0x0000000000000a00", "LOG=DWN", "CA", "Rt", "host", "HCA-1"));
    return Combinators.combine(Arbitraries.of(false, true), Arbitraries.integers().between(0, 2000),
        Arbitraries.integers().between(0, 2), text).as(Damage::new).list().ofMinSize(1).ofMaxSize(4);
  }

  @Property
  void theImporterAnswersWithLocatedDiagnosticsOrValidText(@ForAll("damages") List<Damage> damages,
      @ForAll boolean ibnetdiscover) {
    String links = ibnetdiscover ? OtherFormatsTest.NETDISCOVER : MalformedDumpsTest.links();
    String tables = MalformedDumpsTest.tables();
    for (Damage d : damages) {
      if (d.tables()) {
        tables = d.apply(tables);
      } else {
        links = d.apply(links);
      }
    }
    ImportResult r = IbImport.links(new IbImport.Source("s.lst", links), Optional.of(new IbImport.Source("t.fdbs",
        tables)), IbOptions.DEFAULT.withSwitchLids(damages.size() % 2 == 0));
    for (Diagnostic d : r.diagnostics()) {
      assertTrue(d.span().isPresent(), d::toString);
      String file = d.span().get().file();
      long lines = (file.equals("s.lst") ? links : tables).lines().count();
      assertTrue(d.span().get().line() <= Math.max(1, lines), d + " is past the end of " + file);
    }
    boolean errors = r.diagnostics().stream().anyMatch(Diagnostic::isError);
    assertEquals(errors, Fixtures.pfc(r).isEmpty(), "text exactly when there is no error");
    Fixtures.pfc(r).ifPresent(text -> {
      var read = PfcReader.read("x.pfc", text);
      assertEquals(List.of(), read.diagnostics().stream().filter(Diagnostic::isError).toList(), text);
      assertEquals(List.of(), NetworkValidator.validate(read.network().orElseThrow()).stream()
          .filter(Diagnostic::isError).toList(), text);
    });
    Statistics.label("outcome").collect(errors ? "rejected" : "imported");
  }

  @Property
  void aDamagedTopologyFileToo(@ForAll("damages") List<Damage> damages) {
    String topo = Fixtures.text("credit-loops.topo");
    for (Damage d : damages) {
      topo = d.apply(topo.replace("MTS400", d.tables() ? "MTS400" : "Cougar"));
    }
    ImportResult r = IbImport.topology(new IbImport.Source("f.topo", topo), IbOptions.DEFAULT.withRouting(
        damages.size() % 2 == 0 ? Routing.Mode.UP_DOWN : Routing.Mode.SHORTEST_PATH));
    long lines = topo.lines().count();
    for (Diagnostic d : r.diagnostics()) {
      assertTrue(d.span().isEmpty() || d.span().get().line() <= Math.max(1, lines), d::toString);
    }
    assertEquals(r.diagnostics().stream().anyMatch(Diagnostic::isError), Fixtures.pfc(r).isEmpty());
    Fixtures.pfc(r).ifPresent(text -> assertEquals(List.of(), PfcReader.read("x.pfc", text).diagnostics().stream()
        .filter(Diagnostic::isError).toList(), text));
  }
}

package org.pfcheck.importers.ib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/** The InfiniBand fixtures of src/test/resources/ib (ibutils; see its README), imported and read back. */
final class Fixtures {
  private Fixtures() {}

  /** The text of fixture {@code name}. */
  static String text(String name) {
    try (InputStream in = Fixtures.class.getResourceAsStream("/ib/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("no fixture " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static IbImport.Source source(String name) {
    return new IbImport.Source(name, text(name));
  }

  /** subnet.lst with osm.fdbs; switch LIDs as destinations when {@code allLids}. */
  static ImportResult subnet(boolean allLids) {
    return IbImport.links(source("subnet.lst"), Optional.of(source("osm.fdbs")),
        IbOptions.DEFAULT.withSwitchLids(allLids));
  }

  /** The printed text of {@code r}, as {@code pfcheck import ib} writes it; empty when the import failed. */
  static Optional<String> pfc(ImportResult r) {
    return r.listing().map(l -> l.render(f -> f));
  }

  /** The network the printed text of {@code r} reads as, after checking it has no error at all. */
  static Network network(ImportResult r) {
    List<Diagnostic> errors = r.diagnostics().stream().filter(Diagnostic::isError).toList();
    assertEquals(List.of(), errors, "the import failed");
    String text = pfc(r).orElseThrow();
    ParseResult parsed = PfcReader.read("imported.pfc", text);
    assertEquals(List.of(), parsed.diagnostics(), "the printed .pfc does not read cleanly");
    Network n = parsed.network().orElseThrow();
    List<Diagnostic> invalid = NetworkValidator.validate(n).stream().filter(Diagnostic::isError).toList();
    assertTrue(invalid.isEmpty(), "the printed .pfc is not valid: " + invalid);
    return n;
  }
}

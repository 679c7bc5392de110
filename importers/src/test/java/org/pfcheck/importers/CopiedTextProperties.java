package org.pfcheck.importers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.SourceSpan;

/**
 * Whatever text an importer copies into an imported file's comments (file names, configuration keys and
 * values, notes), the file holds exactly the statements the importer made, one per line: no character
 * of the copied text ends a comment.
 */
public class CopiedTextProperties {
  @Property
  void copiedTextAddsNoStatement(@ForAll("hostile") String file, @ForAll("hostile") String what,
      @ForAll("hostile") String note, @ForAll("hostile") String comment) {
    Provenance from = new Provenance(SourceSpan.at(file, 3, 1), what);
    Listing listing = new Listing(List.of(Listing.Line.comment(comment), new Listing.Line("lossless 3",
        List.of(from), 0, note), new Listing.Line("", List.of(from), 0, note), Listing.Line.of("switch a tier tor",
        List.of(from))));
    String text = listing.render(UnaryOperator.identity());
    assertEquals(listing.lines().size(), text.split("\n", -1).length - 1, text);
    assertEquals(List.of("2:lossless 3", "4:switch a tier tor"), statements(text), text);
  }

  /** Each statement of {@code text} as the {@code .pfc} reader finds it: {@code LINE:TEXT}, its comment cut. */
  public static List<String> statements(String text) {
    List<String> lines = List.of(text.split("\n", -1));
    return PfcReader.statements("f.pfc", text).stream().map(s -> s.line() + ":"
        + lines.get(s.line() - 1).replaceAll("\\s*#.*", "")).toList();
  }

  /** Any text, rich in line ends of every kind, comment starts and statements to inject. */
  @Provide
  static Arbitrary<String> hostile() {
    Arbitrary<String> pieces = Arbitraries.oneOf(Arbitraries.of("\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029",
        "\u000b", "\f", "#", "//", "default on-mac-miss drop-lossless", "switch x tier tor", " ", "\t", "\u001b[2K",
        "\u202e"), Arbitraries.strings().all().ofMaxLength(6));
    return pieces.list().ofMaxSize(8).map(l -> String.join("", l));
  }
}

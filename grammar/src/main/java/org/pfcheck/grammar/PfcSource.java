package org.pfcheck.grammar;

import java.util.Objects;
import java.util.function.UnaryOperator;
import org.pfcheck.model.SourceSpan;

/**
 * One text to read as part of a network, and where its positions really are. Text that a tool wrote
 * from other sources (an importer's {@code .pfc} from switch configurations) maps each of its spans to
 * the place the statement came from, so that every diagnostic and every model element points there.
 * Immutable.
 *
 * @param file the file name its positions carry (before mapping)
 * @param text the text
 * @param origins maps a span of the text to the span reported for it; the identity for a file the user wrote
 */
public record PfcSource(String file, String text, UnaryOperator<SourceSpan> origins) {
  public PfcSource {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(origins, "origins");
  }

  /** A text whose positions are its own. */
  public static PfcSource of(String file, String text) {
    return new PfcSource(file, text, UnaryOperator.identity());
  }
}

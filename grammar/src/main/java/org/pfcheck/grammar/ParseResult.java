package org.pfcheck.grammar;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * What reading a file gives: the network, unless there were errors, and every diagnostic in source
 * order. Immutable.
 *
 * <p>With errors, {@code partial} still holds the network built from the statements that had none, so
 * that later checks can report their own problems in the same run ("all errors at once"). Such checks
 * should stay quiet about the names in {@code namesOnErrorLines}: a statement with an error may have
 * been meant to declare them, and reporting them as unknown would only be a cascade.
 *
 * @param network the network; present when no diagnostic is an error (warnings allowed)
 * @param diagnostics all problems found, errors and warnings, sorted by position
 * @param partial the network without the statements that had errors; absent when the file was unreadable
 * @param namesOnErrorLines every name-like word on a line that has an error
 */
public record ParseResult(Optional<Network> network, List<Diagnostic> diagnostics, Optional<Network> partial,
    Set<String> namesOnErrorLines) {
  private static final java.util.regex.Pattern QUOTED = java.util.regex.Pattern.compile("'([^']*)'");

  public ParseResult {
    Objects.requireNonNull(network, "network");
    diagnostics = List.copyOf(diagnostics);
    Objects.requireNonNull(partial, "partial");
    namesOnErrorLines = Set.copyOf(namesOnErrorLines);
  }

  /** Whether the network is present and no diagnostic is an error. */
  public boolean ok() {
    return network.isPresent() && diagnostics.stream().noneMatch(Diagnostic::isError);
  }

  /**
   * Whether {@code text} (a later check's message) mentions a name written on a line with an error:
   * such a finding may be a cascade of that error. A message that quotes names ("names switch 'L9',
   * which is not declared") is about those; its other names are context ("switch B has tier 'foo'"
   * is no cascade of an error on a line that names B), so only the quoted ones count.
   */
  public boolean mentionsNameOnErrorLine(String text) {
    List<String> quoted = quoted(text);
    return (quoted.isEmpty() ? words(text) : quoted).stream().anyMatch(namesOnErrorLines::contains);
  }

  /** The name-like words inside the single quotes of {@code text}. */
  static List<String> quoted(String text) {
    List<String> out = new java.util.ArrayList<>();
    java.util.regex.Matcher m = QUOTED.matcher(text);
    while (m.find()) {
      out.addAll(words(m.group(1)));
    }
    return out;
  }

  /** The name-like words of {@code text}: runs of name characters, without a sentence's final dot. */
  public static List<String> words(String text) {
    List<String> out = new java.util.ArrayList<>();
    for (String w : text.split("[^A-Za-z0-9_.#-]+")) {
      String word = w.endsWith(".") ? w.substring(0, w.length() - 1) : w;
      if (!word.isEmpty()) {
        out.add(word);
      }
    }
    return out;
  }

  /** The error diagnostics only. */
  public List<Diagnostic> errors() {
    return diagnostics.stream().filter(Diagnostic::isError).toList();
  }
}

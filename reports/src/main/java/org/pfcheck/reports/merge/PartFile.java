package org.pfcheck.reports.merge;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.JsonWords;

/**
 * A part's JSON report as read by {@code pfcheck merge}: its tree, and where its values start (by JSON
 * pointer, down to {@value #DEPTH} levels: all that merge reads) so that every problem is reported at
 * the value it concerns. Duplicate keys are refused: which of two values a reader takes is not a
 * question a merge should answer. Immutable by contract.
 *
 * @param name the file's name, as given
 * @param tree the report
 * @param starts where each value starts: pointer to {line, column}
 */
record PartFile(String name, JsonNode tree, Map<String, int[]> starts) {
  static final int DEPTH = 4;
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  /** Reads {@code text}, the contents of file {@code name}: the part, or why it is not well-formed JSON. */
  static Read read(String name, String text) {
    if (text.startsWith("\uFEFF")) { // pfcheck writes none: an editor saved the part
      return new Read(Optional.empty(), Optional.of(Diagnostic.of(Code.PFC305, SourceSpan.at(name, 1, 1), name
          + " starts with a byte-order mark (U+FEFF), which pfcheck never writes: the part was saved by an editor",
          "a part is the unedited output of pfcheck check --shard I/N --format json; sweep the part again")));
    }
    Map<String, int[]> starts = new HashMap<>();
    try (JsonParser p = MAPPER.getFactory().createParser(text)) {
      long end = -1;
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t != JsonToken.FIELD_NAME && !t.isStructEnd()) {
          String pointer = p.getParsingContext().pathAsPointer().toString();
          if (pointer.chars().filter(c -> c == '/').count() <= DEPTH) {
            JsonLocation at = p.currentTokenLocation();
            starts.putIfAbsent(pointer, new int[] {Math.max(1, at.getLineNr()), Math.max(1, at.getColumnNr())});
          }
        }
        if (p.getParsingContext().inRoot()) { // the report's one value is read: nothing may follow it
          end = p.currentLocation().getCharOffset();
          break;
        }
      }
      Optional<Diagnostic> trailing = end < 0 ? Optional.empty() : trailing(name, text, (int) end);
      if (trailing.isPresent()) {
        return new Read(Optional.empty(), trailing);
      }
      JsonNode tree = MAPPER.readTree(text);
      return new Read(Optional.of(new PartFile(name, tree, Map.copyOf(starts))), Optional.empty());
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      SourceSpan span = at == null ? SourceSpan.at(name, 1, 1)
          : SourceSpan.at(name, Math.max(1, at.getLineNr()), Math.max(1, at.getColumnNr()));
      return new Read(Optional.empty(), Optional.of(Diagnostic.of(Code.PFC305, span, name + " is not well-formed"
          + " JSON: " + JsonWords.of(e.getOriginalMessage()), "a part is the unedited output of pfcheck check"
          + " --shard I/N --format json; sweep the part again")));
    } catch (IOException e) {
      throw new IllegalStateException("reading a string cannot fail", e);
    }
  }

  /**
   * Why {@code text}, whose JSON value ends at {@code end}, is not one report: something other than JSON
   * white space follows it (two reports run together by {@code cat}, a stray byte), or empty.
   */
  private static Optional<Diagnostic> trailing(String name, String text, int end) {
    int k = end;
    while (k < text.length() && " \t\r\n".indexOf(text.charAt(k)) >= 0) {
      k++;
    }
    if (k >= text.length()) {
      return Optional.empty();
    }
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < k; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return Optional.of(Diagnostic.of(Code.PFC305, SourceSpan.at(name, line, k - lineStart + 1), name + " holds more"
        + " than one JSON value: something follows the report's closing '}'", "a part is the unedited output of"
        + " pfcheck check --shard I/N --format json, one report per file; sweep the part again"));
  }

  /** Where the value at {@code pointer} starts, or its nearest enclosing value that is there. */
  SourceSpan at(String pointer) {
    String p = pointer;
    while (!starts.containsKey(p) && !p.isEmpty()) {
      p = p.substring(0, p.lastIndexOf('/'));
    }
    int[] lc = starts.getOrDefault(p, new int[] {1, 1});
    return SourceSpan.at(name, lc[0], lc[1]);
  }

  /** The value at {@code pointer} (a missing node when absent). */
  JsonNode get(String pointer) {
    return tree.at(pointer);
  }

  /**
   * A part read, or the diagnostic that says why it could not be. Immutable.
   *
   * @param part the part
   * @param problem why there is none
   */
  record Read(Optional<PartFile> part, Optional<Diagnostic> problem) {
  }
}

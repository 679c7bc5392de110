package org.pfcheck.grammar.yaml;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.grammar.yaml.YamlNode.Kind;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.reader.ReaderException;

/**
 * YAML text to a {@link YamlNode} tree with positions, through Jackson's streaming YAML parser (over
 * SnakeYAML's event parser: nothing is ever constructed from a tag). Hostile input ends in a located
 * diagnostic, fast: anchors, aliases and tags are refused (PFC021), so no alias is ever expanded; lines,
 * values, the document and nesting are bounded (PFC022); repeated keys are reported, all of them, with
 * where the key was first written (PFC026); malformed YAML is PFC020 at SnakeYAML's problem mark.
 * Stateless; the factory is shared and thread-safe.
 */
public final class YamlTree {
  /**
   * The longest line. SnakeYAML copies its read-ahead window for every 1,024 characters it looks ahead
   * within a line, so a line of n characters costs n²/1024: 4 ms at this bound, 40 s at 8 million.
   */
  public static final int MAX_LINE = 65_536;
  /** The longest document, in characters (a fat-tree of k = 64 is about 10 million). */
  static final int MAX_CHARS = 64 << 20;
  /** The deepest nesting of lists and mappings; the form itself needs 5. */
  static final int MAX_DEPTH = 32;
  /** The longest value: names, addresses and durations are short. */
  static final int MAX_SCALAR = 4096;

  private static final YAMLFactory FACTORY = factory();

  private final String file;
  private final List<String> lines;
  private final Diagnostics diagnostics;
  private JsonParser parser;

  /** Ends the parse at a limit or a YAML error, after its diagnostic has been reported. */
  private static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stop() {
      super(null, null, false, false);
    }
  }

  private YamlTree(String file, List<String> lines, Diagnostics diagnostics) {
    this.file = file;
    this.lines = lines;
    this.diagnostics = diagnostics;
  }

  private static YAMLFactory factory() {
    LoaderOptions options = new LoaderOptions();
    options.setCodePointLimit(MAX_CHARS + 1);
    options.setMaxAliasesForCollections(0);
    options.setNestingDepthLimit(MAX_DEPTH);
    options.setAllowDuplicateKeys(false);
    options.setAllowRecursiveKeys(false);
    options.setProcessComments(false);
    // Repeated keys are found here, all of them and with the first one's line; Jackson's own check
    // (STRICT_DUPLICATE_DETECTION) would stop at the first.
    return YAMLFactory.builder().loaderOptions(options).streamReadConstraints(StreamReadConstraints.builder()
        .maxNestingDepth(MAX_DEPTH + 1).maxStringLength(MAX_CHARS + 1).maxNumberLength(MAX_SCALAR).build())
        .disable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
  }

  /**
   * The document's root value; empty for a document without one (only comments, or nothing) or when
   * reading stopped at an error, which is then reported.
   */
  static Optional<YamlNode> parse(String file, String text, Diagnostics diagnostics) {
    List<String> lines = text.lines().toList();
    if (!withinLimits(file, text, lines, diagnostics)) {
      return Optional.empty();
    }
    YamlTree tree = new YamlTree(file, lines, diagnostics);
    try (JsonParser p = FACTORY.createParser(text)) {
      tree.parser = p;
      return tree.document();
    } catch (Stop e) {
      return Optional.empty();
    } catch (IOException | RuntimeException e) {
      tree.malformed(e);
      return Optional.empty();
    }
  }

  private static boolean withinLimits(String file, String text, List<String> lines, Diagnostics diagnostics) {
    if (text.length() > MAX_CHARS) {
      diagnostics.report(Code.PFC022, SourceSpan.at(file, 1, 1), file + " has " + text.length()
          + " characters; a YAML fabric has at most " + MAX_CHARS, "describe very large fabrics with fabric templates"
          + " (fabrics:) or in the .pfc language");
      return false;
    }
    boolean ok = true;
    for (int k = 0; k < lines.size(); k++) {
      if (lines.get(k).length() > MAX_LINE) {
        ok = false;
        diagnostics.report(Code.PFC022, SourceSpan.at(file, k + 1, MAX_LINE + 1), "line " + (k + 1) + " has "
            + lines.get(k).length() + " characters; YAML lines have at most " + MAX_LINE, "write long lists one item"
            + " per line (block style: '- item'), not all on one line");
      }
    }
    return ok;
  }

  private Optional<YamlNode> document() throws IOException {
    JsonToken t = parser.nextToken();
    if (t == null) {
      return Optional.empty();
    }
    YamlNode root = value(t, 1, null);
    if (parser.nextToken() != null) {
      diagnostics.report(Code.PFC021, start(), "a second YAML document starts here; a fabric is one document",
          "remove the '---' line and merge the documents, or check one file per fabric");
    }
    return Optional.of(root);
  }

  /** The value that starts with token {@code t}; {@code parent}: the anchor and tag of the enclosing mapping. */
  private YamlNode value(JsonToken t, int depth, String parent) throws IOException {
    String marks = refuseMarks(parent);
    if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
      if (depth > MAX_DEPTH) {
        diagnostics.report(Code.PFC022, start(), "lists and mappings are nested more than " + MAX_DEPTH + " deep here",
            "the YAML form nests at most 5 levels (docs/yaml.md)");
        throw new Stop();
      }
      return t == JsonToken.START_OBJECT ? mapping(depth, marks) : seq(depth);
    }
    return scalar(t);
  }

  private YamlNode.Mapping mapping(int depth, String marks) throws IOException {
    SourceSpan start = start();
    List<YamlNode.Entry> entries = new ArrayList<>();
    Map<String, SourceSpan> seen = new HashMap<>();
    SourceSpan last = start;
    for (JsonToken t = parser.nextToken(); t != JsonToken.END_OBJECT; t = parser.nextToken()) {
      refuseMarks(marks);
      YamlNode.Scalar key = scalar(Kind.STRING, parser.currentName());
      YamlNode value = value(parser.nextToken(), depth + 1, null);
      SourceSpan first = seen.putIfAbsent(key.text(), key.span());
      if (first != null) {
        diagnostics.report(Code.PFC026, key.span(), "key '" + key.text() + "' is written twice in this mapping (first"
            + (first.line() == key.span().line() ? " earlier on this line" : " on line " + first.line()) + ")",
            "keep one of them: YAML keys are unique, and pfcheck does not guess which one you meant");
      } else {
        entries.add(new YamlNode.Entry(key, value));
      }
      last = value.span();
    }
    return new YamlNode.Mapping(entries, collection(start, last, '}'));
  }

  private YamlNode.Seq seq(int depth) throws IOException {
    SourceSpan start = start();
    List<YamlNode> items = new ArrayList<>();
    SourceSpan last = start;
    for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
      YamlNode item = value(t, depth + 1, null);
      items.add(item);
      last = item.span();
    }
    return new YamlNode.Seq(items, collection(start, last, ']'));
  }

  /**
   * From the collection's start to its closing bracket when written in flow style ({@code [a, b]}), else
   * to the end of its last item (a block collection ends where the next token starts).
   */
  private SourceSpan collection(SourceSpan start, SourceSpan last, char close) {
    JsonLocation end = parser.currentTokenLocation();
    int line = end.getLineNr();
    int column = end.getColumnNr();
    if (line >= 1 && line <= lines.size() && column >= 1 && column <= lines.get(line - 1).length()
        && lines.get(line - 1).charAt(column - 1) == close) {
      return new SourceSpan(file, start.line(), start.column(), line, column + 1);
    }
    return new SourceSpan(file, start.line(), start.column(), last.endLine(), last.endColumn());
  }

  private YamlNode.Scalar scalar(JsonToken t) throws IOException {
    if (parser instanceof com.fasterxml.jackson.dataformat.yaml.YAMLParser y && y.isCurrentAlias()) {
      diagnostics.report(Code.PFC021, start(), "alias '*" + parser.getText() + "' is not supported",
          "write the value out: the YAML form has no anchors or aliases");
      return new YamlNode.Scalar("", Kind.REFUSED, start(), 0);
    }
    Kind kind = switch (t) {
      case VALUE_STRING -> Kind.STRING;
      case VALUE_NUMBER_INT -> Kind.INT;
      case VALUE_NUMBER_FLOAT -> Kind.FLOAT;
      case VALUE_TRUE, VALUE_FALSE -> Kind.BOOL;
      default -> Kind.NULL;
    };
    return scalar(kind, parser.getText());
  }

  private YamlNode.Scalar scalar(Kind kind, String raw) throws IOException {
    SourceSpan span = span();
    String text = raw == null ? "" : raw;
    if (text.length() > MAX_SCALAR) {
      diagnostics.report(Code.PFC022, span, "a value of " + text.length() + " characters; values have at most "
          + MAX_SCALAR, "names, numbers and addresses are short: is a quote or bracket missing before this?");
      return new YamlNode.Scalar("", Kind.REFUSED, span, 0);
    }
    boolean nothing = kind == Kind.STRING && text.isEmpty() && span.endLine() == span.line()
        && span.endColumn() == span.column();
    return new YamlNode.Scalar(text, nothing ? Kind.NULL : kind, span, textColumn(span, text));
  }

  /** Where {@code text} starts in the source when it stands there verbatim on one line (plain or quoted), else 0. */
  private int textColumn(SourceSpan span, String text) {
    if (span.line() != span.endLine() || span.line() > lines.size()) {
      return 0;
    }
    String line = lines.get(span.line() - 1);
    int from = span.column() - 1;
    int to = span.endColumn() - 1;
    if (from < 0 || to > line.length() || from > to) {
      return 0;
    }
    String written = line.substring(from, to);
    if (written.equals(text)) {
      return span.column();
    }
    boolean quoted = written.length() == text.length() + 2 && (written.charAt(0) == '"' || written.charAt(0) == '\'')
        && written.charAt(written.length() - 1) == written.charAt(0);
    return quoted && written.regionMatches(1, text, 0, text.length()) ? span.column() + 1 : 0;
  }

  /**
   * Reports an anchor or a tag on the current token (an alias is reported as a value). {@code parent}
   * is what was reported for the enclosing mapping: Jackson shows a mapping's tag on its keys too.
   */
  private String refuseMarks(String parent) throws IOException {
    Object id = parser.getObjectId();
    Object type = parser.getTypeId();
    String anchor = id == null ? null : "&" + id;
    String tag = type == null ? null : String.valueOf(type).startsWith("tag:yaml.org,2002:")
        ? "!!" + String.valueOf(type).substring("tag:yaml.org,2002:".length()) : "!" + type;
    String marks = anchor + " " + tag;
    if (marks.equals(parent)) {
      return marks;
    }
    if (anchor != null) {
      diagnostics.report(Code.PFC021, start(), "anchor '" + anchor + "' is not supported", "write the values out: the"
          + " YAML form has no anchors or aliases (repeated settings: defaults:, name ranges S0..S3, templates)");
    }
    if (tag != null) {
      diagnostics.report(Code.PFC021, start(), "tag '" + tag + "' is not supported", "remove it: values of the YAML"
          + " form are plain strings, numbers, booleans, lists and mappings");
    }
    return marks;
  }

  /**
   * Where the first character is that YAML does not allow (SnakeYAML's reader says which, not where:
   * its position counts from its buffer).
   */
  private SourceSpan unprintable() {
    for (int k = 0; k < lines.size(); k++) {
      String line = lines.get(k);
      int column = 1;
      for (int i = 0; i < line.length(); i += Character.charCount(line.codePointAt(i)), column++) {
        if (!org.yaml.snakeyaml.reader.StreamReader.isPrintable(line.codePointAt(i))) {
          return SourceSpan.at(file, k + 1, column);
        }
      }
    }
    return SourceSpan.at(file, 1, 1);
  }

  private SourceSpan start() {
    return point(parser.currentTokenLocation());
  }

  private SourceSpan span() {
    SourceSpan start = start();
    JsonLocation end = parser.currentLocation();
    if (end.getLineNr() < start.line() || (end.getLineNr() == start.line() && end.getColumnNr() < start.column())) {
      return start;
    }
    return new SourceSpan(file, start.line(), start.column(), end.getLineNr(), end.getColumnNr());
  }

  private SourceSpan point(JsonLocation at) {
    return SourceSpan.at(file, Math.max(1, at.getLineNr()), Math.max(1, at.getColumnNr()));
  }

  /** Reports a YAML error at SnakeYAML's problem mark, or where Jackson stopped. */
  private void malformed(Exception e) {
    for (Throwable c = e; c != null; c = c.getCause()) {
      if (c instanceof ReaderException r) {
        diagnostics.report(Code.PFC020, unprintable(), String.format("malformed YAML: character U+%04X is not"
            + " allowed in YAML", r.getCodePoint()), "remove it, or write it as an escape in a double-quoted string");
        return;
      }
      if (c instanceof MarkedYAMLException m && m.getProblemMark() != null) {
        Mark mark = m.getProblemMark();
        String context = m.getContext() == null ? "" : m.getContext() + ": ";
        diagnostics.report(Code.PFC020, SourceSpan.at(file, mark.getLine() + 1, mark.getColumn() + 1),
            "malformed YAML: " + YamlWords.of(context + m.getProblem()), "check the indentation, colons, quotes and brackets here"
                + " and on the line before");
        return;
      }
    }
    String message = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
    JsonLocation at = e instanceof JsonProcessingException j && j.getLocation() != null ? j.getLocation()
        : parser == null ? JsonLocation.NA : parser.currentLocation();
    boolean limit = e instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException;
    diagnostics.report(limit ? Code.PFC022 : Code.PFC020, point(at), (limit ? "" : "malformed YAML: ")
        + (message == null ? "the YAML is not well-formed here" : YamlWords.of(message)),
        "check the YAML here and on the line before");
  }
}

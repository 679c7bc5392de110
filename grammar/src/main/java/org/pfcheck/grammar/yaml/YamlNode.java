package org.pfcheck.grammar.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;

/**
 * A value of the YAML form: a scalar, a list or a mapping, with where it was written. Values made to
 * be written ({@link YamlWriter}) have no position: their {@code span} is null. Immutable.
 */
sealed interface YamlNode permits YamlNode.Scalar, YamlNode.Seq, YamlNode.Mapping {
  /** Where the value was written; null for a value made to be written. */
  SourceSpan span();

  /** The value in words, for messages: "a list", "the string 'x'", "nothing". */
  String describe();

  /**
   * How YAML resolved a scalar (YAML 1.1, as SnakeYAML and Jackson do: {@code yes} and {@code off} are
   * booleans); {@code REFUSED} stands for a value already reported (an alias, a value over the limit),
   * about which nothing more is said.
   */
  enum Kind { STRING, INT, FLOAT, BOOL, NULL, REFUSED }

  /**
   * A scalar. {@code textColumn} is the column where {@code text} starts when it stands verbatim on one
   * line of the source (plain, or quoted without escapes), so that a part of it can be pointed at; else 0.
   * A key written without a value ({@code ip:}) is a NULL scalar with empty text.
   */
  record Scalar(String text, Kind kind, SourceSpan span, int textColumn) implements YamlNode {
    public Scalar {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(kind, "kind");
    }

    /** A string to be written. */
    static Scalar string(String text) {
      return new Scalar(text, Kind.STRING, null, 0);
    }

    /** A number to be written, as its decimal text. */
    static Scalar number(String digits) {
      return new Scalar(digits, Kind.INT, null, 0);
    }

    /** A boolean to be written. */
    static Scalar bool(boolean value) {
      return new Scalar(String.valueOf(value), Kind.BOOL, null, 0);
    }

    /**
     * The span of {@code text.substring(from, to)}: exact when the text stands verbatim in the source,
     * else the whole scalar's.
     */
    SourceSpan part(int from, int to) {
      if (textColumn == 0 || span == null) {
        return span;
      }
      return new SourceSpan(span.file(), span.line(), textColumn + from, span.line(), textColumn + to);
    }

    @Override
    public String describe() {
      return switch (kind) {
        case NULL -> text.isEmpty() ? "nothing" : "null";
        case STRING -> "the string '" + text + "'";
        case INT, FLOAT -> "the number " + text;
        case BOOL -> "the boolean " + text;
        case REFUSED -> "a refused value";
      };
    }
  }

  /** A list. */
  record Seq(List<YamlNode> items, SourceSpan span) implements YamlNode {
    public Seq {
      items = List.copyOf(items);
    }

    static Seq of(List<? extends YamlNode> items) {
      return new Seq(List.copyOf(items), null);
    }

    @Override
    public String describe() {
      return items.isEmpty() ? "an empty list" : "a list";
    }
  }

  /** One key and its value. */
  record Entry(Scalar key, YamlNode value) {
    public Entry {
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(value, "value");
    }
  }

  /** A mapping; its keys are distinct (the parser reports and leaves out repeated ones). */
  record Mapping(List<Entry> entries, SourceSpan span) implements YamlNode {
    public Mapping {
      entries = List.copyOf(entries);
    }

    /** The value of {@code key}, when present. */
    Optional<YamlNode> get(String key) {
      for (Entry e : entries) {
        if (e.key().text().equals(key)) {
          return Optional.of(e.value());
        }
      }
      return Optional.empty();
    }

    @Override
    public String describe() {
      return entries.isEmpty() ? "an empty mapping" : "a mapping";
    }

    /** A mapping to be written, built key by key in order. */
    static Builder builder() {
      return new Builder();
    }
  }

  /** Builds a {@link Mapping} to be written. Not thread-safe. */
  final class Builder {
    private final List<Entry> entries = new ArrayList<>();

    private Builder() {
    }

    Builder put(String key, YamlNode value) {
      entries.add(new Entry(Scalar.string(key), value));
      return this;
    }

    Builder put(String key, String text) {
      return put(key, Scalar.string(text));
    }

    boolean isEmpty() {
      return entries.isEmpty();
    }

    Mapping build() {
      return new Mapping(entries, null);
    }
  }
}

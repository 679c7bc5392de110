package org.pfcheck.importers.json;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;

/**
 * A JSON value with the place it was written: every object key, string, number and bracket keeps its
 * {@code file:line:col}, so that whatever is derived from it can say where it came from. Immutable.
 */
public sealed interface JsonValue {
  /** Where the value was written (for an object or array: from its opening to its closing bracket). */
  SourceSpan span();

  /** What the value is, in words for messages ("an object", "a string"). */
  String kind();

  /**
   * An object; members in the order written. A key written twice keeps its last value, as Python's
   * {@code json} module (which SONiC uses) does; the reader warns about the repeat.
   *
   * @param members key to member, in the order first written
   * @param span from the opening to the closing brace
   */
  record JObject(Map<String, Member> members, SourceSpan span) implements JsonValue {
    public JObject {
      members = Collections.unmodifiableMap(new LinkedHashMap<>(members));
      Objects.requireNonNull(span, "span");
    }

    /** The member named {@code key}, if written. */
    public Optional<Member> get(String key) {
      return Optional.ofNullable(members.get(key));
    }

    @Override
    public String kind() {
      return "an object";
    }
  }

  /**
   * One {@code "key": value} of an object.
   *
   * @param key the key, unescaped
   * @param keySpan where the key was written, its quotes included
   * @param value the value
   */
  record Member(String key, SourceSpan keySpan, JsonValue value) {
    public Member {
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(keySpan, "keySpan");
      Objects.requireNonNull(value, "value");
    }
  }

  /** An array, items in order. */
  record JArray(List<JsonValue> items, SourceSpan span) implements JsonValue {
    public JArray {
      items = List.copyOf(items);
      Objects.requireNonNull(span, "span");
    }

    @Override
    public String kind() {
      return "an array";
    }
  }

  /**
   * A string, number, boolean or null.
   *
   * @param text the string's content, or the literal as written ({@code 5}, {@code true}, {@code null})
   * @param string whether it was a string
   * @param span where it was written, quotes included
   */
  record JScalar(String text, boolean string, SourceSpan span) implements JsonValue {
    public JScalar {
      Objects.requireNonNull(text, "text");
      Objects.requireNonNull(span, "span");
    }

    @Override
    public String kind() {
      return string ? "a string" : "'" + text + "'";
    }
  }
}

package org.pfcheck.grammar.yaml;

import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.parse.StatementShapes;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * The keys of one YAML mapping that stands for a statement or a setting: a key it does not know is
 * PFC024 with "did you mean", a key it needs and does not have PFC025. Immutable after construction.
 */
final class YamlFields {
  private final YamlNode.Mapping mapping;
  private final String what;
  private final Diagnostics diagnostics;

  /**
   * Reads {@code mapping}, called {@code what} in messages ("this switch"), whose keys are {@code known};
   * every other key is reported at once.
   */
  YamlFields(YamlNode.Mapping mapping, String what, List<String> known, YamlValues values) {
    this(mapping, what, values);
    for (YamlNode.Entry e : mapping.entries()) {
      String key = e.key().text();
      if (!known.contains(key)) {
        String hint = StatementShapes.closest(key, known).map(k -> "did you mean '" + k + "'?")
            .orElse("the keys of " + what + " are " + String.join(", ", known));
        diagnostics.report(Code.PFC024, e.key().span(), "unknown key '" + key + "' in " + what, hint);
      }
    }
  }

  /** Reads {@code mapping}, whose keys are open (a template's parameters): none is reported. */
  YamlFields(YamlNode.Mapping mapping, String what, YamlValues values) {
    this.mapping = mapping;
    this.what = what;
    this.diagnostics = values.diagnostics();
  }

  /** The value of {@code key}, when given. */
  Optional<YamlNode> get(String key) {
    return mapping.get(key);
  }

  /** The value of {@code key}; PFC025 when it is missing. */
  Optional<YamlNode> require(String key) {
    Optional<YamlNode> v = mapping.get(key);
    if (v.isEmpty()) {
      diagnostics.report(Code.PFC025, mapping.span(), what + " has no '" + key + "'",
          "add '" + key + ": …' (docs/yaml.md)");
    }
    return v;
  }

  /** PFC025 when neither {@code key} nor {@code other} is given; true when one of them is. */
  boolean requireEither(String key, String other) {
    if (has(key) || has(other)) {
      return true;
    }
    diagnostics.report(Code.PFC025, mapping.span(), what + " has neither '" + key + "' nor '" + other + "'",
        "add one of them (docs/yaml.md)");
    return false;
  }

  /** PFC025 when none of {@code keys} is given; true when one is. */
  boolean requireAny(List<String> keys) {
    if (keys.stream().anyMatch(this::has)) {
      return true;
    }
    diagnostics.report(Code.PFC025, mapping.span(), what + " sets nothing", "add one of " + String.join(", ", keys)
        + " (docs/yaml.md)");
    return false;
  }

  /** Whether {@code key} is given. */
  boolean has(String key) {
    return mapping.get(key).isPresent();
  }

  /** Reports that {@code key} and {@code other}, both given, exclude each other; true when they do. */
  boolean exclusive(String key, String other) {
    if (has(key) && has(other)) {
      diagnostics.report(Code.PFC027, mapping.span(), what + " has both '" + key + "' and '" + other + "'",
          "give one of them");
      return true;
    }
    return false;
  }

  /** Where the mapping was written. */
  SourceSpan span() {
    return mapping.span();
  }
}

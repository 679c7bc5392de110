package org.pfcheck.grammar.yaml;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A YAML library's error message in pfcheck's words: no class name ({@code
 * <org.yaml.snakeyaml.events.SequenceStartEvent(...)>}) nor the library's own vocabulary (field names,
 * base64 variants) reaches the user. Stateless.
 */
public final class YamlWords {
  /** A parser event as SnakeYAML prints it: {@code <org.yaml.snakeyaml.events.NAMEEvent(...)>}. */
  private static final Pattern EVENT = Pattern.compile("<?org\\.yaml\\.snakeyaml\\.events\\.(\\w+)Event(\\([^)]*\\))?>?");
  private static final Map<String, String> EVENTS = Map.of("SequenceStart", "a list", "MappingStart", "a mapping",
      "Scalar", "a value", "Alias", "an alias", "SequenceEnd", "the end of a list", "MappingEnd",
      "the end of a mapping", "DocumentStart", "a new document", "DocumentEnd", "the end of the document",
      "StreamEnd", "the end of the file");
  private static final Pattern NO_TOKEN = Pattern.compile("found character '(.+?)' that cannot start any token");
  /** A class name of a library, left after the rules below. */
  private static final Pattern CLASS = Pattern.compile("\\b(org\\.yaml|com\\.fasterxml)\\.[\\w.$]+");

  private YamlWords() {}

  /** {@code message} (a YAML library's) as pfcheck says it. */
  public static String of(String message) {
    if (message.startsWith("Expected a field name")) {
      return "a key must be a plain value (a name or a number), not " + found(message);
    }
    if (message.contains("(TAB)")) {
      return "a tab character, which YAML does not allow in indentation: indent with spaces";
    }
    if (message.endsWith("mapping values are not allowed here")) {
      return "a 'key: value' where none may start: check the indentation, or quote a value that holds ': '";
    }
    Matcher token = NO_TOKEN.matcher(message);
    if (token.find()) {
      return "'" + token.group(1) + "' cannot start a YAML value: quote the value";
    }
    if (message.endsWith("could not find expected ':'")) {
      return "a key without its ':', or a value running on to the next line: add the ':' or quote the value";
    }
    if (message.toLowerCase(java.util.Locale.ROOT).contains("base64")) {
      return "a !!binary value is not valid base64";
    }
    Matcher m = EVENT.matcher(message);
    String out = m.replaceAll(r -> Matcher.quoteReplacement(EVENTS.getOrDefault(r.group(1), "something else")));
    return CLASS.matcher(out).find() ? "the YAML is not well-formed here" : out;
  }

  private static String found(String message) {
    Matcher m = EVENT.matcher(message);
    return m.find() ? EVENTS.getOrDefault(m.group(1), "something else") : "something else";
  }
}

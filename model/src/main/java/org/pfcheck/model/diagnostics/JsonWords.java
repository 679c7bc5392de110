package org.pfcheck.model.diagnostics;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JSON parser's error message in pfcheck's words (what is at the position and what JSON wants there,
 * never the parser's own phrasing): its first line, with Jackson's note on where an
 * unclosed object or array began ("(start marker at [Source: REDACTED
 * (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 10])") said as "(opened
 * at line 1, column 10)", and without the parser's setting behind a limit it hit. Every reader of JSON (the SONiC importer, {@code pfcheck merge}) words its
 * messages through here. Stateless.
 */
public final class JsonWords {
  private static final Pattern START_MARKER =
      Pattern.compile(" \\(start marker at \\[Source: .*; line: (\\d+), column: (\\d+)\\]\\)");
  private static final Pattern SOURCE = Pattern.compile(" ?at \\[Source: .*$");
  /** Jackson names the setting behind a limit: "(1000, from `StreamReadConstraints.getMaxNestingDepth()`)". */
  private static final Pattern SETTING = Pattern.compile(", from `[^`]*`\\)");

  private JsonWords() {
  }

  /** {@code message} (the parser's original message, without its location) in pfcheck's words. */
  public static String of(String message) {
    if (message == null || message.isBlank()) {
      return "malformed JSON";
    }
    String out = message.lines().findFirst().orElse(message);
    Matcher start = START_MARKER.matcher(out);
    if (start.find()) {
      out = out.substring(0, start.start()) + " (opened at line " + start.group(1) + ", column " + start.group(2)
          + ")";
    }
    out = SETTING.matcher(out).replaceAll(")");
    return words(SOURCE.matcher(out).replaceFirst(""));
  }

  /** The parser's usual messages said in pfcheck's words (what is there, and what JSON wants there). */
  private static final java.util.List<java.util.Map.Entry<Pattern, String>> WORDS = java.util.List.of(
      rule("Unexpected character \\('(.+?)' \\(code \\d+\\)\\): was expecting double-quote to start field name",
          "'$1' where a member name in double quotes must be (\"name\": value), or a closing '}'"),
      rule("Unexpected character \\('(.+?)' \\(code \\d+\\)\\): was expecting comma to separate Object entries",
          "'$1' where a comma before the next member, or the closing '}', must be"),
      rule("Unexpected character \\('(.+?)' \\(code \\d+\\)\\): was expecting comma to separate Array entries",
          "'$1' where a comma before the next item, or the closing ']', must be"),
      rule("Unexpected character \\('(.+?)' \\(code \\d+\\)\\): was expecting a colon to separate field name and value",
          "'$1' where the colon after a member name must be"),
      rule("Unexpected character \\('(.+?)' \\(code \\d+\\)\\): expected a valid value.*",
          "'$1' where a value must be (a string in double quotes, a number, an object, an array, true, false or null)"),
      rule("Unrecognized token '(.+?)': was expecting .*",
          "'$1' is not a JSON value (a string in double quotes, a number, an object, an array, true, false or null)"),
      rule("Unexpected close marker '(.)': expected '(.)'(.*)", "'$1' closes what '$2' must close$3"),
      rule("Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)\\).*",
          "objects and arrays nested $1 deep, more than the $2 pfcheck reads"),
      rule("Number value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)\\).*",
          "a number of $1 digits, more than the $2 pfcheck reads"),
      rule("String value length \\((\\d+)\\) exceeds the maximum (?:allowed )?(?:length )?\\((\\d+)\\).*",
          "a string of $1 characters, more than the $2 pfcheck reads"),
      rule("Duplicate field '(.+?)'", "the member '$1' is written twice in one object"),
      rule("Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*",
          "control character $1 inside a string: write it as an escape (\\\\n, \\\\t, \\\\u0001)"),
      rule("Unexpected character \\('(.+?)' \\(code \\d+\\)\\): maybe a \\(non-standard\\) comment\\?.*",
          "'$1' starts a comment, which JSON does not have"),
      rule("Non-standard token '(.+?)'.*", "'$1' is not a JSON number (JSON has no NaN or Infinity)"),
      rule("Unexpected character \\('\\+' \\(code \\d+\\)\\) in numeric value.*", "'+' before a number, which JSON"
          + " does not allow"),
      rule("Unexpected character \\('(.+?)' \\(code \\d+\\)\\) in numeric value: ([^:]*).*", "'$1' in a number: $2"),
      rule("Unrecognized character escape '(.+?)' \\(code \\d+\\)", "'\\\\$1' is not a JSON escape"),
      rule("Invalid numeric value: (.*)", "not a JSON number: $1"),
      rule("Unexpected end-of-input: expected close marker for Object(.*)", "the file ends inside an object$1: a '}' is"
          + " missing, or the file is cut short"),
      rule("Unexpected end-of-input: expected close marker for Array(.*)", "the file ends inside an array$1: a ']' is"
          + " missing, or the file is cut short"),
      rule("Unexpected end-of-input.*", "the file ends before its JSON value does (it is cut short)"));

  private static java.util.Map.Entry<Pattern, String> rule(String regex, String words) {
    return java.util.Map.entry(Pattern.compile(regex), words);
  }

  private static String words(String message) {
    for (java.util.Map.Entry<Pattern, String> w : WORDS) {
      Matcher m = w.getKey().matcher(message);
      if (m.matches()) {
        return m.replaceFirst(w.getValue());
      }
    }
    // a phrase no rule knows still names none of the parser's settings ("enable `JsonReadFeature.X` to allow")
    return message.replaceAll(" \\(code \\d+\\)", "").replaceAll(":? enable `[^`]*` to allow", "")
        .replaceAll(" ?\\(not recognized as one since Feature '[^']*' not enabled for parser\\)", "");
  }
}

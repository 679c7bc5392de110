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
  /** Where the object or array that a wrong close marker ends began: "(for Object starting at [Source: …])". */
  private static final Pattern FOR_START =
      Pattern.compile(" \\(for (Object|Array|root) starting at \\[Source: .*?; line: (\\d+), column: (\\d+)\\]\\)");
  /** A character as the parser shows it: "('x' (code 120))", "('\\uFEFF' (code 65279 / 0xfeff))", "((CTRL-CHAR, code 0))". */
  private static final Pattern CHARACTER =
      Pattern.compile("\\((?:'(.+?)' \\(code (\\d+)(?: / 0x[0-9a-fA-F]+)?\\)|\\(CTRL-CHAR, code (\\d+)\\))\\)");

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
    Matcher opened = FOR_START.matcher(out);
    if (opened.find()) {
      out = out.substring(0, opened.start()) + " (the " + (opened.group(1).equals("Array") ? "array" : "object")
          + " opened at line " + opened.group(2) + ", column " + opened.group(3) + ")" + out.substring(opened.end());
    }
    out = SETTING.matcher(out).replaceAll(")");
    return words(characters(SOURCE.matcher(out).replaceFirst("")));
  }

  /**
   * Each character the parser shows with its code, as pfcheck shows it: a visible one quoted ({@code ('x')}),
   * a control or invisible one by its number ({@code (control character 0)}, {@code (U+FEFF)}), which a
   * terminal would not show.
   */
  private static String characters(String message) {
    Matcher m = CHARACTER.matcher(message);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String shown;
      if (m.group(3) != null) {
        shown = "control character " + m.group(3);
      } else {
        int code = Integer.parseInt(m.group(2));
        shown = visible(code) ? "'" + m.group(1) + "'" : String.format("U+%04X", code);
      }
      m.appendReplacement(out, Matcher.quoteReplacement("(" + shown + ")"));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static boolean visible(int code) {
    int type = Character.getType(code);
    return !Character.isISOControl(code) && !Character.isWhitespace(code) && type != Character.FORMAT
        && type != Character.SPACE_SEPARATOR && type != Character.UNASSIGNED && type != Character.PRIVATE_USE
        && type != Character.SURROGATE;
  }

  /** What JSON allows where a value must be. */
  private static final String VALUE = "(a string in double quotes, a number, an object, an array, true, false or null)";

  /**
   * The parser's usual messages said in pfcheck's words (what is there, and what JSON wants there). A
   * character is already shown as {@link #characters} shows it: quoted, or named ({@code control character 0}).
   */
  private static final java.util.List<java.util.Map.Entry<Pattern, String>> WORDS = java.util.List.of(
      rule("Unexpected character \\((.+?)\\): was expecting double-quote to start field name",
          "$1 where a member name in double quotes must be (\"name\": value), or a closing '}'"),
      rule("Unexpected character \\((.+?)\\): was expecting comma to separate Object entries",
          "$1 where a comma before the next member, or the closing '}', must be"),
      rule("Unexpected character \\((.+?)\\): was expecting comma to separate Array entries",
          "$1 where a comma before the next item, or the closing ']', must be"),
      rule("Unexpected character \\((.+?)\\): was expecting a colon to separate field name and value",
          "$1 where the colon after a member name must be"),
      rule("Unexpected character \\((.+?)\\): expected a (?:valid )?value.*", "$1 where a value must be " + VALUE),
      rule("Unexpected character \\((.+?)\\): maybe a \\(non-standard\\) comment\\?.*",
          "$1 where a value must be " + VALUE + ": JSON has no comments"),
      rule("Unexpected character \\((.+?)\\) in numeric value: expected digit \\(0-9\\) to follow minus sign.*",
          "$1 after a minus sign, where a digit must be"),
      rule("Unexpected character \\((.+?)\\) in numeric value: Exponent indicator not followed by a digit.*",
          "$1 after a number's exponent 'e', where a digit must be"),
      rule("Unexpected character \\((.+?)\\) in numeric value: Decimal point not followed by a digit.*",
          "$1 after a number's decimal point, where a digit must be"),
      rule("Unexpected character \\((.+?)\\) in numeric value: JSON spec does not allow numbers to have plus signs.*",
          "$1 before a number: a JSON number has no plus sign"),
      rule("Unexpected character \\((.+?)\\) in numeric value.*", "$1 where a number's next digit must be"),
      rule("Illegal character \\(control character (\\d+)\\): only regular white space.*",
          "control character $1 outside a string, where only spaces, tabs and line ends may be"),
      rule("Unexpected character \\((.+?)\\).*", "$1 where JSON does not allow it"),
      rule("Unrecognized token '(.+?)': was expecting .*", "'$1' is not a JSON value " + VALUE),
      rule("Unexpected close marker '(.)': expected '(.)'(.*)", "'$1' closes what '$2' must close$3"),
      rule("Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)\\).*",
          "objects and arrays nested $1 deep, more than the $2 pfcheck reads"),
      rule("Number value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)\\).*",
          "a number of $1 digits, more than the $2 pfcheck reads"),
      rule("String value length \\((\\d+)\\) exceeds the maximum (?:allowed )?(?:length )?\\((\\d+)\\).*",
          "a string of $1 characters, more than the $2 pfcheck reads"),
      rule("Duplicate field '(.+?)'", "the member '$1' is written twice in one object"),
      rule("Illegal unquoted character \\(control character (\\d+)\\).*",
          "control character $1 inside a string: write it as an escape (\\\\n, \\\\t, \\\\u0001)"),
      rule("Non-standard token '(.+?)'.*", "'$1' is not a JSON number (JSON has no NaN or Infinity)"),
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

package org.pfcheck.model.diagnostics;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JSON parser's error message in pfcheck's words: its first line, with Jackson's note on where an
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
    return SOURCE.matcher(out).replaceFirst("");
  }
}

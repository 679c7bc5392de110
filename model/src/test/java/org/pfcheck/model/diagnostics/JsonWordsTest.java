package org.pfcheck.model.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A JSON parser's messages come out in pfcheck's words, without the parser's names for its settings. */
class JsonWordsTest {
  @Test
  void anUnclosedObjectSaysWhereItWasOpened() {
    assertEquals("the file ends inside an object (opened at line 1, column 10): a '}' is missing, or the file is cut"
        + " short",
        JsonWords.of("Unexpected end-of-input: expected close marker for Object (start marker at [Source: REDACTED"
            + " (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 10])\n at [Source: x]"));
  }

  @Test
  void aLimitIsSaidWithoutTheSettingBehindIt() {
    assertEquals("objects and arrays nested 1001 deep, more than the 1000 pfcheck reads", JsonWords.of("Document nesting"
        + " depth (1001) exceeds the maximum allowed (1000, from `StreamReadConstraints.getMaxNestingDepth()`)"));
  }

  /** What other JSON readers accept (comments, NaN, +1) is said without Jackson's names for its settings. */
  @Test
  void nonStandardJsonIsSaidWithoutTheParsersFeatures() {
    assertEquals("'/' where a value must be (a string in double quotes, a number, an object, an array, true, false or"
        + " null): JSON has no comments", JsonWords.of("Unexpected character ('/' (code 47)):"
        + " maybe a (non-standard) comment? (not recognized as one since Feature 'ALLOW_COMMENTS' not enabled for"
        + " parser)"));
    assertEquals("'NaN' is not a JSON number (JSON has no NaN or Infinity)", JsonWords.of("Non-standard token 'NaN':"
        + " enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow"));
    assertEquals("'+' before a number: a JSON number has no plus sign", JsonWords.of("Unexpected character ('+' (code 43))"
        + " in numeric value: JSON spec does not allow numbers to have plus signs: enable"
        + " `JsonReadFeature.ALLOW_LEADING_PLUS_SIGN_FOR_NUMBERS` to allow"));
    assertEquals("'}' after a number's decimal point, where a digit must be", JsonWords.of("Unexpected character ('}'"
        + " (code 125)) in numeric value: Decimal point not followed by a digit"));
    String unknown = JsonWords.of("Something new: enable `JsonReadFeature.ALLOW_X` to allow");
    assertEquals("Something new", unknown);
    String feature = JsonWords.of("Odd input (not recognized as one since Feature 'ALLOW_Y' not enabled for parser)");
    assertEquals("Odd input", feature);
  }

  @Test
  void noMessageIsMalformedJson() {
    assertEquals("malformed JSON", JsonWords.of(null));
    assertEquals("malformed JSON", JsonWords.of(" "));
  }

  /** Jackson's usual messages, as the hostile review found them leaking to users, each in pfcheck's words. */
  @Test
  void theParsersPhrasesBecomeWhatIsThereAndWhatJsonWants() {
    assertEquals("'x' where a member name in double quotes must be (\"name\": value), or a closing '}'",
        JsonWords.of("Unexpected character ('x' (code 120)): was expecting double-quote to start field name"));
    assertEquals("'hello' is not a JSON value (a string in double quotes, a number, an object, an array, true, false"
        + " or null)", JsonWords.of("Unrecognized token 'hello': was expecting (JSON String, Number, Array, Object or"
        + " token 'null', 'true' or 'false')"));
    assertEquals("'<' where a value must be (a string in double quotes, a number, an object, an array, true, false or"
        + " null)", JsonWords.of("Unexpected character ('<' (code 60)): expected a valid value (JSON String, Number,"
        + " Array, Object or token 'null', 'true' or 'false')"));
    assertEquals("the member 'PORT' is written twice in one object", JsonWords.of("Duplicate field 'PORT'"));
    assertEquals("'}' where a comma before the next item, or the closing ']', must be", JsonWords.of("Unexpected"
        + " character ('}' (code 125)): was expecting comma to separate Array entries"));
    assertEquals("control character 10 inside a string: write it as an escape (\\n, \\t, \\u0001)", JsonWords.of(
        "Illegal unquoted character ((CTRL-CHAR, code 10)): has to be escaped using backslash to be included in string"
        + " value"));
    for (String jackson : new String[] {"Unexpected character ('x' (code 120)): was expecting a colon to separate"
        + " field name and value", "Unexpected end-of-input in field name", "Unrecognized character escape 'q' (code"
        + " 113)"}) {
      String ours = JsonWords.of(jackson);
      org.junit.jupiter.api.Assertions.assertFalse(ours.contains("code") || ours.contains("field name")
          || ours.contains("end-of-input"), ours);
    }
  }
}

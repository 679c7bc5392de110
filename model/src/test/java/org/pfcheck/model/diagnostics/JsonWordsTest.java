package org.pfcheck.model.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A JSON parser's messages come out in pfcheck's words, without the parser's names for its settings. */
class JsonWordsTest {
  @Test
  void anUnclosedObjectSaysWhereItWasOpened() {
    assertEquals("Unexpected end-of-input: expected close marker for Object (opened at line 1, column 10)",
        JsonWords.of("Unexpected end-of-input: expected close marker for Object (start marker at [Source: REDACTED"
            + " (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 10])\n at [Source: x]"));
  }

  @Test
  void aLimitIsSaidWithoutTheSettingBehindIt() {
    assertEquals("Document nesting depth (1001) exceeds the maximum allowed (1000)", JsonWords.of("Document nesting"
        + " depth (1001) exceeds the maximum allowed (1000, from `StreamReadConstraints.getMaxNestingDepth()`)"));
  }

  @Test
  void noMessageIsMalformedJson() {
    assertEquals("malformed JSON", JsonWords.of(null));
    assertEquals("malformed JSON", JsonWords.of(" "));
  }
}

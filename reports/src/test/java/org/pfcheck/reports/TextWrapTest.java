package org.pfcheck.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextWrapTest {
  @Test
  void wrapsAtWordsWithIndentation() {
    assertEquals(List.of("  one two", "  three"), TextWrap.lines("one two three", 2, 10));
    assertEquals(List.of("  averyveryverylongword"), TextWrap.lines("averyveryverylongword", 2, 10));
    assertEquals(List.of(), TextWrap.lines("", 2, 10));
  }
}

package org.pfcheck.model.text;

import org.pfcheck.model.diagnostics.Visible;

/**
 * The one way text from an input (a file name, a configuration key or value, a device description)
 * enters a {@code .pfc} file that pfcheck writes. A {@code .pfc} statement ends at a line end, and a
 * comment runs to it: a line end inside copied text would end the comment and start a statement of
 * the input's choosing. Every writer of {@code .pfc} text, statements and comments alike, passes each
 * line through {@link #line}. Stateless.
 */
public final class PfcText {
  private PfcText() {
  }

  /**
   * {@code text} as it may stand on one line of a {@code .pfc} or YAML file: {@link Visible#text}, so
   * that no character in it ends the line (CR, LF, form feed, NEL, U+2028, U+2029 are shown as a
   * picture or U+FFFD), drives a terminal or hides what it says. Text without them is returned as it is.
   */
  public static String line(String text) {
    return Visible.text(text);
  }

  /** A whole-line comment: {@code # TEXT}, {@code text} passed through {@link #line}. */
  public static String comment(String text) {
    return "# " + line(text);
  }
}

package org.pfcheck.reports.html;

/**
 * Escaping for HTML and inline SVG, and numbers as the report prints them. Every string that comes
 * from the input (names, ports, source lines, messages) goes through {@link #text} or {@link #attr};
 * nothing from the input is ever put into a script, a style, a URL or an element or attribute name.
 */
final class Html {
  private Html() {
  }

  /** Appends one box of a page's facts: {@code title} (escaped here) over {@code valueHtml} (HTML already). */
  static void fact(StringBuilder out, String title, String valueHtml) {
    out.append("<div class=\"fact\"><h4>").append(text(title)).append("</h4><div class=\"v\">").append(valueHtml)
        .append("</div></div>\n");
  }

  /**
   * {@code s} as element content: {@code & < > " '} become character references; control characters
   * (but newline and tab) and format characters (bidirectional overrides and isolates, zero-width
   * marks) become U+FFFD, so that no input can reorder or hide what the page shows.
   */
  static String text(String s) {
    StringBuilder out = new StringBuilder(s.length() + 16);
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> {
          if (c < 0x20 && c != '\n' && c != '\t' || c >= 0x7f && c <= 0x9f || Character.getType(c) == Character.FORMAT) {
            out.append('\uFFFD');
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }

  /** {@code s} as a double-quoted attribute value (the same escaping; newlines become spaces). */
  static String attr(String s) {
    return text(s.replace('\n', ' ').replace('\t', ' '));
  }

  /** A number for SVG coordinates: at most one decimal, no exponent, no locale. */
  static String num(double v) {
    String s = String.format(java.util.Locale.ROOT, "%.1f", v);
    s = s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    return s.equals("-0") ? "0" : s;
  }

  /** {@code n} and its noun, singular for 1: "1 switch", "3 switches". */
  static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }
}

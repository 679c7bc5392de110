package org.pfcheck.reports.junit;

/** Escaping for XML 1.0 text and attribute values; characters XML 1.0 cannot carry become U+FFFD. */
final class Xml {
  private Xml() {
  }

  /** {@code s} as element content. */
  static String text(String s) {
    return escape(s, false);
  }

  /** {@code s} as a double-quoted attribute value (newlines and tabs kept as character references). */
  static String attr(String s) {
    return escape(s, true);
  }

  private static String escape(String s, boolean attribute) {
    StringBuilder out = new StringBuilder(s.length() + 16);
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append(attribute ? "&quot;" : "\"");
        case '\n' -> out.append(attribute ? "&#10;" : "\n");
        case '\t' -> out.append(attribute ? "&#9;" : "\t");
        case '\r' -> out.append("&#13;");
        default -> out.append(c < 0x20 || c == 0xFFFE || c == 0xFFFF ? '\uFFFD' : c);
      }
    }
    return out.toString();
  }
}

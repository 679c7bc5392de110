package org.pfcheck.reports;

import java.util.ArrayList;
import java.util.List;

/** Word-wraps text for plain-text output: reports, help footers. Stateless. */
public final class TextWrap {
  private TextWrap() {
  }

  /**
   * Appends {@code "  name      value"} to {@code out}: the name in a column {@code field} wide, the value
   * wrapped at {@code width} and continued under itself.
   */
  public static void field(StringBuilder out, String name, String value, int field, int width) {
    List<String> lines = lines(value, field, width);
    if (lines.isEmpty()) {
      lines = List.of(" ".repeat(field));
    }
    String label = "  " + name + " ".repeat(Math.max(1, field - 2 - name.length()));
    out.append(label).append(lines.get(0).substring(field)).append('\n');
    lines.subList(1, lines.size()).forEach(l -> out.append(l).append('\n'));
  }

  /** {@code text} in lines of at most {@code width} characters, each indented by {@code indent} spaces. */
  public static List<String> lines(String text, int indent, int width) {
    List<String> out = new ArrayList<>();
    String pad = " ".repeat(indent);
    StringBuilder line = new StringBuilder(pad);
    for (String word : text.split("\\s+")) {
      if (line.length() > indent && line.length() + 1 + word.length() > width) {
        out.add(line.toString());
        line = new StringBuilder(pad);
      }
      if (line.length() > indent) {
        line.append(' ');
      }
      line.append(word);
    }
    if (line.length() > indent) {
      out.add(line.toString());
    }
    return out;
  }
}

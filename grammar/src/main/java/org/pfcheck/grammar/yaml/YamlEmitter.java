package org.pfcheck.grammar.yaml;

import java.util.regex.Pattern;
import org.pfcheck.grammar.yaml.YamlNode.Kind;
import org.pfcheck.grammar.yaml.YamlNode.Scalar;
import org.pfcheck.model.text.PfcText;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Writes a {@link YamlNode} document as YAML text: the top level and anything longer than a line in
 * block style, everything else in flow style, one statement per line ({@code - {name: T0, tier: tor}}).
 * A string is written plain only when YAML reads it back as the same string (not {@code yes}, {@code
 * 1.5} or {@code null}) and it has no character that another YAML parser could take for syntax (a
 * colon); else it is double-quoted. Every line stays short, far below {@link YamlTree#MAX_LINE}.
 * Stateless.
 */
public final class YamlEmitter {
  /** The widest line written in flow style. */
  public static final int WIDTH = 100;
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_./#-]*");
  private static final Resolver RESOLVER = new Resolver();
  /** YAML 1.1 booleans that SnakeYAML reads as strings, but other parsers may not. */
  private static final java.util.Set<String> ONE_LETTER_BOOLEANS = java.util.Set.of("y", "Y", "n", "N");

  private YamlEmitter() {}

  /** {@code root} (a mapping) after the comment lines of {@code header}. */
  static String document(String header, YamlNode.Mapping root) {
    StringBuilder out = new StringBuilder();
    header.lines().forEach(l -> out.append(PfcText.comment(l)).append('\n'));
    for (YamlNode.Entry e : root.entries()) {
      entry(e, 0, out);
    }
    return out.toString();
  }

  /**
   * {@code key: value} at {@code indent}, the value on the same line when it fits, else below. A section
   * of statements or settings (a collection of collections at the top level, but the tiers' levels)
   * is always below, one per line.
   */
  private static void entry(YamlNode.Entry e, int indent, StringBuilder out) {
    String key = " ".repeat(indent) + key(e.key().text()) + ":";
    boolean statements = indent == 0 && !e.key().text().equals("tiers") && (e.value() instanceof YamlNode.Seq s
        && s.items().stream().anyMatch(i -> !(i instanceof Scalar)) || e.value() instanceof YamlNode.Mapping m
        && m.entries().stream().anyMatch(i -> !(i.value() instanceof Scalar)));
    String flow = statements ? null : flow(e.value(), WIDTH - key.length() - 1);
    if (flow != null) {
      out.append(key).append(' ').append(flow).append('\n');
      return;
    }
    out.append(key).append('\n');
    block(e.value(), indent + 2, out);
  }

  /** A collection too long for one line, at {@code indent}. */
  private static void block(YamlNode n, int indent, StringBuilder out) {
    if (n instanceof YamlNode.Mapping m) {
      m.entries().forEach(e -> entry(e, indent, out));
      return;
    }
    String dash = " ".repeat(indent) + "- ";
    for (YamlNode item : ((YamlNode.Seq) n).items()) {
      String flow = flow(item, WIDTH - dash.length());
      if (flow != null) {
        out.append(dash).append(flow).append('\n');
      } else if (item instanceof YamlNode.Mapping m) {
        StringBuilder inner = new StringBuilder();
        m.entries().forEach(e -> entry(e, indent + 2, inner));
        out.append(dash).append(inner, indent + 2, inner.length());
      } else {
        out.append(dash.stripTrailing()).append('\n');
        block(item, indent + 2, out);
      }
    }
  }

  /** {@code n} in flow style, or null when it is longer than {@code budget} characters. */
  static String flow(YamlNode n, int budget) {
    StringBuilder out = new StringBuilder();
    return flow(n, budget, out) ? out.toString() : null;
  }

  private static boolean flow(YamlNode n, int budget, StringBuilder out) {
    if (n instanceof Scalar s) {
      out.append(scalar(s));
    } else if (n instanceof YamlNode.Seq s) {
      out.append('[');
      for (int k = 0; k < s.items().size() && out.length() <= budget; k++) {
        out.append(k == 0 ? "" : ", ");
        flow(s.items().get(k), budget, out);
      }
      out.append(']');
    } else {
      YamlNode.Mapping m = (YamlNode.Mapping) n;
      out.append('{');
      for (int k = 0; k < m.entries().size() && out.length() <= budget; k++) {
        out.append(k == 0 ? "" : ", ").append(key(m.entries().get(k).key().text())).append(": ");
        flow(m.entries().get(k).value(), budget, out);
      }
      out.append('}');
    }
    return out.length() <= budget;
  }

  /** A key: plain when YAML reads it back as the same text (numbers, ranges and names are), else quoted. */
  private static String key(String text) {
    Tag tag = PLAIN.matcher(text).matches() ? RESOLVER.resolve(NodeId.scalar, text, true) : null;
    return tag == Tag.STR && !ONE_LETTER_BOOLEANS.contains(text) || tag == Tag.INT && text.chars()
        .allMatch(Character::isDigit) ? text : quoted(text);
  }

  /** A scalar: numbers and booleans plain, strings plain when they read back as strings, else quoted. */
  static String scalar(Scalar s) {
    if (s.kind() == Kind.INT || s.kind() == Kind.BOOL) {
      return s.text();
    }
    boolean plain = PLAIN.matcher(s.text()).matches() && RESOLVER.resolve(NodeId.scalar, s.text(), true) == Tag.STR
        && !ONE_LETTER_BOOLEANS.contains(s.text());
    return plain ? s.text() : quoted(s.text());
  }

  /** {@code text} double-quoted, with YAML escapes for quotes, backslashes and control characters. */
  static String quoted(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('"');
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c == 0x7f) {
        out.append(String.format("\\x%02x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('"').toString();
  }
}

package org.pfcheck.repair.pfc;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;

/**
 * The statements of a {@code .pfc} text by line (the language has one statement per line): where each
 * starts and ends, its first words, and the text around it (indentation before, a comment after), so
 * that a statement can be replaced and the rest of its line kept. Immutable.
 */
final class StatementIndex {
  private final String file;
  private final SourceLines lines;
  private final Map<Integer, SourceSpan> byLine = new HashMap<>();

  StatementIndex(String file, SourceLines lines, String text) {
    this.file = file;
    this.lines = lines;
    for (SourceSpan s : PfcReader.statements(file, text)) {
      byLine.put(s.line(), s);
    }
  }

  /** The line of the statement an element with {@code origin} was declared by, in this file. */
  Optional<Integer> lineOf(Origin origin) {
    return origin.span().filter(s -> s.file().equals(file) && byLine.containsKey(s.line())).map(SourceSpan::line);
  }

  /** The statement's words on {@code line}: its keyword first. */
  List<String> words(int line) {
    return List.of(statement(line).strip().split("\\s+"));
  }

  /** Whether some statement starts with {@code keyword} and then {@code option} ("default", "flood-domain"). */
  boolean has(String keyword, String option) {
    return byLine.keySet().stream().map(this::words)
        .anyMatch(w -> w.size() > 1 && w.get(0).equals(keyword) && w.get(1).equals(option));
  }

  private String statement(int line) {
    SourceSpan s = byLine.get(line);
    return lines.line(line).substring(s.column() - 1, end(s));
  }

  private int end(SourceSpan s) {
    int length = lines.line(s.line()).length();
    return s.endLine() > s.line() ? length : Math.min(length, s.endColumn() - 1);
  }

  /**
   * The contents of {@code line} with its statement replaced by {@code statements}: the first keeps the
   * line's indentation and trailing comment, the others its indentation; none deletes the whole line.
   */
  List<String> replaced(int line, List<String> statements) {
    if (statements.isEmpty()) {
      return List.of();
    }
    SourceSpan s = byLine.get(line);
    String text = lines.line(line);
    String indent = text.substring(0, s.column() - 1);
    String rest = text.substring(end(s));
    List<String> out = new java.util.ArrayList<>();
    out.add(indent + statements.get(0) + rest);
    statements.subList(1, statements.size()).forEach(st -> out.add(indent + st));
    return out;
  }
}

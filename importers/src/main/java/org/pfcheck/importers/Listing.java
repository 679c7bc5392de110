package org.pfcheck.importers;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.text.PfcText;

/**
 * Imported {@code .pfc} text, line by line, each statement with where in the configuration it came
 * from. {@link #render} writes it with that provenance as trailing comments; {@link #origin} maps a line
 * of the rendered text back to the configuration, so that what the {@code .pfc} reader says about a line
 * can be said about the configuration instead. Immutable.
 *
 * @param lines the lines, in order
 */
public record Listing(List<Line> lines) {
  public Listing {
    lines = List.copyOf(lines);
  }

  /**
   * One line: a statement, a comment or a blank line. Immutable.
   *
   * @param text the statement ({@code pfc T1 port Ethernet0 priorities 3, 4}), possibly with a comment of
   *     its own after it (the InfiniBand importer writes its provenance so), a whole-line comment starting
   *     with {@code #}, or empty
   * @param from where the statement came from, the place that best explains it first: at most the first
   *     {@value #KEPT} distinct places
   * @param others how many more distinct places it came from
   * @param note what the provenance comment adds (an assumption, a count), or empty
   * @param parts pieces of the statement with a provenance of their own (a dual-homed host's standby
   *     attachment), by column
   */
  public record Line(String text, List<Provenance> from, int others, String note, List<Part> parts) {
    /** How many places a line keeps: what its comment shows. */
    public static final int KEPT = 2;

    public Line {
      Objects.requireNonNull(text, "text");
      from = List.copyOf(from);
      if (from.size() > KEPT || others < 0 || (others > 0 && from.size() < KEPT)) {
        throw new IllegalArgumentException("a line keeps its first " + KEPT + " places and counts the others");
      }
      Objects.requireNonNull(note, "note");
      parts = List.copyOf(parts);
    }

    /** A line without parts. */
    public Line(String text, List<Provenance> from, int others, String note) {
      this(text, from, others, note, List.of());
    }

    /** This line with {@code more} parts. */
    public Line withParts(List<Part> more) {
      return new Line(text, from, others, note, more);
    }

    /**
     * A line from all the places it came from ({@code from}, repeats dropped): the first {@value #KEPT}
     * are kept, the others counted. Linear in {@code from}.
     */
    public Line(String text, List<Provenance> from, String note) {
      this(text, first(from), Math.max(0, distinct(from) - KEPT), note);
    }

    private static List<Provenance> first(List<Provenance> from) {
      List<Provenance> out = new ArrayList<>(KEPT);
      for (Provenance p : from) {
        if (out.size() == KEPT) {
          break;
        }
        if (!out.contains(p)) {
          out.add(p);
        }
      }
      return out;
    }

    private static int distinct(List<Provenance> from) {
      return from.size() <= KEPT ? first(from).size() : new java.util.HashSet<>(from).size();
    }

    /** A statement with its provenance. */
    public static Line of(String text, List<Provenance> from) {
      return new Line(text, from, "");
    }

    /** A whole-line comment (without the leading {@code #}) or, for empty text, a blank line. */
    public static Line comment(String text) {
      return new Line(text.isEmpty() ? "" : PfcText.comment(text), List.of(), 0, "");
    }
  }

  /**
   * The text, one line per line, each statement followed by its provenance comment: the first two
   * places ({@code T1.json:412 PORT_QOS_MAP|Ethernet0 pfc_enable}), how many more, and the note.
   * {@code shortName} shortens file names for the comments (say, to the name within the imported
   * directory). Every line, statement and comment, goes through {@link PfcText#line}: a file name,
   * key or value with a line end in it cannot end the comment and add a statement.
   */
  public String render(UnaryOperator<String> shortName) {
    StringBuilder out = new StringBuilder(lines.size() * 96);
    for (Line l : lines) {
      out.append(PfcText.line(l.text()));
      String comment = comment(l, shortName);
      if (!comment.isEmpty()) {
        out.append(l.text().isEmpty() ? "# " : "   # ").append(PfcText.line(comment));
      }
      out.append('\n');
    }
    return out.toString();
  }

  private static String comment(Line l, UnaryOperator<String> shortName) {
    List<String> parts = new ArrayList<>();
    for (Provenance p : l.from()) {
      parts.add(shortName.apply(p.span().file()) + ":" + p.span().line() + " " + p.what());
    }
    if (l.others() > 0) {
      parts.set(parts.size() - 1, parts.get(parts.size() - 1) + " (+" + l.others() + " more)");
    }
    if (!l.note().isEmpty()) {
      parts.add(l.note());
    }
    return String.join("; ", parts);
  }

  /**
   * A piece of a statement, columns {@code column} (1-based) up to {@code endColumn}, that came from a
   * place of its own. Immutable.
   */
  public record Part(int column, int endColumn, Provenance from) {
    public Part {
      if (column < 1 || endColumn < column) {
        throw new IllegalArgumentException("bad part " + column + ".." + endColumn);
      }
      Objects.requireNonNull(from, "from");
    }
  }

  /** Where line {@code number} (1-based) of the rendered text came from, when it is a statement from configuration. */
  public Optional<SourceSpan> origin(int number) {
    return origin(number, 1);
  }

  /**
   * Where the text at line {@code number}, column {@code column} (both 1-based) came from: the part of
   * the statement there, if it has one of its own, else the statement's first place.
   */
  public Optional<SourceSpan> origin(int number, int column) {
    if (number < 1 || number > lines.size()) {
      return Optional.empty();
    }
    Line l = lines.get(number - 1);
    for (Part p : l.parts()) {
      if (column >= p.column() && column < p.endColumn()) {
        return Optional.of(p.from().span());
      }
    }
    return l.from().isEmpty() ? Optional.empty() : Optional.of(l.from().get(0).span());
  }

  /** The statements' count (comments and blank lines aside). */
  public int statements() {
    return (int) lines.stream().filter(l -> !l.text().isEmpty() && !l.text().startsWith("#")).count();
  }
}

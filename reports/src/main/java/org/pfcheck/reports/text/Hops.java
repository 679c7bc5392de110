package org.pfcheck.reports.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.reports.SourceText;

/**
 * A counterexample cycle as a numbered hop table with aligned columns:
 * {@code 1. T1[L0]/p3 → L1[T1]/p3  flood  packet S1→S3 p3 (dscp 26)  at line 31: dead S3}, each hop
 * followed by the forwarding decision and, when one applied, the rewrite.
 */
final class Hops {
  private static final int MAX_QUOTE = 72;
  private static final Pattern COMMENT = Pattern.compile("(^|\\s)(#|//)");

  private final SourceText source;
  private final String mainFile;
  private final boolean verbose;

  Hops(SourceText source, String mainFile, boolean verbose) {
    this.source = source;
    this.mainFile = mainFile;
    this.verbose = verbose;
  }

  /** The table, each line indented by {@code indent} and ending with a newline. */
  String table(Counterexample cx, String indent) {
    List<Dependency> cycle = cx.cycle();
    List<String[]> rows = new ArrayList<>();
    for (int k = 0; k < cycle.size(); k++) {
      Dependency d = cycle.get(k);
      rows.add(new String[] {(k + 1) + ".", d.from() + " → " + d.to(), d.cause().word(), packet(d.packet()),
          d.rule().map(this::quote).orElse("(no source line)")});
    }
    int[] widths = new int[5];
    for (String[] row : rows) {
      for (int c = 0; c < row.length; c++) {
        widths[c] = Math.max(widths[c], row[c].length());
      }
    }
    String detailIndent = indent + " ".repeat(widths[0] + 1) + "  ";
    StringBuilder out = new StringBuilder();
    for (int k = 0; k < rows.size(); k++) {
      String[] row = rows.get(k);
      StringBuilder line = new StringBuilder(indent);
      line.append(" ".repeat(widths[0] - row[0].length())).append(row[0]);
      for (int c = 1; c < row.length; c++) {
        line.append(c == 1 ? " " : "  ").append(row[c]);
        if (c < row.length - 1) {
          line.append(" ".repeat(widths[c] - row[c].length()));
        }
      }
      out.append(line.toString().stripTrailing()).append('\n');
      Dependency d = cycle.get(k);
      out.append(detailIndent).append(d.decision()).append('\n');
      if (d.rewrite().isPresent()) {
        out.append(detailIndent).append("priority ").append(d.from().priority()).append(" → ")
            .append(d.to().priority()).append(" by rewrite ").append(quote(d.rewrite().get())).append('\n');
      }
      if (verbose && d.link().isPresent()) {
        out.append(detailIndent).append("over link ").append(quote(d.link().get())).append('\n');
      }
    }
    return out.toString();
  }

  /** "packet S1→S3 p3 (dscp 26)". */
  static String packet(ExamplePacket p) {
    return "packet " + p.src() + "→" + p.dst() + " p" + p.priority() + (p.dscp() >= 0 ? " (dscp " + p.dscp() + ")" : "");
  }

  /**
   * "at line 31: dead S3", naming the file when it is not the main one, or when the main one is an
   * import's text ({@code <imported NAME>}): a bare line number would read as one of the configuration's.
   */
  String quote(SourceSpan span) {
    boolean bare = span.file().equals(mainFile) && !mainFile.startsWith("<imported ");
    String where = bare ? "line " + span.line() : span.file() + ":" + span.line();
    Optional<String> text = source.line(span).map(Hops::withoutComment).filter(t -> !t.isEmpty());
    return "at " + where + text.map(t -> ": " + shorten(t)).orElse("");
  }

  /** The statement's text: stripped, without a trailing {@code #} or {@code //} comment. */
  static String withoutComment(String line) {
    Matcher m = COMMENT.matcher(line);
    return (m.find() ? line.substring(0, m.start()) : line).strip();
  }

  private static String shorten(String text) {
    return text.length() <= MAX_QUOTE ? text : text.substring(0, MAX_QUOTE - 1) + "…";
  }
}

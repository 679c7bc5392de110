package org.pfcheck.reports.html;

import static org.pfcheck.reports.html.Html.text;

import java.util.Objects;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.reports.SourceText;

/**
 * How the report points into the input: "line N" in the checked file, "file:N" in any other, and a
 * quoted source line, its statement as code and a trailing comment set apart, so a reader sees the
 * DSL behind each claim without opening the file. Not thread-safe (source lines are cached).
 */
final class Citations {
  private final SourceText source;
  private final String mainFile;

  /** Citations quoting {@code source}; lines of {@code mainFile} are cited without the file's name. */
  Citations(SourceText source, String mainFile) {
    this.source = source;
    this.mainFile = Objects.requireNonNull(mainFile, "mainFile");
  }

  /** "line N" or "file:N". */
  String cite(SourceSpan s) {
    return s.file().equals(mainFile) ? "line " + s.line() : s.file() + ":" + s.line();
  }

  /** " (line N)" after a phrase, or nothing for an origin without a position. */
  String where(Origin origin) {
    return origin.span().map(s -> " <span class=\"sub\">(" + text(cite(s)) + ")</span>").orElse("");
  }

  /** The citation of {@code span}, after {@code what} ("", "rewrite ", "link "), and its source line when known. */
  void quote(StringBuilder out, String what, SourceSpan span) {
    out.append("<div class=\"src").append(what.isEmpty() ? "" : " sub").append("\">").append(what)
        .append("<span class=\"ln\">").append(text(cite(span))).append("</span>");
    source.line(span).map(String::strip).filter(t -> !t.isEmpty()).ifPresent(t -> {
      // The DSL's comments start with # or //; the earlier of the two ends the statement.
      int hash = t.indexOf('#');
      int slashes = t.indexOf("//");
      int cut = hash < 0 ? slashes : slashes < 0 ? hash : Math.min(hash, slashes);
      String statement = cut < 0 ? t : t.substring(0, cut).strip();
      out.append(" <code>").append(text(statement.isEmpty() ? t : statement)).append("</code>");
      if (cut >= 0 && !statement.isEmpty()) {
        out.append(" <span class=\"comment\">").append(text(t.substring(cut))).append("</span>");
      }
    });
    out.append("</div>");
  }
}

package org.pfcheck.grammar;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.grammar.assembly.NetworkAssembler;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.AstBuilder;
import org.pfcheck.grammar.parse.Lexicon;
import org.pfcheck.model.Network;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads {@code .pfc} text into a {@link Network}, in two stages: the parser and section visitors
 * produce statements ({@link AstBuilder}), and {@link NetworkAssembler} gives them meaning. Every
 * problem becomes a diagnostic; no exception escapes for any input. Stateless and thread-safe.
 */
public final class PfcReader {
  private PfcReader() {}

  /**
   * Reads the file at {@code path} (UTF-8), once. An unreadable file gives a PFC002 diagnostic.
   * Positions carry {@code path} as the user wrote it; the default network name is the file's base name.
   */
  public static ParseResult readFile(Path path) {
    return SourceInput.ofFile(String.valueOf(path)).parse();
  }

  /**
   * Reads {@code bytes} as UTF-8 {@code .pfc} text from a file called {@code fileName}: PFC002, at the
   * first byte that is not UTF-8, when they are not.
   */
  public static ParseResult read(String fileName, byte[] bytes) {
    return read(fileName, bytes, PfcReader::read);
  }

  /** Decodes {@code bytes} (UTF-8; PFC002 at the first byte that is not) and reads the text with {@code reader}. */
  public static ParseResult read(String fileName, byte[] bytes,
      java.util.function.BiFunction<String, String, ParseResult> reader) {
    String file = fileName == null ? "<input>" : fileName;
    return decode(file, bytes).map(PfcReader::failure).orElseGet(() -> reader.apply(file, text(bytes)));
  }

  /**
   * Reads {@code texts}, then {@code inputs} (files read once, UTF-8), as one network ({@link
   * #read(List)}). An input that could not be read or is not UTF-8 gives its PFC002, and then nothing is
   * read: every such input is reported.
   */
  public static ParseResult read(List<PfcSource> texts, List<SourceInput> inputs) {
    List<PfcSource> all = new ArrayList<>(texts);
    List<Diagnostic> unreadable = new ArrayList<>();
    for (SourceInput in : inputs) {
      Optional<Diagnostic> problem = in.problem().or(() -> decode(in.name(), in.bytes()));
      problem.ifPresentOrElse(unreadable::add, () -> all.add(PfcSource.of(in.name(), text(in.bytes()))));
    }
    if (!unreadable.isEmpty()) {
      return new ParseResult(Optional.empty(), unreadable, Optional.empty(), Set.of());
    }
    return read(all);
  }

  /** Why {@code bytes} are not UTF-8 text (PFC002 at the first byte that is not), or empty. */
  private static Optional<Diagnostic> decode(String file, byte[] bytes) {
    CharBuffer decoded = CharBuffer.allocate(bytes.length);
    CoderResult result = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes), decoded, true);
    return result.isError() ? Optional.of(Diagnostic.of(Code.PFC002, firstUndecodable(file, decoded.flip()), file
        + " is not UTF-8 text", "save the file as UTF-8")) : Optional.empty();
  }

  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }

  /** The position just after {@code decoded}, the text before the first byte that is not UTF-8. */
  private static SourceSpan firstUndecodable(String file, CharBuffer decoded) {
    String before = decoded.toString();
    int line = 1 + (int) before.chars().filter(c -> c == '\n').count();
    int column = before.length() - before.lastIndexOf('\n');
    return SourceSpan.at(file, line, column);
  }

  /** Reads {@code text} as if it came from a file called {@code fileName} (used in positions). */
  public static ParseResult read(String fileName, String text) {
    return read(List.of(PfcSource.of(fileName == null ? "<input>" : fileName, text == null ? "" : text)));
  }

  /** How a form of the language (the text, or YAML) turns its source into statements. */
  @FunctionalInterface
  public interface Statements {
    List<Ast.Stmt> parse(String file, String source, Diagnostics diagnostics);
  }

  /**
   * Reads {@code text} (a leading byte-order mark dropped) into statements with {@code form}, then
   * assembles them into a network: the one meaning every form shares.
   */
  public static ParseResult read(String fileName, String text, Statements form) {
    String file = fileName == null ? "<input>" : fileName;
    return read(List.of(PfcSource.of(file, text == null ? "" : text)),
        (source, diagnostics) -> form.parse(source.file(), source.text(), diagnostics));
  }

  /**
   * Reads several texts as one network, in order, as if they were one file (names may be used before or
   * after the text that declares them). Each text's spans go through its {@link PfcSource#origins()};
   * the default network name is the first text's base name. An importer's text and a user's overlay
   * (failures, flows) are read this way.
   */
  public static ParseResult read(List<PfcSource> sources) {
    return read(sources, (source, diagnostics) -> AstBuilder.parse(new PfcSource(source.file(),
        source.text().endsWith("\n") ? source.text() : source.text() + "\n", source.origins()), diagnostics));
  }

  /** Reads {@code sources} (each without a leading byte-order mark) into statements with {@code form}. */
  private static ParseResult read(List<PfcSource> sources,
      java.util.function.BiFunction<PfcSource, Diagnostics, List<Ast.Stmt>> form) {
    String file = sources.isEmpty() ? "<input>" : sources.get(0).file();
    try {
      Diagnostics diagnostics = new Diagnostics();
      List<List<Ast.Stmt>> bySource = new ArrayList<>();
      List<String> texts = new ArrayList<>();
      for (PfcSource s : sources) {
        String text = s.text().startsWith("\uFEFF") ? s.text().substring(1) : s.text();
        texts.add(text);
        bySource.add(form.apply(new PfcSource(s.file(), text, s.origins()), diagnostics));
      }
      List<Ast.Stmt> statements = OverlayNames.resolve(bySource);
      if (statements.isEmpty() && !diagnostics.hasErrors()) {
        // It would be vacuously free and pass a CI gate: an empty file is usually a wrong path or the
        // output of a command that failed before writing (pfcheck generate ... > fabric.pfc).
        diagnostics.report(Code.PFC007, SourceSpan.at(file, 1, 1), file + " has no statements: there is nothing to"
            + " check", "write the fabric's statements (docs/language.md); if a command generated the file, check"
            + " that it succeeded");
      }
      Network network = new NetworkAssembler(defaultName(file), diagnostics).assemble(statements);
      List<Diagnostic> sorted = diagnostics.sorted();
      Set<String> names = new HashSet<>();
      for (int k = 0; k < sources.size(); k++) {
        names.addAll(namesOnErrorLines(sources.get(k).file(), texts.get(k), sorted));
      }
      return new ParseResult(diagnostics.hasErrors() ? Optional.empty() : Optional.of(network), sorted,
          Optional.of(network), names);
    } catch (OutOfMemoryError e) {
      return failure(Code.PFC301, null, file + " is too large to read in this heap", "give Java more memory with -Xmx");
    } catch (RuntimeException | StackOverflowError e) {
      return failure(Code.PFC001, SourceSpan.at(file, 1, 1), "could not read " + file + " (" + describe(e) + ")",
          "please report this as a pfcheck bug, with the file");
    }
  }

  /**
   * Where each well-formed statement of {@code text} is, in source order: one span per statement, from
   * its first to just past its last character (a trailing comment is not part of it). For tools that
   * edit the text statement by statement (repair patches).
   */
  public static List<SourceSpan> statements(String fileName, String text) {
    String file = fileName == null ? "<input>" : fileName;
    String source = text == null ? "" : text.startsWith("\uFEFF") ? text.substring(1) : text;
    return AstBuilder.parse(file, source.endsWith("\n") ? source : source + "\n", new Diagnostics()).stream()
        .map(Ast.Stmt::span).toList();
  }

  /**
   * Whether {@code text} is a name as the language writes one (docs/language.md, "Lexical rules"):
   * exactly one word or number token of the language's own lexer, and not a keyword. Text that is not
   * one (a space, a newline, a {@code #}) would read back as something else, or as more statements.
   */
  public static boolean isName(String text) {
    if (text == null || text.isEmpty()) {
      return false;
    }
    return Lexicon.lexesAsOneName(text);
  }

  /** The network name used when the file has no {@code network} statement: its base name. */
  public static String defaultName(String file) {
    String base = file.replace('\\', '/');
    base = base.substring(base.lastIndexOf('/') + 1);
    int dot = base.lastIndexOf('.');
    if (dot > 0) {
      base = base.substring(0, dot);
    }
    return base.isBlank() ? "network" : base;
  }

  private static ParseResult failure(Code code, SourceSpan span, String message, String hint) {
    return failure(Diagnostic.of(code, span, message, hint));
  }

  /** The result of input that could not be read at all: {@code problem}, no network. */
  static ParseResult failure(Diagnostic problem) {
    return new ParseResult(Optional.empty(), List.of(problem), Optional.empty(), Set.of());
  }

  /**
   * Every name-like word, keywords aside, on the lines of {@code file} that carry an error. Errors whose
   * spans a source's origins map elsewhere are not found here: such text is a tool's, whose statements
   * should have no error.
   */
  private static Set<String> namesOnErrorLines(String file, String source, List<Diagnostic> diagnostics) {
    Set<Integer> lines = new HashSet<>();
    for (Diagnostic d : diagnostics) {
      d.span().filter(s -> d.isError() && s.file().equals(file)).ifPresent(s -> {
        for (int line = s.line(); line <= s.endLine(); line++) {
          lines.add(line);
        }
      });
    }
    Set<String> names = new HashSet<>();
    String[] text = source.split("\n", -1);
    for (int line : lines) {
      if (line <= text.length) {
        for (String word : ParseResult.words(text[line - 1])) {
          if (!Lexicon.isKeyword(word)) {
            names.add(word);
          }
        }
      }
    }
    return names;
  }

  private static String describe(Throwable e) {
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }
}

package org.pfcheck.grammar.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.pfcheck.grammar.assembly.LiteralValues;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.EndpointTok;
import org.pfcheck.grammar.parse.Ast.NameItem;
import org.pfcheck.grammar.parse.Ast.NumItem;
import org.pfcheck.grammar.parse.Ast.PrefixTok;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.grammar.parse.Lexicon;
import org.pfcheck.grammar.parse.StatementShapes;
import org.pfcheck.grammar.yaml.YamlNode.Kind;
import org.pfcheck.grammar.yaml.YamlNode.Scalar;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Turns YAML values into the tokens the language's statements hold, checking each the way the
 * language's lexer would: a name is one word that is not a keyword, a number is decimal digits. A
 * value of the wrong YAML type is PFC023, a malformed one PFC027; each method then answers empty.
 * What the numbers and addresses mean is left to {@link LiteralValues}, as for {@code .pfc} text. Not
 * thread-safe; one per reading.
 */
final class YamlValues {
  private static final String NAME_RULE = "names are letters, digits and _, with single - or . between them"
      + " (docs/language.md)";

  private final Diagnostics diagnostics;

  YamlValues(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  Diagnostics diagnostics() {
    return diagnostics;
  }

  /** From the start of {@code a} to the end of {@code b}. */
  static SourceSpan join(SourceSpan a, SourceSpan b) {
    if (b.endLine() < a.line() || b.endLine() == a.line() && b.endColumn() < a.column()) {
      return a;
    }
    return new SourceSpan(a.file(), a.line(), a.column(), b.endLine(), b.endColumn());
  }

  /** The span of a whole entry: its key and its value. */
  static SourceSpan span(YamlNode.Entry e) {
    return join(e.key().span(), e.value().span());
  }

  /** {@code n} as a mapping, or PFC023 saying that {@code what} is one. */
  Optional<YamlNode.Mapping> mapping(YamlNode n, String what) {
    if (n instanceof YamlNode.Mapping m) {
      return Optional.of(m);
    }
    wrongType(n, what + " is a mapping (key: value, or {key: value})");
    return Optional.empty();
  }

  /** The items of the list {@code n}, or PFC023 saying that {@code what} is a list. */
  List<YamlNode> list(YamlNode n, String what) {
    if (n instanceof YamlNode.Seq s) {
      return s.items();
    }
    wrongType(n, what + " is a list ('- item' lines, or [a, b])");
    return List.of();
  }

  /**
   * Each item of the list section {@code e}: a mapping, called {@code a} when it is not one ("a VLAN")
   * and {@code the} in messages about its keys ("this VLAN"), whose keys are {@code keys}.
   */
  void items(YamlNode.Entry e, String a, String the, List<String> keys, BiConsumer<YamlNode.Mapping, YamlFields> body) {
    for (YamlNode item : list(e.value(), e.key().text())) {
      mapping(item, a).ifPresent(m -> body.accept(m, new YamlFields(m, the, keys, this)));
    }
  }

  /** The items of the list {@code n}, or {@code n} alone when it is not a list. */
  static List<YamlNode> oneOrMore(YamlNode n) {
    return n instanceof YamlNode.Seq s ? s.items() : List.of(n);
  }

  /** A scalar of one of {@code kinds}, or PFC023 saying that {@code what} is expected. */
  Optional<Scalar> scalar(YamlNode n, String what, Kind... kinds) {
    if (n instanceof Scalar s) {
      for (Kind k : kinds) {
        if (s.kind() == k) {
          return Optional.of(s);
        }
      }
    }
    boolean word = List.of(kinds).contains(Kind.STRING);
    if (word && n instanceof Scalar s && (s.kind() == Kind.BOOL || s.kind() == Kind.FLOAT
        || s.kind() == Kind.NULL && !s.text().isEmpty())) {
      diagnostics.report(Code.PFC023, n.span(), "expected " + what + ", found " + n.describe(), "YAML reads " + s.text()
          + " as a " + (s.kind() == Kind.BOOL ? "boolean" : s.kind() == Kind.FLOAT ? "number" : "null")
          + ": to mean the word, quote it (\""
          + s.text() + "\")");
    } else if (List.of(kinds).contains(Kind.INT) && n instanceof Scalar s && s.kind() == Kind.STRING
        && !s.text().isEmpty() && s.text().chars().allMatch(Character::isDigit)) {
      diagnostics.report(Code.PFC023, n.span(), "expected " + what + ", found " + n.describe(),
          "write the number without quotes");
    } else {
      wrongType(n, "expected " + what);
    }
    return Optional.empty();
  }

  /**
   * Reports that {@code n} has the wrong type: {@code expected} says what was expected. A refused value
   * was reported already.
   */
  void wrongType(YamlNode n, String expected) {
    if (n instanceof Scalar s && s.kind() == Kind.REFUSED) {
      return;
    }
    diagnostics.report(Code.PFC023, n.span(), expected + ", found " + n.describe(),
        "see docs/yaml.md for the shape of each section");
  }

  /** A name ({@code role} says whose): a string or a number that lexes as one name. */
  Optional<Tok> name(YamlNode n, String role) {
    return scalar(n, "a name (" + role + ")", Kind.STRING, Kind.INT).flatMap(s -> name(s, s.text(), 0, role));
  }

  /** {@code text}, a part of {@code s} starting at {@code from}, as a name token. */
  private Optional<Tok> name(Scalar s, String text, int from, String role) {
    Tok t = new Tok(text, s.part(from, from + text.length()));
    if (Lexicon.isName(text)) {
      return Optional.of(t);
    }
    if (Lexicon.isKeyword(text)) {
      diagnostics.report(Code.PFC027, t.span(), "'" + text + "' is a keyword of the language and cannot be a name ("
          + role + ")", "rename it: every name of the YAML form is also written in .pfc, where keywords are reserved");
    } else {
      diagnostics.report(Code.PFC027, t.span(), (text.isEmpty() ? "an empty name" : "'" + text + "' is not a name")
          + " (" + role + ")", NAME_RULE);
    }
    return Optional.empty();
  }

  /** Names and name ranges ({@code S0..S3}): one, or a list of at least one. */
  List<NameItem> names(YamlNode n, String role) {
    List<NameItem> out = new ArrayList<>();
    List<YamlNode> items = oneOrMore(n);
    if (items.isEmpty()) {
      wrongType(n, "expected at least one name (" + role + ")");
    }
    for (YamlNode item : items) {
      scalar(item, "a name or a name range (" + role + ")", Kind.STRING, Kind.INT).ifPresent(s -> nameItem(s, role)
          .ifPresent(out::add));
    }
    return out;
  }

  private Optional<NameItem> nameItem(Scalar s, String role) {
    return range(s, role, this::name).map(t -> new NameItem(t.get(0), t.stream().skip(1).findFirst(), s.span()));
  }

  /** Reads a part of a scalar's text that starts at {@code from}. */
  @FunctionalInterface
  private interface Part {
    Optional<Tok> read(Scalar s, String text, int from, String role);
  }

  /** {@code s} as one token or a range {@code first..last}, each read by {@code part}: one or two tokens. */
  private static Optional<List<Tok>> range(Scalar s, String role, Part part) {
    int dots = s.text().indexOf("..");
    if (dots < 0) {
      return part.read(s, s.text(), 0, role).map(List::of);
    }
    Optional<Tok> first = part.read(s, s.text().substring(0, dots), 0, role);
    Optional<Tok> last = part.read(s, s.text().substring(dots + 2), dots + 2, role);
    return first.isPresent() && last.isPresent() ? Optional.of(List.of(first.get(), last.get())) : Optional.empty();
  }

  /** A non-negative decimal number ({@code role} says what it is). */
  Optional<Tok> number(YamlNode n, String role) {
    return scalar(n, "a number (" + role + ")", Kind.INT).flatMap(s -> digits(s, s.text(), 0, role));
  }

  private Optional<Tok> digits(Scalar s, String text, int from, String role) {
    Tok t = new Tok(text, s.part(from, from + text.length()));
    if (!text.isEmpty() && text.chars().allMatch(c -> c >= '0' && c <= '9') && (text.length() == 1
        || text.charAt(0) != '0')) {
      return Optional.of(t);
    }
    String hint = text.length() > 1 && text.charAt(0) == '0' && text.chars().allMatch(Character::isDigit)
        ? "leave out the leading zero: YAML reads " + text + " as an octal number" : "write it in decimal digits";
    diagnostics.report(Code.PFC027, t.span(), "'" + text + "' is not a number 0 or above (" + role + ")", hint);
    return Optional.empty();
  }

  /** Numbers: one, or a list of at least one. */
  List<Tok> numbers(YamlNode n, String role) {
    List<Tok> out = new ArrayList<>();
    List<YamlNode> items = oneOrMore(n);
    if (items.isEmpty()) {
      wrongType(n, "expected at least one number (" + role + ")");
    }
    items.forEach(item -> number(item, role).ifPresent(out::add));
    return out;
  }

  /** A mapping key that is a number or a range of numbers ({@code 24..25}). */
  Optional<NumItem> numberKey(Scalar key, String role) {
    return range(key, role, this::digits).map(t -> new NumItem(t.get(0), t.stream().skip(1).findFirst(), key.span()));
  }

  /** A value written as one word of the language: a duration ({@code 4h}) or an address. */
  Optional<Tok> word(YamlNode n, String role) {
    return scalar(n, role, Kind.STRING, Kind.INT).flatMap(s -> {
      if (Lexicon.isWord(s.text())) {
        return Optional.of(new Tok(s.text(), s.span()));
      }
      diagnostics.report(Code.PFC027, s.span(), "'" + s.text() + "' is not " + role, "see docs/yaml.md");
      return Optional.empty();
    });
  }

  /** A prefix {@code address/length}. */
  Optional<PrefixTok> prefix(YamlNode n, String role) {
    return scalar(n, "a prefix (" + role + ")", Kind.STRING).flatMap(s -> {
      String text = s.text();
      int slash = text.indexOf('/');
      String address = slash < 0 ? text : text.substring(0, slash);
      String length = slash < 0 ? "" : text.substring(slash + 1);
      if (slash < 0 || !Lexicon.isWord(address) || length.isEmpty() || !length.chars().allMatch(Character::isDigit)) {
        diagnostics.report(Code.PFC027, s.span(), "'" + text + "' is not a prefix (" + role + ")",
            "write a prefix as address/length: 10.0.1.0/24");
        return Optional.empty();
      }
      return Optional.of(new PrefixTok(new Tok(address, s.part(0, slash)), new Tok(length, s.part(slash + 1,
          text.length())), s.span()));
    });
  }

  /** {@code SWITCH} or {@code SWITCH:PORT}: a link's end or a host's attachment. */
  Optional<EndpointTok> endpoint(YamlNode n, String role) {
    return scalar(n, "SWITCH or SWITCH:PORT (" + role + ")", Kind.STRING, Kind.INT).flatMap(s -> {
      int colon = s.text().indexOf(':');
      if (colon < 0) {
        return name(s, s.text(), 0, role).map(t -> new EndpointTok(t, Optional.empty()));
      }
      Optional<Tok> node = name(s, s.text().substring(0, colon), 0, role);
      Optional<Tok> port = name(s, s.text().substring(colon + 1), colon + 1, "port of " + role);
      return node.isPresent() && port.isPresent() ? Optional.of(new EndpointTok(node.get(), port)) : Optional.empty();
    });
  }

  /** Whether {@code n} is one name or endpoint: a scalar that is not a name range. */
  static boolean single(YamlNode n) {
    return n instanceof Scalar s && !s.text().contains("..");
  }

  /** A link between two ends, {@code [A, B]}, each {@code SWITCH} or {@code SWITCH:PORT}. */
  Optional<Ast.LinkRefTok> linkRef(YamlNode n, String role) {
    List<YamlNode> ends = list(n, role + " ([A, B])");
    if (ends.size() != 2) {
      if (n instanceof YamlNode.Seq) {
        wrongType(n, "expected two ends, [A, B], for " + role);
      }
      return Optional.empty();
    }
    Optional<EndpointTok> a = endpoint(ends.get(0), "a link's end");
    Optional<EndpointTok> b = endpoint(ends.get(1), "a link's end");
    return a.isPresent() && b.isPresent() ? Optional.of(new Ast.LinkRefTok(a.get(), b.get(), n.span()))
        : Optional.empty();
  }

  /** One of {@code words} ({@code role} says what it is), with "did you mean" for a near miss. */
  Optional<String> choice(YamlNode n, String role, List<String> words) {
    return scalar(n, role + ": one of " + String.join(", ", words), Kind.STRING).flatMap(s -> {
      if (words.contains(s.text())) {
        return Optional.of(s.text());
      }
      diagnostics.report(Code.PFC027, s.span(), "'" + s.text() + "' is not " + role + " (one of "
          + String.join(", ", words) + ")", StatementShapes.closest(s.text(), words).map(w -> "did you mean '" + w + "'?")
          .orElse("write one of " + String.join(", ", words)));
      return Optional.empty();
    });
  }

  /** A boolean: {@code true} or {@code false} (YAML also reads yes, no, on, off as booleans). */
  Optional<Boolean> flag(YamlNode n, String role) {
    return scalar(n, "true or false (" + role + ")", Kind.BOOL).map(s -> {
      String t = s.text().toLowerCase(java.util.Locale.ROOT);
      return t.equals("true") || t.equals("yes") || t.equals("on") || t.equals("y");
    });
  }
}

package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.pfcheck.grammar.parse.Ast.NameItem;
import org.pfcheck.grammar.parse.Ast.PrefixTok;
import org.pfcheck.grammar.parse.Ast.Tok;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/**
 * Gives meaning to literal text: numbers, priorities, DSCP values, VLAN ids, durations, addresses,
 * prefixes and name ranges. Bad values become diagnostics (PFC003/004/005/201) and an empty result;
 * nothing here throws. Not thread-safe; one per reading.
 */
public final class LiteralValues {
  /** The most names one range may stand for. */
  static final int MAX_RANGE = 1_000_000;

  /** A name with the position it was written at (a range's names share the range's span). */
  public record Named(String name, SourceSpan span) {}

  private final Diagnostics diagnostics;

  LiteralValues(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** A non-negative decimal number that fits an {@code int}; PFC003 when it does not. */
  public OptionalInt number(Tok t) {
    try {
      return OptionalInt.of(Integer.parseInt(t.text()));
    } catch (NumberFormatException e) {
      diagnostics.report(Code.PFC003, t.span(), "number " + t.text() + " is too large",
          "numbers are at most 2,147,483,647");
      return OptionalInt.empty();
    }
  }

  /** A priority, 0..7; PFC201 when outside. */
  OptionalInt priority(Tok t) {
    return inRange(t, 0, 7, Code.PFC201, "priority", "PFC priorities are 0..7");
  }

  /** A DSCP value, 0..63; PFC201 when outside. */
  OptionalInt dscp(Tok t) {
    return inRange(t, 0, 63, Code.PFC201, "DSCP value", "DSCP is a 6-bit field: 0..63");
  }

  /** A traffic class, 0..15; PFC201 when outside. */
  OptionalInt trafficClass(Tok t) {
    return inRange(t, 0, 15, Code.PFC201, "traffic class", "traffic classes are 0..15");
  }

  /** A VLAN id, 1..4094; PFC003 when outside. */
  OptionalInt vlan(Tok t) {
    return inRange(t, 1, 4094, Code.PFC003, "VLAN id", "VLAN ids are 1..4094");
  }

  private OptionalInt inRange(Tok t, int min, int max, Code code, String what, String hint) {
    OptionalInt n = number(t);
    if (n.isPresent() && (n.getAsInt() < min || n.getAsInt() > max)) {
      diagnostics.report(code, t.span(), what + " " + n.getAsInt() + " is outside " + min + ".." + max, hint);
      return OptionalInt.empty();
    }
    return n;
  }

  /** A positive duration such as {@code 30s}, {@code 5m}, {@code 4h}, {@code 1d}, in seconds; PFC005 when bad. */
  OptionalLong duration(Tok t) {
    String text = t.text();
    String hint = "write a whole number and a unit: s, m, h or d (e.g. 4h, 5m)";
    if (!text.matches("[0-9]+[smhd]")) {
      diagnostics.report(Code.PFC005, t.span(), "'" + text + "' is not a duration", hint);
      return OptionalLong.empty();
    }
    long unit = switch (text.charAt(text.length() - 1)) {
      case 's' -> 1;
      case 'm' -> 60;
      case 'h' -> 3600;
      default -> 86400;
    };
    String digits = text.substring(0, text.length() - 1);
    try {
      long value = Math.multiplyExact(Long.parseLong(digits), unit);
      if (value > 0) {
        return OptionalLong.of(value);
      }
      diagnostics.report(Code.PFC005, t.span(), "duration " + text + " must be positive", hint);
    } catch (ArithmeticException | NumberFormatException e) {
      diagnostics.report(Code.PFC005, t.span(), "duration " + text + " is too long", hint);
    }
    return OptionalLong.empty();
  }

  /** An IPv4 address; PFC004 when malformed. */
  public Optional<Ipv4> address(Tok t) {
    try {
      return Optional.of(Ipv4.parse(t.text()));
    } catch (IllegalArgumentException e) {
      diagnostics.report(Code.PFC004, t.span(), e.getMessage(), "write an address as four numbers 0..255: 10.0.0.5");
      return Optional.empty();
    }
  }

  /** A prefix with zero host bits; PFC004 when malformed. */
  public Optional<Prefix> prefix(PrefixTok p) {
    Optional<Ipv4> address = address(p.address());
    if (address.isEmpty()) {
      return Optional.empty();
    }
    String text = p.address().text() + "/" + p.length().text();
    int length;
    try {
      length = Integer.parseInt(p.length().text());
    } catch (NumberFormatException e) {
      length = -1;
    }
    if (length < 0 || length > 32) {
      diagnostics.report(Code.PFC004, p.span(), "'" + text + "' has a prefix length outside 0..32",
          "write a prefix as address/length, the length 0..32: 10.0.1.0/24");
      return Optional.empty();
    }
    if ((address.get().bits() & ~Prefix.mask(length)) != 0) {
      Prefix fixed = new Prefix(new Ipv4(address.get().bits() & Prefix.mask(length)), length);
      diagnostics.report(Code.PFC004, p.span(), "'" + text + "' has host bits set", "did you mean " + fixed + "?");
      return Optional.empty();
    }
    return Optional.of(new Prefix(address.get(), length));
  }

  /** The names of a list of names and ranges ({@code S0..S3} is S0, S1, S2, S3). */
  public List<Named> names(List<NameItem> items) {
    List<Named> out = new ArrayList<>();
    for (NameItem item : items) {
      if (item.last().isEmpty()) {
        out.add(new Named(item.first().text(), item.first().span()));
      } else {
        expand(item, out);
      }
    }
    return out;
  }

  private void expand(NameItem item, List<Named> out) {
    String first = item.first().text();
    String last = item.last().get().text();
    String hint = "a range joins two names that differ only in a trailing number: S0..S3";
    int a = digitsFrom(first);
    int b = digitsFrom(last);
    if (a == first.length() || b == last.length() || !first.substring(0, a).equals(last.substring(0, b))) {
      diagnostics.report(Code.PFC001, item.span(), "'" + first + ".." + last + "' is not a name range", hint);
      return;
    }
    String digits = first.substring(a);
    long from;
    long to;
    try {
      from = Long.parseLong(digits);
      to = Long.parseLong(last.substring(b));
    } catch (NumberFormatException e) {
      diagnostics.report(Code.PFC003, item.span(), "the numbers of '" + first + ".." + last + "' are too large", hint);
      return;
    }
    if (from > to) {
      diagnostics.report(Code.PFC001, item.span(), "name range '" + first + ".." + last + "' is empty",
          "write the smaller number first: " + first.substring(0, a) + to + ".." + first);
      return;
    }
    if (to - from >= MAX_RANGE) {
      diagnostics.report(Code.PFC003, item.span(), "name range '" + first + ".." + last + "' has more than "
          + MAX_RANGE + " names", "use a fabric template for very large fabrics");
      return;
    }
    int width = digits.length() > 1 && digits.startsWith("0") ? digits.length() : 0;
    String prefix = first.substring(0, a);
    for (long n = from; n <= to; n++) {
      String number = Long.toString(n);
      while (number.length() < width) {
        number = "0" + number;
      }
      out.add(new Named(prefix + number, item.span()));
    }
  }

  private static int digitsFrom(String name) {
    int i = name.length();
    while (i > 0 && Character.isDigit(name.charAt(i - 1))) {
      i--;
    }
    return i;
  }
}

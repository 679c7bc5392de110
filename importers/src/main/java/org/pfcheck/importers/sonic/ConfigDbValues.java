package org.pfcheck.importers.sonic;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Prefix;

/** Parses config_db values, each problem a located PFC410. One per device file; not thread-safe. */
final class ConfigDbValues {
  private final Diagnostics diagnostics;

  ConfigDbValues(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** {@code text} as an integer in {@code min..max}, else a diagnostic naming {@code what}. */
  OptionalInt integer(String text, int min, int max, SourceSpan span, String what) {
    try {
      int v = Integer.parseInt(text.strip());
      if (v >= min && v <= max) {
        return OptionalInt.of(v);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    diagnostics.report(Code.PFC410, span, what + " '" + text + "' is not a number in " + min + ".." + max,
        "write a whole number from " + min + " to " + max);
    return OptionalInt.empty();
  }

  /** {@code f}'s value when it is one of {@code allowed}, else a diagnostic naming {@code what}. */
  Optional<String> oneOf(Field f, List<String> allowed, String what) {
    if (allowed.contains(f.value())) {
      return Optional.of(f.value());
    }
    diagnostics.report(Code.PFC410, f.span(), what + " '" + f.value() + "' is not one of " + String.join(", ", allowed),
        "write one of " + String.join(", ", allowed));
    return Optional.empty();
  }

  /**
   * A list of priorities like {@code pfc_enable}'s {@code "3,4"} (empty text: none), each 0..7; empty
   * when any part is bad.
   */
  Optional<SortedSet<Integer>> priorities(Field f, String what) {
    SortedSet<Integer> out = new TreeSet<>();
    for (String part : f.parts()) {
      OptionalInt p = integer(part, 0, 7, f.span(), what);
      if (p.isEmpty()) {
        return Optional.empty();
      }
      out.add(p.getAsInt());
    }
    return Optional.of(out);
  }

  /**
   * A range of priority groups as BUFFER_PG keys write them ({@code 3-4}, {@code 3}), each 0..7.
   */
  Optional<SortedSet<Integer>> groupRange(String text, SourceSpan span) {
    String[] ends = text.split("-", -1);
    if (ends.length > 2) {
      diagnostics.report(Code.PFC410, span, "priority-group range '" + text + "' is not N or N-M",
          "write a priority group (3) or a range (3-4)");
      return Optional.empty();
    }
    OptionalInt lo = integer(ends[0], 0, 7, span, "priority group");
    OptionalInt hi = ends.length == 2 ? integer(ends[1], 0, 7, span, "priority group") : lo;
    if (lo.isEmpty() || hi.isEmpty()) {
      return Optional.empty();
    }
    SortedSet<Integer> out = new TreeSet<>();
    for (int g = lo.getAsInt(); g <= hi.getAsInt(); g++) {
      out.add(g);
    }
    return Optional.of(out);
  }

  /** An IPv4 interface address with its length ({@code 10.0.0.1/31}); empty for IPv6, which is not modelled. */
  Optional<Address4> interfaceAddress(String text, SourceSpan span) {
    if (text.contains(":")) {
      return Optional.empty();
    }
    try {
      int slash = text.indexOf('/');
      if (slash < 0) {
        throw new IllegalArgumentException("'" + text + "' has no prefix length");
      }
      Ipv4 address = Ipv4.parse(text.substring(0, slash));
      String digits = text.substring(slash + 1);
      if (!digits.matches("[0-9]{1,2}")) {
        throw new IllegalArgumentException("prefix length '" + digits + "' is not a number in 0..32");
      }
      int length = Integer.parseInt(digits);
      if (length > 32) {
        throw new IllegalArgumentException("prefix length " + length + " is outside 0..32");
      }
      return Optional.of(new Address4(address, new Prefix(new Ipv4(address.bits() & Prefix.mask(length)), length)));
    } catch (IllegalArgumentException e) {
      diagnostics.report(Code.PFC410, span, "interface address '" + text + "' is malformed: " + reason(e),
          "write an address with its prefix length, as 10.0.0.1/31");
      return Optional.empty();
    }
  }

  /** A destination prefix ({@code 10.1.0.0/16}); host bits are cleared as SONiC does; empty for IPv6. */
  Optional<Prefix> prefix(String text, SourceSpan span) {
    return interfaceAddress(text, span).map(Address4::subnet);
  }

  /** An IPv4 address, or empty (with a diagnostic) when malformed; IPv6 gives empty without one. */
  Optional<Ipv4> address(String text, SourceSpan span, String what) {
    String plain = text.strip();
    if (plain.contains(":")) {
      return Optional.empty();
    }
    int slash = plain.indexOf('/');
    try {
      return Optional.of(Ipv4.parse(slash < 0 ? plain : plain.substring(0, slash)));
    } catch (IllegalArgumentException e) {
      diagnostics.report(Code.PFC410, span, what + " '" + text + "' is malformed: " + reason(e),
          "write a dotted-quad IPv4 address");
      return Optional.empty();
    }
  }

  /** Why a value does not parse, in words: not Java's ("For input string: ..."). */
  private static String reason(IllegalArgumentException e) {
    return e instanceof NumberFormatException || e.getMessage() == null ? "a part of it is not a number"
        : e.getMessage();
  }

  /** An address and the subnet it is in. Immutable. */
  record Address4(Ipv4 address, Prefix subnet) {}

  /** A map name as a binding writes it: {@code AZURE}, or the older {@code [DSCP_TO_TC_MAP|AZURE]}. */
  static String reference(String text) {
    String t = text.strip();
    if (t.startsWith("[") && t.endsWith("]")) {
      t = t.substring(1, t.length() - 1);
    }
    int bar = t.lastIndexOf('|');
    return bar >= 0 ? t.substring(bar + 1) : t;
  }
}

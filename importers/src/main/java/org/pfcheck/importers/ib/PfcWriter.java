package org.pfcheck.importers.ib;

import java.util.ArrayList;
import java.util.List;
import org.pfcheck.importers.Listing;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.text.PfcText;

/**
 * The emit stage: an assembled subnet as a {@link Listing} of {@code .pfc} lines, a header that says where it
 * comes from and what was assumed, then the network, its one lossless priority, routing, and the statements
 * section by section, each with its provenance comment and the dump line it points at. Stateless.
 */
final class PfcWriter {
  /** The priority that stands for the virtual lane. */
  static final int PRIORITY = 0;

  private PfcWriter() {}

  /**
   * The listing. {@code sources} names the input files ("subnet.lst and osm.fdbs"); {@code routing} is the
   * derived routing, or null when the tables are followed.
   */
  static Listing write(String name, String sources, Assembly.Assembled a, Routing.Mode routing, boolean switchLids) {
    List<Listing.Line> out = new ArrayList<>(32 + a.switches().size() + a.hosts().size() + a.links().size()
        + a.routed().size() + a.routes().size());
    comment(out, name + ": an InfiniBand subnet imported by pfcheck import ib from " + sources + ". "
        + a.switches().size() + " switches, " + a.endPoints() + " channel-adapter and router ports, "
        + a.links().size() + " links between switches.");
    if (routing == null) {
      comment(out, "Routing as the tables say: one /32 route per switch and destination LID (LID L is the address "
          + "10.0.0.0 + L), 'drop' where a table has no route. A route more specific than every subnet of a switch "
          + "is followed at the destination's own switch too, so a table that sends a LID away from its port is "
          + "followed as written.");
    } else {
      comment(out, "Routing derived, " + (routing == Routing.Mode.UP_DOWN ? "up-down" : "shortest-path")
          + ": every minimal path it allows is taken (ECMP), which covers whichever one port per destination a "
          + "subnet manager picks among them.");
    }
    comment(out, "Traffic: every channel-adapter port to every other" + (switchLids
        ? ", and to and from every switch's own LID (ibdmchk -a), through a host on its management port 0."
        : " (the CA-to-CA paths ibdmchk checks; --switch-lids for all LIDs)."));
    comment(out, "One virtual lane, VL0, as lossless priority " + PRIORITY + ": credit-based flow control never drops,"
        + " and a credit loop is a cyclic buffer dependency.");
    for (String s : a.assumptions()) {
      comment(out, "Assumed: " + s + ".");
    }
    line(out, "network " + name);
    line(out, "lossless " + PRIORITY);
    if (routing != null) {
      line(out, "routing " + (routing == Routing.Mode.UP_DOWN ? "up-down" : "shortest-path"));
    }
    if (!a.tiers().isEmpty()) {
      line(out, a.tiers());
    }
    section(out, "switches", a.switches());
    section(out, "hosts: channel-adapter and router ports" + (switchLids ? ", and switches' management ports" : ""),
        a.hosts());
    section(out, "links between switches", a.links());
    section(out, "their ports are routed: an InfiniBand switch forwards by its table and never bridges or floods,"
        + " so no broadcast or flood copy crosses a link", a.routed());
    section(out, "routes: each switch's unicast table, one destination LID per line", a.routes());
    return new Listing(out);
  }

  private static void section(List<Listing.Line> out, String title, List<Statement> statements) {
    if (statements.isEmpty()) {
      return;
    }
    out.add(Listing.Line.comment(""));
    out.add(Listing.Line.comment(title));
    statements.forEach(s -> out.add(s.listed()));
  }

  /**
   * {@code text} as comment lines of at most about 100 characters, through {@link PfcText#line}: file names
   * and device descriptions in it cannot end the comment (and add a statement) or hide what the line says.
   */
  private static void comment(List<Listing.Line> out, String text) {
    StringBuilder current = new StringBuilder("#");
    for (String word : PfcText.line(text).split(" ")) {
      if (current.length() + 1 + word.length() > 100 && current.length() > 1) {
        line(out, current.toString());
        current = new StringBuilder("#");
      }
      current.append(' ').append(word);
    }
    line(out, current.toString());
  }

  /** A line the writer made whole (a statement without a place of its own, or a whole-line comment). */
  private static void line(List<Listing.Line> out, String s) {
    out.add(new Listing.Line(PfcText.line(s), List.of(), 0, ""));
  }
}

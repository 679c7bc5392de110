package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.pfcheck.grammar.assembly.LiteralValues.Named;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.EndpointTok;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Endpoint;
import org.pfcheck.model.topology.Link;

/**
 * Builds the links of {@code link} and {@code links} statements and templates: a port not named is
 * named after the neighbour ({@link PortNamer}), a link from a switch to itself is an error (PFC213).
 * Not thread-safe; one per reading.
 */
final class LinkAssembler {
  private final LiteralValues values;
  private final Diagnostics diagnostics;
  private final PortNamer ports;
  private final List<Link> links = new ArrayList<>();
  /** By statement identity: two statements written alike are still two statements. */
  private final Map<Ast.Stmt, List<Link>> byStmt = new IdentityHashMap<>();

  /** {@code ports} is shared with the hosts: a link's implicit port must not take a host's name. */
  LinkAssembler(LiteralValues values, Diagnostics diagnostics, PortNamer ports) {
    this.values = values;
    this.diagnostics = diagnostics;
    this.ports = ports;
  }

  /** Takes one statement; false when it is not a {@code link} or {@code links} statement. */
  boolean accept(Ast.Stmt s) {
    if (s instanceof Ast.LinkStmt l) {
      linkStmt(l);
    } else if (s instanceof Ast.LinksStmt l) {
      linksStmt(l);
    } else {
      return false;
    }
    return true;
  }

  private void linkStmt(Ast.LinkStmt l) {
    EndpointTok a = l.link().a();
    EndpointTok b = l.link().b();
    String an = a.node().text();
    String bn = b.node().text();
    if (an.equals(bn)) {
      selfLink(an, l.span());
      return;
    }
    String ap = a.port().map(p -> ports.use(an, p.text())).orElseGet(() -> ports.implicit(an, bn));
    String bp = b.port().map(p -> ports.use(bn, p.text())).orElseGet(() -> ports.implicit(bn, an));
    Link link = new Link(new Endpoint(an, ap), new Endpoint(bn, bp), Origin.of(l.span()));
    links.add(link);
    byStmt.put(l, List.of(link));
  }

  /** Every name on the left to every name on the right, in that order, with implicit ports only. */
  private void linksStmt(Ast.LinksStmt l) {
    List<Link> made = new ArrayList<>();
    Origin origin = Origin.of(l.span());
    List<Named> right = values.names(l.right());
    for (Named a : values.names(l.left())) {
      for (Named b : right) {
        if (a.name().equals(b.name())) {
          selfLink(a.name(), l.span());
          continue;
        }
        Link link = new Link(new Endpoint(a.name(), ports.implicit(a.name(), b.name())),
            new Endpoint(b.name(), ports.implicit(b.name(), a.name())), origin);
        links.add(link);
        made.add(link);
      }
    }
    byStmt.put(l, made);
  }

  private void selfLink(String name, SourceSpan span) {
    diagnostics.report(Code.PFC213, span, "link from " + name + " to itself", "a link joins two different switches");
  }

  /** Takes a template's link, whose ports are named already. */
  void add(Link l) {
    ports.use(l.a().node(), l.a().port());
    ports.use(l.b().node(), l.b().port());
    links.add(l);
  }

  /** The links so far, templates' included, in order. */
  List<Link> links() {
    return links;
  }

  /** The links a {@code link} or {@code links} statement made. */
  List<Link> linksOf(Ast.Stmt s) {
    return byStmt.getOrDefault(s, List.of());
  }
}

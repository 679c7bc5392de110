package org.pfcheck.grammar.assembly;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pfcheck.grammar.assembly.LiteralValues.Named;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.AttachTok;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.topology.Attachment;
import org.pfcheck.model.topology.Host;
import org.pfcheck.model.topology.Ipv4;

/**
 * Builds host drafts from {@code host} statements and templates' hosts: attachments, with a port named
 * after the host where none is given. Addresses are numbered later, by {@link HostAddresses}. Not
 * thread-safe; one per reading.
 */
final class HostAssembler {
  private final LiteralValues values;
  private final Diagnostics diagnostics;
  private final OnceOnlySettings options;
  private final PortNamer ports;
  private final List<HostDraft> drafts = new ArrayList<>();

  /** {@code ports} is shared with the links: a host's implicit port must not take a link's name. */
  HostAssembler(LiteralValues values, Diagnostics diagnostics, PortNamer ports) {
    this.values = values;
    this.diagnostics = diagnostics;
    this.options = new OnceOnlySettings(diagnostics);
    this.ports = ports;
  }

  /** Takes one statement; false when it is not a {@code host} statement. */
  boolean accept(Ast.Stmt s) {
    if (s instanceof Ast.HostStmt h) {
      hostStmt(h);
      return true;
    }
    return false;
  }

  private void hostStmt(Ast.HostStmt h) {
    OnceOnlySettings.Once<Optional<Ipv4>> ip = options.once("ip");
    OnceOnlySettings.Once<Boolean> outside = options.once("outside");
    List<Ast.StandbyOpt> standby = new ArrayList<>();
    for (Ast.HostOpt o : h.options()) {
      if (o instanceof Ast.IpOpt i) {
        Optional<Ipv4> address = i.address().flatMap(values::address);
        ip.set(address, o.span());
      } else if (o instanceof Ast.OutsideOpt) {
        outside.set(true, o.span());
      } else {
        standby.add((Ast.StandbyOpt) o);
      }
    }
    List<Named> names = values.names(h.names());
    boolean sharedPort = h.at().port().isPresent() || standby.stream().anyMatch(s -> s.at().port().isPresent());
    if (names.size() > 1 && (sharedPort || ip.value().map(Optional::isPresent).orElse(false))) {
      diagnostics.report(Code.PFC208, h.span(), "several hosts cannot share one port or address",
          "declare these hosts one by one, each with its own port and ip");
      return;
    }
    Origin origin = Origin.of(h.span());
    for (Named n : names) {
      List<Attachment> attachments = new ArrayList<>();
      attachments.add(attachment(n.name(), h.at(), false, origin));
      for (Ast.StandbyOpt s : standby) {
        attachments.add(attachment(n.name(), s.at(), true, Origin.of(s.span())));
      }
      drafts.add(new HostDraft(n.name(), ip.value().orElse(Optional.empty()), ip.value().isPresent(), attachments,
          Origin.of(n.span()), n.span(), outside.value().orElse(false)));
    }
  }

  private Attachment attachment(String host, AttachTok at, boolean standby, Origin origin) {
    String sw = at.switchName().text();
    String port = at.port().map(p -> ports.use(sw, p.text())).orElseGet(() -> ports.implicit(sw, host));
    return new Attachment(sw, port, standby, origin);
  }

  /**
   * Takes a template's host, which has its ports and address already; {@code fabric} is the statement
   * that expanded the template.
   */
  void add(Host h, SourceSpan fabric) {
    h.attachments().forEach(a -> ports.use(a.switchName(), a.port()));
    drafts.add(new HostDraft(h.name(), h.address(), true, h.attachments(), h.origin(), fabric, h.outside()));
  }

  /** The hosts so far, in order. */
  List<HostDraft> drafts() {
    return drafts;
  }
}

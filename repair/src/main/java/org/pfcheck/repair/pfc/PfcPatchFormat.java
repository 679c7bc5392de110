package org.pfcheck.repair.pfc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.model.text.PfcText;
import org.pfcheck.model.topology.Switch;
import org.pfcheck.model.topology.Vlan;
import org.pfcheck.repair.change.Change;
import org.pfcheck.repair.change.Patch;
import org.pfcheck.repair.change.PatchFormat;

/**
 * A repair as a unified diff of the user's {@code .pfc} file. A changed switch has its declaring
 * statement printed again (a statement that declares several switches becomes one per switch); a
 * shortened or removed route has its statement replaced or its line deleted; a new lossless priority
 * joins the {@code lossless} statement; new rewrite rules, PFC settings and VLANs are added at the end,
 * after a comment line, where they come after the file's own (as {@link
 * org.pfcheck.repair.change.Changes#apply} puts them). A switch that a {@code fabric} template declares
 * gets an amending {@code switch} statement at the end, when the language reads one (probed on the
 * file). Before it is shown, the patched text is read back and must equal the repaired model. Immutable.
 */
public final class PfcPatchFormat implements PatchFormat {
  private final String file;
  private final SourceLines lines;
  private final StatementIndex statements;
  private final Network network;
  private final boolean amendsTemplates;
  private final Map<String, Switch> switches = new java.util.HashMap<>();

  /** The format for {@code text}, read from {@code file}; the text must read without errors. */
  public PfcPatchFormat(String file, String text) {
    this.file = file;
    this.lines = new SourceLines(text);
    this.statements = new StatementIndex(file, lines, text);
    ParseResult read = PfcReader.read(file, text);
    this.network = read.network().filter(n -> read.ok())
        .orElseThrow(() -> new IllegalArgumentException(file + " has errors: " + read.errors()));
    network.switches().forEach(s -> switches.putIfAbsent(s.name(), s));
    this.amendsTemplates = network.switches().stream().filter(this::byTemplate).findFirst()
        .map(s -> amends(text, s)).orElse(false);
  }

  /** Whether a {@code switch} statement after {@code text} amends the template switch {@code s} (spec §6). */
  private boolean amends(String text, Switch s) {
    Switch dropping = new Switch(s.name(), s.tier(), s.onMacMiss() == MacMissPolicy.FLOOD ? MacMissPolicy.DROP_LOSSLESS
        : MacMissPolicy.FLOOD, s.floodDomain(), s.subnets(), s.origin());
    ParseResult amended = PfcReader.read(file, text + lines.newline() + amendment(s, dropping) + "\n");
    return amended.ok() && amended.network().get().switches().size() == network.switches().size()
        && amended.network().get().switches().stream().anyMatch(x -> x.name().equals(s.name())
            && x.onMacMiss() == dropping.onMacMiss());
  }

  @Override
  public String describe() {
    return "unified diff of " + file;
  }

  @Override
  public Optional<String> cannotExpress(Change change) {
    boolean editsSwitch = change instanceof Change.DropLossless || change instanceof Change.FloodPortRemoval;
    Optional<Switch> sw = change.switchName().flatMap(this::switchNamed);
    if (editsSwitch && sw.isPresent() && byTemplate(sw.get()) && !amendsTemplates) {
      return Optional.of("switch " + sw.get().name() + " is declared by a fabric template (line "
          + statements.lineOf(sw.get().origin()).orElse(0) + "), whose switches this language version cannot amend");
    }
    return Optional.empty();
  }

  private Optional<Switch> switchNamed(String name) {
    return Optional.ofNullable(switches.get(name));
  }

  private boolean byTemplate(Switch s) {
    return statements.lineOf(s.origin()).map(l -> statements.words(l).get(0).equals("fabric")).orElse(false);
  }

  @Override
  public Patch write(List<Change> changes, Network repaired, String note) {
    Map<Integer, List<String>> replaced = new TreeMap<>();
    List<String> appended = new ArrayList<>();
    switches(repaired, replaced, appended);
    vlans(repaired, replaced, appended);
    if (!repaired.qos().lossless().equals(network.qos().lossless())) {
      String lossless = DslPrinter.losslessStatement(repaired.qos());
      statements.lineOf(network.qos().origin()).ifPresentOrElse(
          l -> replaced.put(l, statements.replaced(l, List.of(lossless))), () -> appended.add(lossless));
    }
    routes(changes, replaced);
    repaired.qos().pfc().subList(network.qos().pfc().size(), repaired.qos().pfc().size())
        .forEach(s -> appended.add(DslPrinter.statement(s)));
    repaired.rewrites().subList(network.rewrites().size(), repaired.rewrites().size())
        .forEach(r -> appended.add(DslPrinter.statement(r)));
    if (!appended.isEmpty()) {
      appended.add(0, PfcText.comment(note));
      appended.add(0, "");
    }
    List<TextEdit> edits = lines.edits(replaced, appended);
    String patched = lines.apply(edits);
    ParseResult back = PfcReader.read(file, patched);
    if (!back.ok() || !back.network().get().equals(repaired)) {
      throw new IllegalStateException("internal error: the patched " + file + " does not read back as the repaired"
          + " fabric (" + (back.ok() ? "a different network" : back.errors()) + "):\n" + patched);
    }
    return new Patch(UnifiedDiff.render(file, file, lines, edits), patched);
  }

  private void switches(Network repaired, Map<Integer, List<String>> replaced, List<String> appended) {
    Map<Integer, List<Switch>> byLine = new LinkedHashMap<>();
    for (int i = 0; i < network.switches().size(); i++) {
      Switch before = network.switches().get(i);
      Switch after = repaired.switches().get(i);
      if (before.equals(after)) {
        continue;
      }
      if (byTemplate(before)) {
        appended.add(amendment(before, after));
      } else {
        int line = statements.lineOf(before.origin()).orElseThrow();
        byLine.computeIfAbsent(line, l -> new ArrayList<>());
      }
    }
    for (int i = 0; i < network.switches().size(); i++) {
      Optional<Integer> line = statements.lineOf(network.switches().get(i).origin());
      if (line.isPresent() && byLine.containsKey(line.get())) {
        byLine.get(line.get()).add(repaired.switches().get(i));
      }
    }
    byLine.forEach((line, declared) -> replaced.put(line,
        statements.replaced(line, declared.stream().map(this::declaration).toList())));
  }

  /** A switch's statement, with the settings a {@code default} statement of the file would otherwise change. */
  private String declaration(Switch s) {
    String out = DslPrinter.statement(s);
    if (s.onMacMiss() == MacMissPolicy.FLOOD && statements.has("default", "on-mac-miss")) {
      out += " on-mac-miss flood";
    }
    if (s.floodDomain().allPorts() && statements.has("default", "flood-domain")) {
      out += " flood-domain all";
    }
    return out;
  }

  /** The statement that amends a template's switch {@code before} into {@code after}: the settings that differ. */
  private static String amendment(Switch before, Switch after) {
    return "switch " + after.name() + (before.onMacMiss() == after.onMacMiss() ? "" : " on-mac-miss "
        + (after.onMacMiss() == MacMissPolicy.FLOOD ? "flood" : "drop-lossless"))
        + (before.floodDomain().equals(after.floodDomain()) ? "" : " flood-domain " + after.floodDomain());
  }

  private void vlans(Network repaired, Map<Integer, List<String>> replaced, List<String> appended) {
    for (int i = 0; i < repaired.vlans().size(); i++) {
      Vlan v = repaired.vlans().get(i);
      if (i >= network.vlans().size()) {
        appended.add(DslPrinter.statement(v));
      } else if (!v.equals(network.vlans().get(i))) {
        int line = statements.lineOf(v.origin()).orElseThrow();
        replaced.put(line, statements.replaced(line, List.of(DslPrinter.statement(v))));
      }
    }
  }

  private void routes(List<Change> changes, Map<Integer, List<String>> replaced) {
    Map<Route, Set<String>> trimmed = new LinkedHashMap<>();
    for (Change c : changes) {
      if (c instanceof Change.RemoveRoute r) {
        replaced.put(statements.lineOf(r.route().origin()).orElseThrow(), List.of());
      } else if (c instanceof Change.RemoveEcmpMember m) {
        trimmed.computeIfAbsent(m.route(), r -> new LinkedHashSet<>()).add(m.member());
      }
    }
    trimmed.forEach((r, gone) -> {
      Route shorter = new Route(r.switchName(), r.prefix(), r.via().stream().filter(v -> !gone.contains(v)).toList(),
          r.origin());
      int line = statements.lineOf(r.origin()).orElseThrow();
      replaced.put(line, statements.replaced(line, List.of(DslPrinter.statement(shorter))));
    });
  }
}

package org.pfcheck.reports.text;

import static org.pfcheck.reports.text.TextReport.count;
import static org.pfcheck.reports.text.TextReport.field;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import org.pfcheck.analyzer.storm.Storm;
import org.pfcheck.analyzer.storm.StormResult;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.hazards.Amounts;
import org.pfcheck.reports.TextWrap;

/**
 * The report of {@code pfcheck storm} for people: whether the storm is contained, its source, its radius
 * (queues, ports, switches, hosts), how long the pauses last with the configured watchdogs, the paused
 * hosts and ports, the ports without a watchdog that let it spread, and what to do. Stateless.
 */
public final class StormText {
  private static final int SHOWN = 20;
  private final String mainFile;
  private final boolean verbose;

  /**
   * @param mainFile the analysed file: its lines are cited as "line N", others as "file:N"
   * @param verbose list every paused port and unprotected port, not the first {@value #SHOWN}
   */
  public StormText(String mainFile, boolean verbose) {
    this.mainFile = mainFile;
    this.verbose = verbose;
  }

  /** The whole report, ending with a newline. */
  public String render(StormResult r) {
    Storm s = r.storm();
    StringBuilder out = new StringBuilder();
    String banner = summaryLine(r);
    out.append(banner).append('\n').append("=".repeat(banner.codePointCount(0, banner.length()))).append("\n\n");
    field(out, "network", r.network() + ": " + count(r.switches(), "switch", "switches") + ", "
        + count(r.hosts(), "host", "hosts") + "; " + count(r.queues(), "queue", "queues") + ", "
        + count(r.dependencies(), "dependency", "dependencies"));
    r.any().ifPresent(a -> field(out, "sources", count(a.sources(), "host", "hosts") + " tried, the worst shown: "
        + a.contained() + " contained, " + (a.sources() - a.contained()) + " not"
        + (a.uncontained().isEmpty() ? "" : " (" + list(a.uncontained(), 8) + ")")));
    field(out, "source", source(s));
    field(out, "scenario", Scenarios.describe(r.scenario()));
    long hosts = s.hosts().stream().map(Storm.PausedHost::host).distinct().count();
    field(out, "radius", count(s.queues().size(), "queue", "queues") + " and " + count(s.ports().size(), "port",
        "ports") + " paused on " + count(s.switches().size(), "switch", "switches") + "; " + count(hosts,
        "other host", "other hosts") + " paused");
    field(out, "time", time(s));
    field(out, "watchdogs", s.watchdogs().isEmpty() ? "none that drops or forwards on the storm's path"
        : s.watchdogs().stream().map(c -> c.switchName() + ":" + c.port() + " (" + c.action() + " after "
            + Amounts.millis(c.detectMillis()) + where(c.line()) + ")").collect(Collectors.joining(", ")));
    s.notes().forEach(n -> field(out, "note", n));
    field(out, "time taken", r.millis().values().stream().mapToLong(Long::longValue).sum() + " ms ("
        + r.millis().entrySet().stream().map(e -> e.getKey() + " " + e.getValue() + " ms")
        .collect(Collectors.joining(", ")) + ")");
    out.append('\n');
    hosts(out, s);
    ports(out, s);
    unprotected(out, s);
    advice(out, s);
    return out.toString();
  }

  /** The first line: contained or not, the source, how many hosts, for how long. */
  public static String summaryLine(StormResult r) {
    Storm s = r.storm();
    long hosts = s.hosts().stream().map(Storm.PausedHost::host).distinct().count();
    String worst = r.any().map(a -> "worst of " + count(a.sources(), "host", "hosts") + ": ").orElse("");
    String what = s.queues().isEmpty() ? "pauses nothing"
        : "pauses " + count(hosts, "other host", "other hosts") + " on " + count(s.switches().size(), "switch",
        "switches") + (s.contained() ? " for at most " + Amounts.millis(s.boundMillis().getAsLong())
        : " for as long as it lasts");
    return (r.contained() ? "PAUSE STORM CONTAINED: " : "PAUSE STORM SPREADS: ") + worst + s.source() + " (priority "
        + s.priority() + ") " + what;
  }

  private static String source(Storm s) {
    String paused = s.ports().isEmpty() ? "" : " on " + s.ports().get(0).at().switchName() + ":"
        + s.ports().get(0).at().port();
    String how = s.priorityChoice().equals("given") ? "" : " (" + s.priorityChoice() + ")";
    if (s.source().host().isPresent()) {
      return s.source().host().get() + "'s NIC pausing priority " + s.priority() + paused + how + ", "
          + s.sourceMillis().stream().mapToObj(t -> "until its storm watchdog stops it after " + Amounts.millis(t))
          .findFirst().orElse("for as long as its receive pipeline stalls: its storm watchdog is off");
    }
    return "the priority-" + s.priority() + " queue of " + s.source().switchName() + ":" + s.source().port()
        + ", which never drains" + how;
  }

  private static String time(Storm s) {
    if (s.queues().isEmpty()) {
      return "none";
    }
    if (s.contained()) {
      return "every pause ends within " + Amounts.millis(s.boundMillis().getAsLong()) + (s.sourceMillis().isPresent()
          ? "" : "; then only the source's port stays affected (its watchdog drops or forwards while the storm lasts)");
    }
    return "as long as the storm lasts for " + count(s.lastingHosts().stream().map(Storm.PausedHost::host)
        .distinct().count(), "host", "hosts") + ": no watchdog that drops or forwards stands between them and the"
        + " source";
  }

  private void hosts(StringBuilder out, Storm s) {
    Map<String, List<String>> byTime = new LinkedHashMap<>();
    for (Storm.PausedHost h : s.hosts()) {
      List<String> names = byTime.computeIfAbsent(duration(h.millis()), k -> new ArrayList<>());
      if (!names.contains(h.host())) {
        names.add(h.host());
      }
    }
    if (byTime.isEmpty()) {
      return;
    }
    out.append("Paused hosts\n");
    byTime.forEach((t, names) -> wrap(out, "  " + t + " (" + names.size() + "): " + list(names, verbose ? names.size()
        : SHOWN)));
    out.append('\n');
  }

  private void ports(StringBuilder out, Storm s) {
    if (s.ports().isEmpty()) {
      return;
    }
    int shown = verbose ? s.ports().size() : Math.min(SHOWN, s.ports().size());
    out.append("Paused ports").append(shown < s.ports().size() ? " (the first " + shown + " of " + s.ports().size()
        + "; -v for all)" : "").append('\n');
    for (Storm.Paused p : s.ports().subList(0, shown)) {
      String port = p.at().switchName() + ":" + p.at().port() + " p" + p.at().priority();
      out.append("  ").append(String.format("%-28s", port)).append(duration(p.millis())).append('\n');
    }
    out.append('\n');
  }

  private void unprotected(StringBuilder out, Storm s) {
    if (s.unprotected().isEmpty()) {
      return;
    }
    List<String> items = new ArrayList<>();
    for (Storm.Port p : s.unprotected()) {
      items.add(p.switchName() + ":" + p.port() + " (" + (p.serverFacing() ? "server-facing, " : "") + "faces "
          + p.faces() + where(p.line()) + ")");
    }
    wrap(out, "Ports without a watchdog that let it spread (" + items.size() + "): " + list(items, verbose
        ? items.size() : SHOWN));
    out.append('\n');
  }

  private static void advice(StringBuilder out, Storm s) {
    if (s.contained() || s.queues().isEmpty()) {
      return;
    }
    wrap(out, "What this means: a stopped port's lossless queues fill and pause their senders, and those pause"
        + " theirs, up to every host that sends through them (the pause storm of Guo et al., SIGCOMM 2016, Figure"
        + " 5). Fixes:");
    wrap(out, "  - a PFC watchdog on the server-facing ports ('pfc-watchdog all host-ports', action drop) stops a"
        + " NIC's storm at its ToR after the detection time;");
    wrap(out, "  - the NIC's storm watchdog ('nic all storm-watchdog 100ms') stops the pauses at the source;");
    wrap(out, "  - watchdogs on the switch ports above bound what lies beyond them.");
  }

  private static void wrap(StringBuilder out, String text) {
    List<String> lines = TextWrap.lines(text.strip(), text.startsWith("  ") ? 4 : 0, 100);
    if (text.startsWith("  ") && !lines.isEmpty()) {
      lines.set(0, "  " + lines.get(0).substring(4));
    }
    lines.forEach(l -> out.append(l).append('\n'));
  }

  private static String duration(OptionalLong millis) {
    return millis.isPresent() ? "at most " + Amounts.millis(millis.getAsLong()) : "as long as the storm lasts";
  }

  private String where(Optional<SourceSpan> span) {
    return span.map(sp -> ", " + (sp.file().equals(mainFile) ? "line " + sp.line() : sp.file() + ":" + sp.line()))
        .orElse("");
  }

  private static String list(List<String> names, int max) {
    return names.size() <= max ? String.join(", ", names)
        : String.join(", ", names.subList(0, max)) + " and " + (names.size() - max) + " more";
  }
}

package org.pfcheck.reports.sarif;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.analyzer.storm.Storm;
import org.pfcheck.analyzer.storm.StormResult;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.reports.SourceText;
import org.pfcheck.reports.diff.CycleKey;

/**
 * The report of {@code pfcheck storm} as SARIF 2.1.0: one {@code PFC-STORM} result per configuration
 * line of the server-facing ports the storm spreads from without a watchdog that drops or forwards (the
 * host or fabric statement that declares them, or the {@code pfc-watchdog} statement that leaves them
 * without one), naming the ports; with {@code --any}, those of every host whose storm is not contained;
 * one result per diagnostic. Not thread-safe (source lines are cached).
 */
public final class StormSarif {
  private final Locations locations;
  private final MessageResults messages;
  private final SarifReport base;

  /** As {@link SarifReport#SarifReport(Function, Path, String)}. */
  public StormSarif(Function<String, List<String>> linesOf, Path root, String mainFile) {
    this.locations = new Locations(new SourceText(linesOf), root, mainFile);
    this.messages = new MessageResults(locations);
    this.base = new SarifReport(linesOf, root, mainFile);
  }

  /** The SARIF log of {@code r} and its diagnostics. */
  public String render(StormResult r, List<Diagnostic> diagnostics) {
    ObjectNode log = base.skeleton();
    ObjectNode run = (ObjectNode) log.withArray("runs").get(0);
    run.putObject("automationDetails").put("id", locations.category("pfcheck-storm"));
    ArrayNode results = run.putArray("results");
    diagnostics.forEach(d -> results.add(messages.diagnostic(d)));
    Storm s = r.storm();
    List<Storm.Port> ports = r.any().map(a -> a.unprotected()).orElse(s.contained() ? List.of()
        : s.unprotected().stream().filter(Storm.Port::serverFacing).toList());
    Map<Optional<SourceSpan>, List<Storm.Port>> byLine = new LinkedHashMap<>();
    ports.forEach(p -> byLine.computeIfAbsent(p.line(), k -> new ArrayList<>()).add(p));
    String reach = r.any().isPresent() ? "a stuck NIC behind " + (ports.size() == 1 ? "it" : "any of them")
        + " pauses other hosts for as long as the storm lasts (the worst: " + s.source() + ", "
        + s.hosts().stream().map(Storm.PausedHost::host).distinct().count() + " hosts)"
        : s.source() + "'s stuck NIC pauses " + s.hosts().stream().map(Storm.PausedHost::host).distinct().count()
            + " other hosts through it for as long as the storm lasts";
    byLine.forEach((line, list) -> {
      ObjectNode result = ToolDriver.result(SarifRule.STORM, SarifRule.STORM.level());
      String names = list.size() <= 6 ? String.join(", ", list.stream().map(p -> p.switchName() + ":" + p.port())
          .toList()) : list.get(0).switchName() + ":" + list.get(0).port() + " and " + (list.size() - 1) + " more";
      result.putObject("message").put("text", "Server-facing " + (list.size() == 1 ? "port " : "ports ") + names
          + (list.size() == 1 ? " has" : " have") + " no PFC watchdog that drops or forwards: " + reach + ". Turn it on"
          + " ('pfc-watchdog all host-ports').");
      result.putArray("locations").add(locations.primary(line));
      result.putObject("partialFingerprints").put(SarifReport.MESSAGE_FINGERPRINT, CycleKey.digest("PFC-STORM\n"
          + String.join("\n", list.stream().map(p -> p.switchName() + ":" + p.port()).toList())));
      results.add(result);
    });
    run.withArray("invocations").addObject().put("executionSuccessful", true).put("exitCode", r.exitStatus());
    ObjectNode props = run.putObject("properties");
    props.put("network", r.network());
    props.put("source", s.source().toString());
    props.put("priority", s.priority());
    props.put("contained", r.contained());
    return SarifReport.write(log);
  }
}

package org.pfcheck.reports.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.OptionalLong;
import org.pfcheck.analyzer.storm.AnyStorm;
import org.pfcheck.analyzer.storm.Storm;
import org.pfcheck.analyzer.storm.StormResult;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * The report of {@code pfcheck storm} as JSON, schema version {@value JsonReport#SCHEMA_VERSION} (see
 * {@code docs/json-output.md}, "pfcheck storm", and {@code docs/json-schema-storm.json}). Keys come in a
 * fixed order; absent values are {@code null}, never missing keys; a time that no watchdog bounds (as
 * long as the storm lasts) is {@code null}. Stateless and thread-safe.
 */
public final class StormJson {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** The report as indented JSON text, ending with a newline. */
  public String render(StormResult r, List<Diagnostic> diagnostics) {
    try {
      return MAPPER.writeValueAsString(toJson(r, diagnostics)) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The report as a JSON tree. */
  public ObjectNode toJson(StormResult r, List<Diagnostic> diagnostics) {
    ObjectNode root = NODES.objectNode();
    root.put("schemaVersion", JsonReport.SCHEMA_VERSION);
    root.put("network", r.network());
    root.put("exitStatus", r.exitStatus());
    ObjectNode stats = root.putObject("stats");
    stats.put("switches", r.switches());
    stats.put("hosts", r.hosts());
    stats.put("queues", r.queues());
    stats.put("dependencies", r.dependencies());
    ObjectNode millis = stats.putObject("millis");
    r.millis().forEach(millis::put);
    root.set("scenario", JsonReport.scenario(r.scenario()));
    root.set("storm", storm(r.storm()));
    root.set("any", r.any().map(StormJson::any).orElse(null));
    root.set("diagnostics", JsonReport.diagnostics(diagnostics));
    return root;
  }

  private static ObjectNode storm(Storm s) {
    ObjectNode o = NODES.objectNode();
    ObjectNode source = o.putObject("source");
    s.source().host().ifPresentOrElse(h -> source.put("host", h), () -> source.putNull("host"));
    source.put("switch", s.source().switchName());
    source.put("port", s.source().port());
    o.put("priority", s.priority());
    o.put("priorityChoice", s.priorityChoice());
    millis(o, "sourceMillis", s.sourceMillis());
    ObjectNode affected = o.putObject("affected");
    ArrayNode hosts = affected.putArray("hosts");
    for (Storm.PausedHost h : s.hosts()) {
      ObjectNode e = hosts.addObject().put("host", h.host()).put("priority", h.priority());
      millis(e, "pausedMillis", h.millis());
    }
    ArrayNode switches = affected.putArray("switches");
    s.switches().forEach(switches::add);
    affected.set("queues", paused(s.queues()));
    affected.set("ports", paused(s.ports()));
    o.put("contained", s.contained());
    millis(o, "boundMillis", s.boundMillis());
    ArrayNode unprotected = o.putArray("unprotected");
    for (Storm.Port p : s.unprotected()) {
      unprotected.addObject().put("switch", p.switchName()).put("port", p.port()).put("serverFacing", p.serverFacing())
          .put("faces", p.faces()).set("source", JsonReport.span(p.line()));
    }
    ArrayNode watchdogs = o.putArray("watchdogs");
    for (Storm.Cut c : s.watchdogs()) {
      watchdogs.addObject().put("switch", c.switchName()).put("port", c.port()).put("action", c.action().toString())
          .put("detectMillis", c.detectMillis()).put("restoreMillis", c.restoreMillis())
          .set("source", JsonReport.span(c.line()));
    }
    ArrayNode notes = o.putArray("notes");
    s.notes().forEach(notes::add);
    return o;
  }

  private static ArrayNode paused(List<Storm.Paused> list) {
    ArrayNode out = NODES.arrayNode();
    for (Storm.Paused p : list) {
      millis(out.addObject().setAll(JsonReport.queue(p.at())), "pausedMillis", p.millis());
    }
    return out;
  }

  private static ObjectNode any(AnyStorm.Result a) {
    ObjectNode o = NODES.objectNode();
    o.put("sources", a.sources());
    o.put("contained", a.contained());
    ArrayNode uncontained = o.putArray("uncontained");
    a.uncontained().forEach(uncontained::add);
    ArrayNode unprotected = o.putArray("unprotected");
    for (Storm.Port p : a.unprotected()) {
      unprotected.addObject().put("switch", p.switchName()).put("port", p.port()).put("faces", p.faces())
          .set("source", JsonReport.span(p.line()));
    }
    ObjectNode paused = o.putObject("hostsPaused");
    a.hostsPaused().forEach(paused::put);
    return o;
  }

  private static void millis(ObjectNode o, String key, OptionalLong millis) {
    if (millis.isPresent()) {
      o.put(key, millis.getAsLong());
    } else {
      o.putNull(key);
    }
  }
}

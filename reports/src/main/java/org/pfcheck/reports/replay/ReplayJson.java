package org.pfcheck.reports.replay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;
import org.pfcheck.replay.QueueTrace;
import org.pfcheck.replay.ReplayFlow;
import org.pfcheck.replay.ReplayParameters;
import org.pfcheck.replay.ReplayResult;
import org.pfcheck.replay.WatchdogEvent;

/**
 * The report of {@code pfcheck replay} as JSON (docs/replay.md, schema {@code docs/json-schema-replay.json}).
 * Keys in a fixed order; absent values are {@code null}, never missing keys. Stateless.
 */
public final class ReplayJson {
  /** The version of this report's shape; bumped on any incompatible change. */
  public static final int SCHEMA_VERSION = 1;
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** The report as indented JSON text, ending with a newline. */
  public String render(String network, int cycle, ReplayResult r) {
    try {
      return MAPPER.writeValueAsString(toJson(network, cycle, r)) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The report as a JSON tree. */
  public ObjectNode toJson(String network, int cycle, ReplayResult r) {
    ObjectNode root = NODES.objectNode();
    root.put("schemaVersion", SCHEMA_VERSION);
    root.put("network", network);
    root.put("exitStatus", r.outcome().exitStatus());
    ObjectNode replay = root.putObject("replay");
    replay.put("outcome", r.outcome().word());
    replay.put("frozen", r.outcome() == ReplayResult.Outcome.FROZEN);
    replay.put("cycle", cycle);
    replay.put("cyclePaused", r.cyclePaused());
    micros(replay, "frozenAtMicros", r.frozenAtNanos());
    micros(replay, "recoveredAtMicros", r.recoveredAtNanos());
    replay.put("endMicros", Times.micros(r.endNanos()));
    ArrayNode queues = replay.putArray("queues");
    for (QueueTrace q : r.queues()) {
      ObjectNode o = queues.addObject();
      o.put("queue", q.queue().toString());
      o.put("switch", q.queue().switchName());
      o.put("port", q.queue().port());
      o.put("priority", q.queue().priority());
      micros(o, "pausedAtMicros", q.pausedAtNanos());
      o.put("maxOccupancyBytes", q.maxOccupancyBytes());
      o.put("finalOccupancyBytes", q.finalOccupancyBytes());
      o.put("xoffBytes", q.xoffBytes());
      o.put("headroomBytes", q.headroomBytes());
    }
    ArrayNode flows = replay.putArray("flows");
    for (ReplayFlow f : r.flows()) {
      flows.addObject().put("id", f.id()).put("src", f.packet().src()).put("dst", f.packet().dst())
          .put("priority", f.packet().priority()).put("dscp", f.packet().dscp()).put("hop", f.dependency())
          .put("pinnedChoices", f.pins().size());
    }
    replay.put("delivered", r.delivered());
    replay.set("dropped", counts(r.dropped()));
    replay.set("departed", counts(r.departed()));
    ArrayNode watchdog = replay.putArray("watchdogEvents");
    for (WatchdogEvent w : r.watchdogEvents()) {
      watchdog.addObject().put("atMicros", Times.micros(w.atNanos())).put("switch", w.switchName())
          .put("port", w.port()).put("priority", w.priority()).put("what", w.what()).put("dropped", w.dropped());
    }
    ArrayNode notes = replay.putArray("notes");
    r.notes().forEach(notes::add);
    replay.put("events", r.events());
    replay.set("parameters", parameters(r.parameters()));
    return root;
  }

  private static ObjectNode parameters(ReplayParameters p) {
    ObjectNode o = NODES.objectNode();
    o.put("linkGbps", p.linkGbps());
    o.put("cableNanos", p.cableNanos());
    o.put("packetBytes", p.packetBytes());
    o.put("defaultSharedBytes", p.sharedBytes());
    o.put("defaultHeadroomBytes", p.defaultHeadroom());
    o.put("xonOffsetBytes", p.xonOffsetBytes());
    o.put("flowBytes", p.flowBytes());
    o.put("durationMicros", Times.micros(p.durationNanos()));
    o.put("seed", p.seed());
    o.put("ttl", p.ttl());
    return o;
  }

  private static ObjectNode counts(Map<String, Long> byReason) {
    ObjectNode o = NODES.objectNode();
    new TreeMap<>(byReason).forEach(o::put);
    return o;
  }

  private static void micros(ObjectNode o, String key, OptionalLong nanos) {
    if (nanos.isPresent()) {
      o.put(key, Times.micros(nanos.getAsLong()));
    } else {
      o.putNull(key);
    }
  }
}

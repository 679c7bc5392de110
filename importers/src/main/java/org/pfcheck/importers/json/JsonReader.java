package org.pfcheck.importers.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.importers.json.JsonValue.JArray;
import org.pfcheck.importers.json.JsonValue.JObject;
import org.pfcheck.importers.json.JsonValue.JScalar;
import org.pfcheck.importers.json.JsonValue.Member;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Reads JSON text into {@link JsonValue}s that keep their positions (Jackson's streaming parser; its
 * lines and columns are 1-based and count characters). Malformed JSON is one located PFC401 diagnostic;
 * a key repeated in an object a PFC402 warning. Stateless; each call has its own parser.
 */
public final class JsonReader {
  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(200).build()).build();

  private final String file;
  private final Diagnostics diagnostics;

  private JsonReader(String file, Diagnostics diagnostics) {
    this.file = file;
    this.diagnostics = diagnostics;
  }

  /** The value of {@code text}, read as the content of {@code file}; empty (and a diagnostic) when malformed. */
  public static Optional<JsonValue> read(String file, String text, Diagnostics diagnostics) {
    JsonReader reader = new JsonReader(file, diagnostics);
    try (JsonParser p = FACTORY.createParser(text)) {
      if (p.nextToken() == null) {
        diagnostics.report(Code.PFC401, SourceSpan.at(file, 1, 1), file + " is empty: it holds no JSON value",
            "a config_db file is one JSON object: {\"DEVICE_METADATA\": {\"localhost\": {...}}, ...}");
        return Optional.empty();
      }
      JsonValue value = reader.value(p);
      if (p.nextToken() != null) {
        reader.malformed(p.currentTokenLocation(), "more text after the JSON value ended");
        return Optional.empty();
      }
      return Optional.of(value);
    } catch (JsonProcessingException e) {
      reader.malformed(e.getLocation(), e.getOriginalMessage());
      return Optional.empty();
    } catch (IOException e) {
      reader.malformed(null, e.getMessage());
      return Optional.empty();
    }
  }

  private void malformed(JsonLocation at, String why) {
    String message = why == null ? "malformed JSON" : why.lines().findFirst().orElse(why);
    diagnostics.report(Code.PFC401, at == null ? SourceSpan.at(file, 1, 1) : point(at), file
        + " is not well-formed JSON: " + message, "fix the JSON syntax at this position (a missing comma, quote"
        + " or bracket is the usual cause)");
  }

  private JsonValue value(JsonParser p) throws IOException {
    JsonLocation start = p.currentTokenLocation();
    JsonToken t = p.currentToken();
    if (t == JsonToken.START_OBJECT) {
      return object(p, start);
    }
    if (t == JsonToken.START_ARRAY) {
      List<JsonValue> items = new ArrayList<>();
      while (p.nextToken() != JsonToken.END_ARRAY) {
        items.add(value(p));
      }
      return new JArray(items, span(start, p.currentLocation()));
    }
    String text = p.getText();
    return new JScalar(text, t == JsonToken.VALUE_STRING, span(start, p.currentLocation()));
  }

  private JObject object(JsonParser p, JsonLocation start) throws IOException {
    Map<String, Member> members = new LinkedHashMap<>();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String key = p.currentName();
      JsonLocation at = p.currentTokenLocation();
      SourceSpan keySpan = new SourceSpan(file, line(at), column(at), line(at), column(at) + key.length() + 2);
      p.nextToken();
      Member m = new Member(key, keySpan, value(p));
      Member earlier = members.put(key, m);
      if (earlier != null) {
        diagnostics.report(Code.PFC402, keySpan, "key \"" + key + "\" is written twice in this object (first at line "
            + earlier.keySpan().line() + "); the last value counts, as in SONiC", "remove one of them");
      }
    }
    return new JObject(members, span(start, p.currentLocation()));
  }

  private SourceSpan span(JsonLocation start, JsonLocation end) {
    int line = line(start);
    int column = column(start);
    int endLine = Math.max(line, line(end));
    int endColumn = endLine == line ? Math.max(column, column(end)) : Math.max(1, column(end));
    return new SourceSpan(file, line, column, endLine, endColumn);
  }

  private SourceSpan point(JsonLocation at) {
    return SourceSpan.at(file, line(at), column(at));
  }

  private static int line(JsonLocation at) {
    return Math.max(1, at.getLineNr());
  }

  private static int column(JsonLocation at) {
    return Math.max(1, at.getColumnNr());
  }
}

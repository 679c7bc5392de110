package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersionDetector;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The JSON schemas outputs are validated against: pfcheck's own ({@code docs/json-schema.json}, and
 * {@code docs/json-schema-storm.json} for {@code pfcheck storm}, {@code docs/json-schema-repair.json} for
 * {@code pfcheck repair}, {@code docs/json-schema-part.json} for the parts {@code pfcheck merge} takes) and
 * SARIF 2.1.0 (the copy in the reports module's test resources; its root constraints sit under
 * {@code /definitions/Root} and are lifted back to the root, as in the official file).
 */
final class Schemas {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  static final Schemas JSON_OUTPUT = new Schemas(Path.of("..", "docs", "json-schema.json"), "");
  static final Schemas STORM = new Schemas(Path.of("..", "docs", "json-schema-storm.json"), "");
  static final Schemas REPAIR_OUTPUT = new Schemas(Path.of("..", "docs", "json-schema-repair.json"), "");
  static final Schemas PART = new Schemas(Path.of("..", "docs", "json-schema-part.json"), "");
  static final Schemas REPLAY = new Schemas(Path.of("..", "docs", "json-schema-replay.json"), "");
  static final Schemas SARIF = new Schemas(Path.of("..", "reports", "src", "test", "resources", "sarif-schema-2.1.0.json"),
      "/definitions/Root");

  private final JsonSchema schema;

  private Schemas(Path file, String root) {
    try {
      ObjectNode node = (ObjectNode) MAPPER.readTree(file.toFile());
      if (!root.isEmpty()) {
        node.setAll((ObjectNode) node.at(root).deepCopy());
      }
      schema = JsonSchemaFactory.getInstance(SpecVersionDetector.detect(node)).getSchema(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Whether {@code json} is valid. */
  boolean valid(String json) {
    try {
      return schema.validate(MAPPER.readTree(json)).isEmpty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Asserts {@code json} is valid, listing every violation when not. */
  void assertValid(String json, String what) {
    try {
      JsonNode doc = MAPPER.readTree(json);
      Set<ValidationMessage> errors = schema.validate(doc);
      assertTrue(errors.isEmpty(), () -> what + ": " + errors.stream().map(ValidationMessage::toString)
          .collect(Collectors.joining("\n  ", "schema violations:\n  ", "")));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

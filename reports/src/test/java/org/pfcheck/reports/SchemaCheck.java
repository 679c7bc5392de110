package org.pfcheck.reports;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersionDetector;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;

/** Validates JSON text against a JSON schema on the test class path; failures list every violation. */
public final class SchemaCheck {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final JsonSchema schema;

  /** The schema at class-path resource {@code resource}; its draft is read from its {@code $schema}. */
  public SchemaCheck(String resource) {
    this(resource, "");
  }

  /**
   * The schema at class-path resource {@code resource}, whose root constraints are the subschema at
   * JSON pointer {@code root} ("" for the document itself). The SARIF schema copy in
   * {@code shared/data/sarif} keeps the root object's constraints under {@code /definitions/Root} and
   * none at its root, so that, used as is, it accepts every document; the official file has them at
   * the root. Lifting them back restores the official schema.
   */
  public SchemaCheck(String resource, String root) {
    this(open(resource), resource, root);
  }

  /** The schema in file {@code file} (relative paths from the module's directory, where tests run). */
  public static SchemaCheck ofFile(Path file) {
    try {
      return new SchemaCheck(Files.newInputStream(file), file.toString(), "");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static InputStream open(String resource) {
    InputStream in = SchemaCheck.class.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalArgumentException("no resource " + resource);
    }
    return in;
  }

  private SchemaCheck(InputStream stream, String resource, String root) {
    try (InputStream in = stream) {
      ObjectNode node = (ObjectNode) MAPPER.readTree(in);
      if (!root.isEmpty()) {
        JsonNode constraints = node.at(root);
        if (!constraints.isObject()) {
          throw new IllegalArgumentException("no subschema at " + root + " in " + resource);
        }
        node.setAll((ObjectNode) constraints.deepCopy());
      }
      schema = JsonSchemaFactory.getInstance(SpecVersionDetector.detect(node)).getSchema(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Asserts that {@code json} is valid, printing every violation and the document when not. */
  public void assertValid(String json) {
    try {
      Set<ValidationMessage> errors = schema.validate(MAPPER.readTree(json));
      assertTrue(errors.isEmpty(), () -> errors.stream().map(ValidationMessage::toString)
          .collect(Collectors.joining("\n", "schema violations:\n", "\nin:\n" + json)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Whether {@code json} is valid. */
  public boolean valid(String json) {
    try {
      return schema.validate(MAPPER.readTree(json)).isEmpty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

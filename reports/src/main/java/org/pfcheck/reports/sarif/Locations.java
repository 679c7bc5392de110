package org.pfcheck.reports.sarif;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.reports.SourceText;

/**
 * Turns source spans into SARIF {@code location}s: a URI relative to the repository root (with
 * {@code uriBaseId} {@code %SRCROOT%}) when the file lies under it, an absolute {@code file:} URI
 * otherwise; the region with its start and end; the source line as the region's snippet. A result
 * without a source line of its own is located at the first line of the checked file, so that every
 * result has a place to be shown at. Not thread-safe (source lines are cached).
 */
final class Locations {
  static final String SRCROOT = "%SRCROOT%";
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final SourceText source;
  private final Path root;
  private final String mainFile;

  Locations(SourceText source, Path root, String mainFile) {
    this.source = source;
    this.root = root.toAbsolutePath().normalize();
    this.mainFile = Objects.requireNonNull(mainFile, "mainFile");
  }

  /** A result's location: at {@code span}, or at the first line of the checked file when there is none. */
  ObjectNode primary(Optional<SourceSpan> span) {
    return at(span.orElse(SourceSpan.at(mainFile, 1, 1)), null);
  }

  /** A location at {@code span}, with an optional message. */
  ObjectNode at(SourceSpan span, String message) {
    ObjectNode location = NODES.objectNode();
    ObjectNode physical = location.putObject("physicalLocation");
    physical.set("artifactLocation", artifact(span.file()));
    ObjectNode region = physical.putObject("region");
    region.put("startLine", span.line());
    region.put("startColumn", span.column());
    region.put("endLine", span.endLine());
    if (span.endLine() > span.line() || span.endColumn() > span.column()) {
      region.put("endColumn", span.endColumn());
    }
    source.line(span).ifPresent(text -> region.putObject("snippet").put("text", text));
    if (message != null) {
      location.putObject("message").put("text", message);
    }
    return location;
  }

  /** A location with a message only, for a hop that no source line describes. */
  static ObjectNode messageOnly(String message) {
    ObjectNode location = NODES.objectNode();
    location.putObject("message").put("text", message);
    return location;
  }

  /** The artifact location of {@code file}. */
  ObjectNode artifact(String file) {
    ObjectNode artifact = NODES.objectNode();
    Optional<Path> path = absolute(file);
    if (path.isEmpty()) {
      artifact.put("uri", file);
    } else if (path.get().startsWith(root)) {
      artifact.put("uri", encode(relative(path.get())));
      artifact.put("uriBaseId", SRCROOT);
    } else {
      artifact.put("uri", path.get().toUri().toString());
    }
    return artifact;
  }

  /**
   * The run's {@code automationDetails.id}, {@code tool/PATH/}: the checked file's path relative to the
   * root (absolute outside it). GitHub code scanning keeps one analysis per category, so each fabric
   * needs one of its own: a network's name does not tell two fabrics apart (two copies of a template
   * with its default name), nor names one that has errors.
   */
  String category(String tool) {
    Optional<Path> path = absolute(mainFile);
    return tool + "/" + path.map(p -> p.startsWith(root) ? relative(p) : p.toString()).orElse(mainFile) + "/";
  }

  private static Optional<Path> absolute(String file) {
    try {
      return Optional.of(Path.of(file).toAbsolutePath().normalize());
    } catch (InvalidPathException e) {
      return Optional.empty();
    }
  }

  private String relative(Path path) {
    List<String> parts = new ArrayList<>();
    root.relativize(path).forEach(p -> parts.add(p.toString()));
    return String.join("/", parts);
  }

  private static String encode(String relative) {
    try {
      return new URI(null, null, relative, null).getRawPath();
    } catch (URISyntaxException e) {
      return relative;
    }
  }
}

package org.pfcheck.grammar;

import java.nio.file.Path;
import org.pfcheck.grammar.yaml.YamlReader;

/**
 * Reads a fabric in whichever form its file name says: the YAML form for {@code .yaml} and {@code .yml}
 * ({@link YamlReader}), the {@code .pfc} language otherwise ({@link PfcReader}). Both give the same
 * model, positions in the file as written. Stateless and thread-safe.
 */
public final class FabricReader {
  private FabricReader() {}

  /** Reads {@code text} as the file {@code fileName}, in the form its name says. */
  public static ParseResult read(String fileName, String text) {
    return YamlReader.isYaml(fileName) ? YamlReader.read(fileName, text) : PfcReader.read(fileName, text);
  }

  /** Reads the file at {@code path} (UTF-8), once, in the form its name says; an unreadable file gives PFC002. */
  public static ParseResult readFile(Path path) {
    return SourceInput.ofFile(String.valueOf(path)).parse();
  }
}

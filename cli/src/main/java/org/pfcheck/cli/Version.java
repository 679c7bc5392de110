package org.pfcheck.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code pfcheck --version}: the project version recorded at build time, and the Java runtime. */
final class Version implements IVersionProvider {
  /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
  static String version() {
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
      Properties p = new Properties();
      if (in != null) {
        p.load(in);
      }
      return p.getProperty("version", "unknown");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String[] getVersion() {
    return new String[] {"pfcheck " + version(),
        "Java ${java.version} (${java.vendor}), ${os.name} ${os.arch}"};
  }
}

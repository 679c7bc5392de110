package org.pfcheck.cli.options;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code pfcheck --version}: the project version and the git commit recorded at build time, and the
 * Java runtime.
 */
public final class Version implements IVersionProvider {
  private static final String UNSET = "${";

  /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
  static String version() {
    return properties().getProperty("version", "unknown");
  }

  /**
   * The commit the jar was built from: {@code commit 0123456789ab}, with {@code and local changes}
   * when tracked files differed from it, or {@code commit unknown} for a build without git.
   */
  public static String commit() {
    Properties p = properties();
    String id = p.getProperty("commit", "").strip();
    if (id.isEmpty() || id.startsWith(UNSET)) {
      return "commit unknown (built without git)";
    }
    String shortId = id.length() > 12 ? id.substring(0, 12) : id;
    return "commit " + shortId + ("true".equals(p.getProperty("modified")) ? " with local changes" : "");
  }

  private static Properties properties() {
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
      Properties p = new Properties();
      if (in != null) {
        p.load(in);
      }
      return p;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String[] getVersion() {
    return new String[] {"pfcheck " + version() + ", " + commit(),
        "Java ${java.version} (${java.vendor}), ${os.name} ${os.arch}"};
  }
}

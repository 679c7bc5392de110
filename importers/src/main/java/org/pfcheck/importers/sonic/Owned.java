package org.pfcheck.importers.sonic;

import java.util.Collections;
import java.util.Map;

/**
 * Read-only views of the maps a value takes over from the reader that built it. The importer's values
 * are made once, by this package, from maps made for them and never touched again, so a view is as safe
 * as a copy: importing thousands of devices makes millions of entries, and copying each map doubles the
 * work and the garbage.
 */
final class Owned {
  private Owned() {}

  /** A read-only view of {@code m}, which the caller hands over. */
  static <K, V> Map<K, V> map(Map<K, V> m) {
    return Collections.unmodifiableMap(m);
  }
}

package org.pfcheck.analyzer.sweep;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collection;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;

/**
 * A fingerprint of a network as analysed: SHA-256 over every record component of the model, walked
 * generically (so a component added to the model is covered too), leaving out source positions, which
 * differ between checkouts of the same file. Two shards of one sweep carry the same fingerprint; parts
 * of different inputs are refused by {@code pfcheck merge}. Stateless.
 */
final class ModelFingerprint {
  private static final Map<Class<?>, RecordComponent[]> COMPONENTS = new ConcurrentHashMap<>();

  private ModelFingerprint() {
  }

  /** The fingerprint of {@code network} (hexadecimal, 16 characters). */
  static String of(Network network) {
    StringBuilder out = new StringBuilder();
    write(out, network);
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(out.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(hash, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  private static void write(StringBuilder out, Object value) {
    if (value == null || value instanceof Origin) {
      out.append('-');
    } else if (value instanceof Record r) {
      out.append(r.getClass().getSimpleName()).append('(');
      for (RecordComponent c : COMPONENTS.computeIfAbsent(r.getClass(), Class::getRecordComponents)) {
        write(out, read(c, r));
        out.append(',');
      }
      out.append(')');
    } else if (value instanceof Optional<?> o) {
      write(out, o.orElse(null));
    } else if (value instanceof Map<?, ?> m) {
      out.append('{');
      m.forEach((k, v) -> {
        write(out, k);
        out.append('=');
        write(out, v);
        out.append(';');
      });
      out.append('}');
    } else if (value instanceof Collection<?> c) {
      out.append('[');
      c.forEach(e -> {
        write(out, e);
        out.append(';');
      });
      out.append(']');
    } else if (value instanceof Enum<?> e) {
      out.append(e.name());
    } else {
      out.append(value.toString().replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")
          .replace(")", "\\)").replace("]", "\\]").replace("}", "\\}"));
    }
  }

  private static Object read(RecordComponent c, Record r) {
    try {
      return c.getAccessor().invoke(r);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + c.getName() + " of " + r.getClass().getSimpleName(), e);
    }
  }
}

package org.pfcheck.importers.sonic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.importers.Listing.Line;
import org.pfcheck.importers.Provenance;

/**
 * A switch's dynamic-threshold factor α for its lossless priority groups, as the hazard checks read it
 * ({@code buffer SW alpha F}; PFC507 warns below 1/16, the paper's 1/64 incident). SONiC writes α as an
 * exponent, {@code BUFFER_PROFILE dynamic_th} (α = 2^dynamic_th); a profile the buffer manager computes
 * ({@code NULL} with {@code buffer_model dynamic}) takes {@code DEFAULT_LOSSLESS_BUFFER_PARAMETER
 * default_dynamic_th}. The language has one α per switch, so a switch whose lossless profiles differ gets
 * the smallest: the one that pauses earliest, which is what the hazard is about. Immutable.
 *
 * @param exponent {@code dynamic_th}
 * @param profile the profile (or default-parameter entry) it comes from
 * @param from where it is written
 * @param of how many lossless profiles the switch has with a {@code dynamic_th}
 */
record BufferAlpha(int exponent, String profile, Provenance from, int of) {
  /** SAI takes the exponent as a small signed number; pfcheck accepts α from 1/256 to 256. */
  private static final int LIMIT = 8;

  /** The smallest α of {@code profiles} (each with its field: {@code dynamic_th} or {@code default_dynamic_th}). */
  static Optional<BufferAlpha> smallest(List<Entry> profiles, ConfigDbValues values) {
    BufferAlpha best = null;
    int count = 0;
    for (Entry p : profiles) {
      String name = p.table().equals("BUFFER_PROFILE") ? "dynamic_th" : "default_dynamic_th";
      Optional<Field> f = p.field(name);
      OptionalInt k = f.map(v -> values.integer(v.value(), -LIMIT, LIMIT, v.span(), p.table() + " " + name))
          .orElse(OptionalInt.empty());
      if (k.isPresent()) {
        count++;
        if (best == null || k.getAsInt() < best.exponent()) {
          best = new BufferAlpha(k.getAsInt(), p.key(), p.from(name), 0);
        }
      }
    }
    return best == null ? Optional.empty() : Optional.of(new BufferAlpha(best.exponent(), best.profile(), best.from(),
        count));
  }

  /** α as the language writes it: {@code 8}, {@code 1}, {@code 1/8}. */
  String fraction() {
    return exponent >= 0 ? String.valueOf(1 << exponent) : "1/" + (1 << -exponent);
  }

  /** One {@code buffer} statement per switch whose lossless profiles set α. */
  static List<Line> lines(SonicFabric f) {
    List<Line> out = new ArrayList<>();
    for (Device d : f.devices().values()) {
      d.qos().alpha().ifPresent(a -> out.add(new Line("buffer " + f.names().get(d.hostname()) + " alpha "
          + a.fraction(), List.of(a.from()), 0, "alpha = 2^" + a.exponent() + " (" + a.profile() + ")"
          + (a.of() > 1 ? ", the smallest of " + a.of() + " lossless profiles" : ""))));
    }
    return out;
  }
}

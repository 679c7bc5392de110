package org.pfcheck.model.hazards;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Switch;

/**
 * A switch's shared buffer after every {@code buffer} statement and default is applied. A queue may use
 * at most alpha times the free shared buffer before it pauses its sender (the dynamic threshold), so a
 * small alpha pauses early and often. Immutable.
 *
 * @param sharedBytes the shared pool's size, when known (no default: switches differ)
 * @param alpha the dynamic-threshold factor (default 1: SONiC's {@code default_dynamic_th} 0, alpha = 2^0)
 * @param setBy the statement that set each value; a default has none
 */
public record SwitchBuffer(OptionalLong sharedBytes, Fraction alpha, Map<BufferSetting.Field, Origin> setBy) {
  public static final Fraction DEFAULT_ALPHA = Fraction.of(1, 1);

  public SwitchBuffer {
    setBy = Map.copyOf(setBy);
  }

  /** The buffer of {@code sw} under {@code settings}: switch-wide statements only. */
  public static SwitchBuffer of(Switch sw, List<BufferSetting> settings) {
    OptionalLong shared = OptionalLong.empty();
    Fraction alpha = DEFAULT_ALPHA;
    Map<BufferSetting.Field, Origin> by = new EnumMap<>(BufferSetting.Field.class);
    for (BufferSetting s : Scoped.byRank(settings, x -> x.switches().covers(sw), BufferSetting::rank)) {
      if (s.ports().kind() != PortScope.Kind.ALL) {
        continue;
      }
      if (s.sharedBytes().isPresent()) {
        shared = s.sharedBytes();
        by.put(BufferSetting.Field.SHARED, s.origin());
      }
      if (s.alpha().isPresent()) {
        alpha = s.alpha().get();
        by.put(BufferSetting.Field.ALPHA, s.origin());
      }
    }
    return new SwitchBuffer(shared, alpha, by);
  }

  /** The lossless headroom of port {@code port} of {@code sw} under {@code settings}, when declared. */
  public static OptionalLong headroom(Switch sw, String port, boolean facesHost, List<BufferSetting> settings) {
    OptionalLong out = OptionalLong.empty();
    for (BufferSetting s : Scoped.byRank(settings, x -> x.switches().covers(sw), BufferSetting::rank)) {
      if (s.headroomBytes().isPresent() && s.ports().covers(port, facesHost)) {
        out = s.headroomBytes();
      }
    }
    return out;
  }

  /** The statement that set {@code field}, or {@link Origin#NONE} for a default. */
  public Origin origin(BufferSetting.Field field) {
    return setBy.getOrDefault(field, Origin.NONE);
  }
}

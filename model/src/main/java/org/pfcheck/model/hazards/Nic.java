package org.pfcheck.model.hazards;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.pfcheck.model.Origin;
import org.pfcheck.model.topology.Host;

/**
 * The settings of one host's RDMA NIC after every {@code nic} statement and default is applied.
 * Immutable.
 *
 * @param stormWatchdog whether the pause-storm watchdog is on (default on)
 * @param stormTimeoutMillis after how long a stalled receive pipeline stops the NIC's pauses (default
 *     100 ms, the NIC watchdog of Guo et al., SIGCOMM 2016)
 * @param retransmission default go-back-N
 * @param mttEntries MTT entries, when known (no default: NICs differ)
 * @param pageBytes the page size MTT entries translate (default 4 KB, the usual OS page)
 * @param registeredBytes memory registered for RDMA, when known
 * @param dscp the DSCP the NIC marks, when known
 * @param setBy the statement that set each value; a default has none
 */
public record Nic(boolean stormWatchdog, long stormTimeoutMillis, Retransmission retransmission, OptionalInt mttEntries,
    long pageBytes, OptionalLong registeredBytes, OptionalInt dscp, Map<NicSetting.Field, Origin> setBy) {
  public static final long DEFAULT_STORM_TIMEOUT_MILLIS = 100;
  public static final long DEFAULT_PAGE_BYTES = 4096;

  public Nic {
    setBy = Map.copyOf(setBy);
  }

  /** The settings of {@code host} under {@code settings}: most specific scope first, then later beats earlier. */
  public static Nic of(Host host, List<NicSetting> settings) {
    boolean watchdog = true;
    long timeout = DEFAULT_STORM_TIMEOUT_MILLIS;
    Retransmission mode = Retransmission.GO_BACK_N;
    OptionalInt mtt = OptionalInt.empty();
    long page = DEFAULT_PAGE_BYTES;
    OptionalLong registered = OptionalLong.empty();
    OptionalInt dscp = OptionalInt.empty();
    Map<NicSetting.Field, Origin> by = new EnumMap<>(NicSetting.Field.class);
    for (NicSetting s : Scoped.byRank(settings, st -> st.hosts().covers(host), st -> st.hosts().kind().ordinal())) {
      if (s.stormWatchdog().isPresent()) {
        watchdog = s.stormWatchdog().get();
        timeout = s.stormTimeoutMillis().orElse(DEFAULT_STORM_TIMEOUT_MILLIS);
        by.put(NicSetting.Field.STORM_WATCHDOG, s.origin());
      }
      if (s.retransmission().isPresent()) {
        mode = s.retransmission().get();
        by.put(NicSetting.Field.RETRANSMISSION, s.origin());
      }
      if (s.mttEntries().isPresent()) {
        mtt = s.mttEntries();
        by.put(NicSetting.Field.MTT_ENTRIES, s.origin());
      }
      if (s.pageBytes().isPresent()) {
        page = s.pageBytes().getAsLong();
        by.put(NicSetting.Field.PAGE_SIZE, s.origin());
      }
      if (s.registeredBytes().isPresent()) {
        registered = s.registeredBytes();
        by.put(NicSetting.Field.REGISTERED, s.origin());
      }
      if (s.dscp().isPresent()) {
        dscp = s.dscp();
        by.put(NicSetting.Field.DSCP, s.origin());
      }
    }
    return new Nic(watchdog, timeout, mode, mtt, page, registered, dscp, by);
  }

  /** The statement that set {@code field}, or {@link Origin#NONE} for a default. */
  public Origin origin(NicSetting.Field field) {
    return setBy.getOrDefault(field, Origin.NONE);
  }

  /**
   * How much memory the MTT translates at once (entries times page size), when the entries are known;
   * {@link Long#MAX_VALUE} when that does not fit a long (it then covers any memory there is: up to 2^31
   * entries of up to 1024TB pages would wrap around, to 0 for 16,384 such pages).
   */
  public OptionalLong mttCoverageBytes() {
    if (mttEntries.isEmpty()) {
      return OptionalLong.empty();
    }
    try {
      return OptionalLong.of(Math.multiplyExact(mttEntries.getAsInt(), pageBytes));
    } catch (ArithmeticException e) {
      return OptionalLong.of(Long.MAX_VALUE);
    }
  }
}

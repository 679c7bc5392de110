package org.pfcheck.model.hazards;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * One {@code nic} statement: settings of the RDMA NICs of some hosts. Each value is optional; an
 * absent one leaves the value of less specific statements, or the default ({@link Nic}). Immutable.
 *
 * @param hosts which hosts it covers
 * @param stormWatchdog whether the NIC's pause-storm watchdog is on
 * @param stormTimeoutMillis the watchdog's timeout (only when it is on)
 * @param retransmission go-back-N or go-back-0
 * @param mttEntries entries of the NIC's memory translation table (its cache of page translations)
 * @param pageBytes the page size the MTT entries translate
 * @param registeredBytes memory registered for RDMA on the host
 * @param dscp the DSCP value the NIC marks its RDMA packets with
 * @param origin where the statement is
 */
public record NicSetting(HostScope hosts, Optional<Boolean> stormWatchdog, OptionalLong stormTimeoutMillis,
    Optional<Retransmission> retransmission, OptionalInt mttEntries, OptionalLong pageBytes,
    OptionalLong registeredBytes, OptionalInt dscp, Origin origin) {
  /** The settings a statement can make, for saying which statement made a value. */
  public enum Field { STORM_WATCHDOG, RETRANSMISSION, MTT_ENTRIES, PAGE_SIZE, REGISTERED, DSCP }

  public NicSetting {
    Objects.requireNonNull(hosts, "hosts");
    Objects.requireNonNull(stormWatchdog, "stormWatchdog");
    stormTimeoutMillis.ifPresent(t -> Checks.positive(t, "storm watchdog timeout"));
    if (stormTimeoutMillis.isPresent() && !stormWatchdog.orElse(false)) {
      throw new IllegalArgumentException("a storm watchdog timeout needs the watchdog on");
    }
    Objects.requireNonNull(retransmission, "retransmission");
    mttEntries.ifPresent(n -> Checks.positive(n, "MTT entries"));
    pageBytes.ifPresent(b -> Checks.positive(b, "page size"));
    registeredBytes.ifPresent(b -> Checks.positive(b, "registered memory"));
    dscp.ifPresent(Checks::dscp);
    Objects.requireNonNull(origin, "origin");
  }

  /** A statement for {@code hosts} that sets nothing yet; the {@code with…} methods add settings. */
  public static NicSetting of(HostScope hosts, Origin origin) {
    return new NicSetting(hosts, Optional.empty(), OptionalLong.empty(), Optional.empty(), OptionalInt.empty(),
        OptionalLong.empty(), OptionalLong.empty(), OptionalInt.empty(), origin);
  }

  /** The storm watchdog off. */
  public NicSetting withStormWatchdogOff() {
    return new NicSetting(hosts, Optional.of(false), OptionalLong.empty(), retransmission, mttEntries, pageBytes,
        registeredBytes, dscp, origin);
  }

  /** The storm watchdog on with a timeout of {@code millis}. */
  public NicSetting withStormWatchdog(long millis) {
    return new NicSetting(hosts, Optional.of(true), OptionalLong.of(millis), retransmission, mttEntries, pageBytes,
        registeredBytes, dscp, origin);
  }

  public NicSetting withRetransmission(Retransmission mode) {
    return new NicSetting(hosts, stormWatchdog, stormTimeoutMillis, Optional.of(mode), mttEntries, pageBytes,
        registeredBytes, dscp, origin);
  }

  public NicSetting withMtt(int entries) {
    return new NicSetting(hosts, stormWatchdog, stormTimeoutMillis, retransmission, OptionalInt.of(entries), pageBytes,
        registeredBytes, dscp, origin);
  }

  public NicSetting withPageBytes(long bytes) {
    return new NicSetting(hosts, stormWatchdog, stormTimeoutMillis, retransmission, mttEntries, OptionalLong.of(bytes),
        registeredBytes, dscp, origin);
  }

  public NicSetting withRegisteredBytes(long bytes) {
    return new NicSetting(hosts, stormWatchdog, stormTimeoutMillis, retransmission, mttEntries, pageBytes,
        OptionalLong.of(bytes), dscp, origin);
  }

  public NicSetting withDscp(int value) {
    return new NicSetting(hosts, stormWatchdog, stormTimeoutMillis, retransmission, mttEntries, pageBytes,
        registeredBytes, OptionalInt.of(value), origin);
  }

  /** Whether the statement sets nothing. */
  public boolean empty() {
    return stormWatchdog.isEmpty() && retransmission.isEmpty() && mttEntries.isEmpty() && pageBytes.isEmpty()
        && registeredBytes.isEmpty() && dscp.isEmpty();
  }
}

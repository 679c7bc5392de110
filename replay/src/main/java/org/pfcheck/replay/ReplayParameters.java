package org.pfcheck.replay;

/**
 * The physical parameters of a replay, each with a stated default where the fabric says nothing.
 * Immutable.
 *
 * @param linkGbps every link's rate (default 100 Gb/s)
 * @param cableNanos one-way propagation delay of every link, pause frames included (default 500 ns: 100 m
 *     of fibre at 5 ns/m)
 * @param packetBytes the size of every packet (default 1,024 bytes: a RoCEv2 MTU of 1,024)
 * @param sharedBytes a switch's shared buffer when the fabric does not declare one (default 12 MiB, a
 *     Trident2-class switch)
 * @param headroomBytes a lossless queue's headroom when the fabric does not declare one (0: computed as
 *     two cable delays of line rate plus two packets, enough to absorb what is in flight when a PAUSE
 *     is sent)
 * @param xonOffsetBytes how far below its threshold a paused queue must fall to resume (default two
 *     packets)
 * @param flowBytes how much each flow sends (default 64 MiB: enough to fill the buffers of the cycle)
 * @param durationNanos the simulated time (default 1 s: longer than SONiC's 200 ms watchdog)
 * @param seed the seed of the ECMP choices the counterexample does not pin
 * @param ttl the hop limit of routed packets (bridged frames have none, as in Ethernet)
 */
public record ReplayParameters(double linkGbps, long cableNanos, int packetBytes, long sharedBytes,
    long headroomBytes, long xonOffsetBytes, long flowBytes, long durationNanos, long seed, int ttl) {
  public static final ReplayParameters DEFAULTS = new ReplayParameters(100, 500, 1024, 12L << 20, 0, 2048,
      64L << 20, 1_000_000_000L, 1, 64);

  public ReplayParameters {
    if (!(linkGbps >= 0.001) || linkGbps > 1e6) {
      throw new IllegalArgumentException("link rate " + linkGbps + " Gb/s is outside 0.001..1000000");
    }
    positive(cableNanos, "cable delay");
    if (cableNanos > 1_000_000_000L) {
      throw new IllegalArgumentException("cable delay " + cableNanos + " ns is over a second (1000000000 ns)");
    }
    if (packetBytes < 64 || packetBytes > 65_536) {
      throw new IllegalArgumentException("packet size " + packetBytes + " is outside 64..65536 bytes");
    }
    positive(sharedBytes, "shared buffer");
    if (headroomBytes < 0 || xonOffsetBytes < 0) {
      throw new IllegalArgumentException("headroom and XON offset are at least 0");
    }
    positive(flowBytes, "flow size");
    positive(durationNanos, "duration");
    if (ttl < 1 || ttl > 255) {
      throw new IllegalArgumentException("TTL " + ttl + " is outside 1..255");
    }
  }

  /** How long one packet takes on the wire, in nanoseconds (at least 1). */
  public long packetNanos() {
    return Math.max(1, Math.round(packetBytes * 8 / linkGbps));
  }

  /** The headroom a lossless queue reserves when the fabric does not declare one. */
  public long defaultHeadroom() {
    if (headroomBytes > 0) {
      return headroomBytes;
    }
    long inFlight = Math.round(2 * cableNanos * linkGbps / 8);
    return inFlight + 2L * packetBytes;
  }

  public ReplayParameters withDuration(long nanos) {
    return new ReplayParameters(linkGbps, cableNanos, packetBytes, sharedBytes, headroomBytes, xonOffsetBytes,
        flowBytes, nanos, seed, ttl);
  }

  public ReplayParameters withFlowBytes(long bytes) {
    return new ReplayParameters(linkGbps, cableNanos, packetBytes, sharedBytes, headroomBytes, xonOffsetBytes, bytes,
        durationNanos, seed, ttl);
  }

  public ReplayParameters withSeed(long value) {
    return new ReplayParameters(linkGbps, cableNanos, packetBytes, sharedBytes, headroomBytes, xonOffsetBytes,
        flowBytes, durationNanos, value, ttl);
  }

  public ReplayParameters withLink(double gbps, long cable) {
    return new ReplayParameters(gbps, cable, packetBytes, sharedBytes, headroomBytes, xonOffsetBytes, flowBytes,
        durationNanos, seed, ttl);
  }

  private static void positive(long v, String what) {
    if (v <= 0) {
      throw new IllegalArgumentException(what + " must be positive, not " + v);
    }
  }
}

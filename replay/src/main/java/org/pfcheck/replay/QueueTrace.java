package org.pfcheck.replay;

import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import org.pfcheck.analyzer.QueueRef;

/**
 * One lossless ingress queue as the replay saw it. Immutable.
 *
 * @param queue the queue
 * @param pausedAtNanos when it first paused its sender (XOFF), if it did
 * @param maxOccupancyBytes the most it held
 * @param finalOccupancyBytes what it held at the end
 * @param xoffBytes its pause threshold when it first paused (the dynamic threshold then), or when it ended
 * @param headroomBytes its headroom above the threshold
 * @param samples its occupancy over time: (nanoseconds, bytes) at every change, oldest first (at most
 *     {@link #MAX_SAMPLES}; {@code truncated} says when more changes happened)
 * @param pauses the intervals [start, end) in which it had its sender paused; an open one ends at -1
 * @param truncated whether samples were left out
 */
public record QueueTrace(QueueRef queue, OptionalLong pausedAtNanos, long maxOccupancyBytes, long finalOccupancyBytes,
    long xoffBytes, long headroomBytes, List<long[]> samples, List<long[]> pauses, boolean truncated) {
  public static final int MAX_SAMPLES = 200_000;

  public QueueTrace {
    Objects.requireNonNull(queue, "queue");
    samples = List.copyOf(samples);
    pauses = List.copyOf(pauses);
  }
}

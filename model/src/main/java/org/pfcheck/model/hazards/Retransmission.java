package org.pfcheck.model.hazards;

/**
 * How an RDMA NIC recovers a lost packet. Go-back-0 restarts the whole message from its first packet,
 * so a long message may never finish at a modest loss rate (the RDMA transport livelock of Guo et al.,
 * SIGCOMM 2016); go-back-N resends from the lost packet on.
 */
public enum Retransmission {
  GO_BACK_N("go-back-n"),
  GO_BACK_0("go-back-0");

  private final String word;

  Retransmission(String word) {
    this.word = word;
  }

  /** How the language writes it. */
  @Override
  public String toString() {
    return word;
  }
}

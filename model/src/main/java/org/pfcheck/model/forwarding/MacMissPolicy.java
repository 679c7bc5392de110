package org.pfcheck.model.forwarding;

/** What a switch does with a packet for a host whose ARP entry is present but MAC entry is missing. */
public enum MacMissPolicy {
  /** Send a copy out of every port of the flood domain except the ingress port (the usual default). */
  FLOOD,
  /** Drop packets of lossless priorities, flood the rest: the SIGCOMM'16 fix. */
  DROP_LOSSLESS
}

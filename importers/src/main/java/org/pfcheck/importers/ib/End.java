package org.pfcheck.importers.ib;

import java.util.Objects;

/**
 * One end of a link: a node (its {@link Node#key()}) and a port, named {@code P<n>} after its number in
 * dumps that number ports ({@code P0} is a switch's management port), or as the {@code .topo} file names
 * it on the front panel. Immutable.
 */
record End(String node, String port) {
  End {
    Objects.requireNonNull(node, "node");
    Objects.requireNonNull(port, "port");
  }

  /** Port {@code number} of {@code node}. */
  static End numbered(String node, int number) {
    return new End(node, "P" + number);
  }

  /** As messages name it: {@code 0x0002c90109fb0000 port P5}, or {@code SW_L1_1 port P3}. */
  @Override
  public String toString() {
    return (Hex.guid(node) != null && node.length() == 16 ? "0x" : "") + node + " port " + port;
  }
}

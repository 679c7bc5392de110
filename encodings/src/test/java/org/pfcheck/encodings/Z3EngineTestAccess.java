package org.pfcheck.encodings;

import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;

/** Small fixed fabrics shared by the tests of this module. */
final class Z3EngineTestAccess {
  private Z3EngineTestAccess() {}

  /** Four switches in a ring, one host each, shortest-path routing: opposite pairs are two hops apart both ways, a cycle. */
  static Network ring4() {
    NetworkBuilder b = new NetworkBuilder("ring4").lossless(3);
    for (int i = 0; i < 4; i++) {
      b.addSwitch("R" + i, "tor").host("h" + i, "R" + i, null);
    }
    for (int i = 0; i < 4; i++) {
      b.link("R" + i, "R" + (i + 1) % 4);
    }
    return b.build();
  }
}

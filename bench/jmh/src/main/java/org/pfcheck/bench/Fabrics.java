package org.pfcheck.bench;

import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

/** The benchmark fabrics as .pfc text: a template, lossless 3 and 4, up-down, one dead host per ToR. */
final class Fabrics {
  private Fabrics() {}

  /** A k-ary fat-tree whose ToRs each have one dead host; {@code fixed}: every switch drops lossless on MAC miss. */
  static String fatTree(int k, boolean fixed) {
    StringBuilder text = new StringBuilder("network fat-tree-k" + k + "\nrouting up-down\nlossless 3, 4\n");
    if (fixed) {
      text.append("default on-mac-miss drop-lossless\n");
    }
    text.append("fabric fat-tree k ").append(k).append('\n');
    for (int p = 0; p < k; p++) {
      for (int t = 0; t < k / 2; t++) {
        text.append("dead h").append(p).append('_').append(t).append("_0\n");
      }
    }
    return text.toString();
  }

  static Network read(String name, String text) {
    ParseResult r = PfcReader.read(name, text);
    return r.network().orElseThrow(() -> new IllegalStateException("cannot read " + name + ": " + r.diagnostics()));
  }
}

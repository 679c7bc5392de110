package org.pfcheck.analyzer.symmetry;

import org.pfcheck.model.topology.Link;

/**
 * The renaming a permutation induces on names: switches and hosts by position, and ports by what they
 * face — a port facing link {@code l} becomes the end of {@code l}'s image at the switch's image, a
 * port facing a host's attachment becomes the image host's attachment port at that switch. A name
 * that is not an element (a port facing nothing, an unknown switch) keeps its name. Immutable.
 */
final class Renaming {
  final ModelNames names;
  final Automorphism a;

  Renaming(ModelNames names, Automorphism a) {
    this.names = names;
    this.a = a;
  }

  /** The image of switch {@code name} (unknown names stay). */
  String switchName(String name) {
    int s = names.switchId(name);
    return s < 0 ? name : names.switchName(a.switchOf(s));
  }

  /** The image of host {@code name} (unknown names stay). */
  String hostName(String name) {
    int h = names.hostId(name);
    return h < 0 ? name : names.hostName(a.hostOf(h));
  }

  /** The image of a switch or host name, whichever it is (neighbours in rewrite selectors are either). */
  String nodeName(String name) {
    return names.switchId(name) >= 0 ? switchName(name) : hostName(name);
  }

  /**
   * The image of port {@code port} of switch {@code s}: its name at the image switch, or null when the
   * permutation does not carry it there consistently. A port facing nothing keeps its name when its
   * switch stays, and has no image otherwise.
   */
  String port(int s, String port) {
    int p = names.portId(s, port);
    if (p < 0) {
      return a.switchOf(s) == s ? port : null;
    }
    int image = port(p);
    return image < 0 ? null : names.portName.get(image);
  }

  /**
   * The image of port number {@code p}: the end of its link's image at its switch's image, or the image
   * host's attachment port there; -1 when the permutation does not carry it there consistently.
   */
  int port(int p) {
    int s = names.portSwitch[p];
    int t = a.switchOf(s);
    int l = names.portLink[p];
    if (l >= 0) {
      int image = a.linkOf(l);
      return names.linkA[image] == t ? names.linkEnd[image][0] : names.linkB[image] == t ? names.linkEnd[image][1] : -1;
    }
    int h = names.portHost[p];
    int g = a.hostOf(h);
    int found = -1;
    for (int k = 0; k < names.attachmentSwitch[g].length; k++) {
      if (names.attachmentSwitch[g][k] == t) {
        if (found >= 0) {
          return -1; // two attachments at one switch: not carried unambiguously
        }
        found = names.attachmentPort[g][k];
      }
    }
    return found;
  }
}

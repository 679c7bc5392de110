package org.pfcheck.analyzer.symmetry;

import org.pfcheck.model.Link;

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
    return s < 0 ? name : names.switchName(a.switches()[s]);
  }

  /** The image of host {@code name} (unknown names stay). */
  String hostName(String name) {
    int h = names.hostId(name);
    return h < 0 ? name : names.hostName(a.hosts()[h]);
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
    int t = a.switches()[s];
    String image = names.switchName(t);
    Integer l = names.linkAt.get(s).get(port);
    if (l != null) {
      Link link = names.network.links().get(a.links()[l]);
      return link.a().node().equals(image) ? link.a().port() : link.b().node().equals(image) ? link.b().port() : null;
    }
    Integer h = names.hostAt.get(s).get(port);
    if (h != null) {
      int g = a.hosts()[h];
      int[] at = names.attachmentSwitch[g];
      String found = null;
      for (int k = 0; k < at.length; k++) {
        if (at[k] == t) {
          if (found != null) {
            return null; // two attachments at one switch: not carried unambiguously
          }
          found = names.network.hosts().get(g).attachments().get(k).port();
        }
      }
      return found;
    }
    return t == s ? port : null;
  }
}

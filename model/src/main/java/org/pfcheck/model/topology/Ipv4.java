package org.pfcheck.model.topology;

/**
 * An IPv4 address as an unsigned 32-bit value held in an {@code int}. Immutable.
 *
 * @param bits the address, most significant octet first
 */
public record Ipv4(int bits) implements Comparable<Ipv4> {

  /** Parses dotted-quad text; throws {@link IllegalArgumentException} with a readable message. */
  public static Ipv4 parse(String text) {
    String[] parts = text.split("\\.", -1);
    if (parts.length != 4) {
      throw new IllegalArgumentException("'" + text + "' is not an IPv4 address (expected a.b.c.d)");
    }
    int bits = 0;
    for (String part : parts) {
      int octet;
      try {
        octet = part.isEmpty() || part.length() > 3 ? -1 : Integer.parseInt(part);
      } catch (NumberFormatException e) {
        octet = -1;
      }
      if (octet < 0 || octet > 255) {
        throw new IllegalArgumentException("'" + text + "' is not an IPv4 address (octets are 0..255)");
      }
      bits = (bits << 8) | octet;
    }
    return new Ipv4(bits);
  }

  /** The address {@code n} above this one (wrapping is the caller's concern). */
  public Ipv4 plus(int n) {
    return new Ipv4(bits + n);
  }

  @Override
  public int compareTo(Ipv4 other) {
    return Integer.compareUnsigned(bits, other.bits);
  }

  @Override
  public String toString() {
    return ((bits >>> 24) & 255) + "." + ((bits >>> 16) & 255) + "." + ((bits >>> 8) & 255) + "." + (bits & 255);
  }
}

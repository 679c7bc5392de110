package org.pfcheck.model.topology;

/**
 * An IPv4 prefix such as {@code 10.0.1.0/24}; host bits must be zero. Immutable.
 *
 * @param network the network address
 * @param length the prefix length, 0..32
 */
public record Prefix(Ipv4 network, int length) {
  public Prefix {
    if (length < 0 || length > 32) {
      throw new IllegalArgumentException("prefix length " + length + " is outside 0..32");
    }
    if ((network.bits() & ~mask(length)) != 0) {
      throw new IllegalArgumentException(network + "/" + length + " has host bits set");
    }
  }

  /** Parses {@code a.b.c.d/len}; throws {@link IllegalArgumentException} with a readable message. */
  public static Prefix parse(String text) {
    int slash = text.indexOf('/');
    if (slash < 0) {
      throw new IllegalArgumentException("'" + text + "' is not a prefix (expected a.b.c.d/len)");
    }
    int length;
    try {
      length = Integer.parseInt(text.substring(slash + 1));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + text + "' has no valid prefix length");
    }
    return new Prefix(Ipv4.parse(text.substring(0, slash)), length);
  }

  /** The netmask of a prefix length, as bits. */
  public static int mask(int length) {
    return length == 0 ? 0 : -1 << (32 - length);
  }

  /** Whether {@code address} falls inside this prefix. */
  public boolean contains(Ipv4 address) {
    return (address.bits() & mask(length)) == network.bits();
  }

  /** Whether every address of {@code other} falls inside this prefix. */
  public boolean covers(Prefix other) {
    return other.length >= length && contains(other.network);
  }

  @Override
  public String toString() {
    return network + "/" + length;
  }
}

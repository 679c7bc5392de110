package org.pfcheck.importers.ib;

/** Hex and decimal numbers as dumps write them. Stateless. */
final class Hex {
  private Hex() {}

  /** {@code digits} (an optional {@code 0x}, then 1 to 16 hex digits) as a number, or -1 when malformed. */
  static long parse(String digits) {
    String d = digits.startsWith("0x") || digits.startsWith("0X") ? digits.substring(2) : digits;
    if (d.isEmpty() || d.length() > 16) {
      return -1;
    }
    long v = 0;
    for (int i = 0; i < d.length(); i++) {
      int k = Character.digit(d.charAt(i), 16);
      if (k < 0) {
        return -1;
      }
      v = v << 4 | k;
    }
    return v < 0 ? -1 : v;
  }

  /** {@code digits} as a decimal number of at most 9 digits, or -1. */
  static int decimal(String digits) {
    if (digits.isEmpty() || digits.length() > 9) {
      return -1;
    }
    int v = 0;
    for (int i = 0; i < digits.length(); i++) {
      char c = digits.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      v = v * 10 + (c - '0');
    }
    return v;
  }

  /** A GUID as 16 lower-case hex digits, or null when {@code digits} is not one. */
  static String guid(String digits) {
    String d = digits.startsWith("0x") || digits.startsWith("0X") ? digits.substring(2) : digits;
    if (d.isEmpty() || d.length() > 16) {
      return null;
    }
    for (int i = 0; i < d.length(); i++) {
      if (Character.digit(d.charAt(i), 16) < 0) {
        return null;
      }
    }
    return "0".repeat(16 - d.length()) + d.toLowerCase(java.util.Locale.ROOT);
  }
}

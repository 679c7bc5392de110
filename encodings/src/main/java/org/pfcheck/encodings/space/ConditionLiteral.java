package org.pfcheck.encodings.space;

/**
 * One scenario-dependent condition of a forwarding step, or its negation. Immutable.
 *
 * <ul>
 *   <li>{@link Kind#LINK_UP}: candidate link {@code a} is up (has not failed);
 *   <li>{@link Kind#DEAD}: candidate host {@code a} is dead;
 *   <li>{@link Kind#NEXT_HOP}: towards destination switch {@code a}, switch {@code b} in the down
 *       phase when {@code c == 1} sends out of port {@code d} by derived routing (the port is on an up
 *       link and starts a shortest path the routing mode allows).
 * </ul>
 *
 * @param kind which condition
 * @param a first operand
 * @param b second operand (0 when unused)
 * @param c third operand (0 when unused)
 * @param d fourth operand (0 when unused)
 * @param positive false for the negation
 */
public record ConditionLiteral(Kind kind, int a, int b, int c, int d, boolean positive) {
  /** The kinds of condition. */
  public enum Kind {
    LINK_UP,
    DEAD,
    NEXT_HOP
  }

  /** Candidate link {@code link} is up. */
  public static ConditionLiteral linkUp(int link) {
    return new ConditionLiteral(Kind.LINK_UP, link, 0, 0, 0, true);
  }

  /** Candidate host {@code host} is dead. */
  public static ConditionLiteral dead(int host) {
    return new ConditionLiteral(Kind.DEAD, host, 0, 0, 0, true);
  }

  /** Switch {@code s} routes towards {@code destination} out of {@code port} in the given phase. */
  public static ConditionLiteral nextHop(int destination, int s, boolean downPhase, int port) {
    return new ConditionLiteral(Kind.NEXT_HOP, destination, s, downPhase ? 1 : 0, port, true);
  }

  /** The negation. */
  public ConditionLiteral negate() {
    return new ConditionLiteral(kind, a, b, c, d, !positive);
  }

  @Override
  public String toString() {
    String body = switch (kind) {
      case LINK_UP -> "up(link " + a + ")";
      case DEAD -> "dead(host " + a + ")";
      case NEXT_HOP -> "nexthop(dest " + a + ", switch " + b + (c == 1 ? ", down" : ", up") + ", port " + d + ")";
    };
    return positive ? body : "!" + body;
  }
}

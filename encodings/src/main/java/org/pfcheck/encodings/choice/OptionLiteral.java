package org.pfcheck.encodings.choice;

/**
 * An option taken ({@code chosen}) or left out. Immutable.
 *
 * @param option the option's index in its session
 * @param chosen true for "the option is chosen", false for "it is not"
 */
public record OptionLiteral(int option, boolean chosen) {
  public OptionLiteral {
    if (option < 0) {
      throw new IllegalArgumentException("option " + option);
    }
  }

  /** "Option {@code option} is chosen." */
  public static OptionLiteral of(int option) {
    return new OptionLiteral(option, true);
  }

  /** "Option {@code option} is not chosen." */
  public static OptionLiteral not(int option) {
    return new OptionLiteral(option, false);
  }

  /** Whether {@code choice} (chosen options marked true) makes this literal true. */
  public boolean holds(boolean[] choice) {
    return choice[option] == chosen;
  }
}

package org.pfcheck.analyzer;

import java.util.Locale;

/**
 * How much of a verdict the independent re-check covers ({@code --recheck}; docs/recheck.md): every
 * destination group ({@link #FULL}; a proof whose re-check cannot finish in time is unknown), every one
 * that fits in the engine's own time, the rest left out of a seeded random order ({@link #SAMPLE}), or
 * nothing ({@link #NONE}; every report says the verdict was not re-checked).
 */
public enum RecheckMode {
  FULL,
  SAMPLE,
  NONE;

  /** The word on the command line and in the reports. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The mode {@code word} names; empty for any other word. */
  public static java.util.Optional<RecheckMode> of(String word) {
    for (RecheckMode m : values()) {
      if (m.word().equals(word)) {
        return java.util.Optional.of(m);
      }
    }
    return java.util.Optional.empty();
  }
}

package org.pfcheck.model.diagnostics;

/** How bad a diagnostic is: errors stop the analysis (exit status 2), warnings do not. */
public enum Severity {
  ERROR,
  WARNING;

  /** The word printed in messages: {@code error} or {@code warning}. */
  public String word() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}

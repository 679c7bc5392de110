package org.pfcheck.reports;

import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Recheck;
import org.pfcheck.analyzer.RecheckMode;

/**
 * How far a proof's certificate was checked, in the words every format uses: always against the engine's
 * own dependencies (before the verdict is printed), and against the reference semantics' only as far as
 * {@code --recheck} and the budget allowed (docs/recheck.md). Never "re-checked" for a check not made.
 * Stateless.
 */
public final class CertificateWords {
  private CertificateWords() {
  }

  /** E.g. "checked against the engine's dependencies; not re-checked by the reference semantics: --recheck none". */
  public static String checked(AnalysisResult r) {
    return "checked against the engine's dependencies" + r.recheck().map(CertificateWords::reference).orElse("");
  }

  private static String reference(Recheck c) {
    if (c.certificate() && c.sampled()) {
      return " and against a sample of the reference semantics' (" + c.destinations() + " of " + c.groups()
          + " destination groups)";
    }
    if (c.certificate()) {
      return " and against the reference semantics' own";
    }
    return "; not re-checked by the reference semantics: " + (c.mode() == RecheckMode.NONE ? "--recheck none" : c.limit());
  }
}

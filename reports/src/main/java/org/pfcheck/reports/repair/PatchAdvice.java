package org.pfcheck.reports.repair;

import java.util.Optional;
import org.pfcheck.repair.change.Patch;

/**
 * How to apply a repair's patch, in words that are true for the input it was made from: a {@code .pfc}
 * file is patched in place; for a YAML file the patch edits its {@code .pfc} form, which the user must
 * write first with {@code pfcheck convert}; for any other input (SONiC configuration, overlays) the
 * {@code .pfc} form is one no command writes, so the change is carried back by hand. Stateless.
 */
public final class PatchAdvice {
  private PatchAdvice() {
  }

  /** The file {@code patch} edits, from its {@code ---} line, or empty for an empty patch. */
  public static Optional<String> target(Patch patch) {
    return patch.text().lines().findFirst().filter(l -> l.startsWith("--- ")).map(l -> l.substring(4));
  }

  /** The advice for the patch of {@code file} (the input as named, {@code <stdin>}, or {@code <imported ...>}). */
  public static String of(String file, Patch patch) {
    String target = target(patch).orElse(file);
    String where = "(on stdout or in -o FILE; after this summary with --format text)";
    if (target.equals(file)) {
      return "the unified diff of the input " + where + ", saved as repair.diff, applies with: patch FILE <"
          + " repair.diff (or patch -p0 < repair.diff)";
    }
    if (!file.startsWith("<") && file.matches("(?s).*\\.(yaml|yml)")) {
      return "the unified diff of " + target + ", the .pfc form of " + file + " " + where + ", which is not "
          + file + " itself: write that form first with pfcheck convert " + file + " -o " + target + ", then,"
          + " saved as repair.diff, it applies with: patch " + target + " < repair.diff (or patch -p0 <"
          + " repair.diff); carry the change back to " + file + " by hand (docs/repair.md)";
    }
    return "the unified diff of " + target + ", the .pfc form of the fabric read from " + file + " " + where
        + "; no pfcheck command writes that form yet: carry the changes back to the source by hand (docs/repair.md)";
  }
}

package org.pfcheck.repair.change;

import java.util.Objects;

/**
 * A repair written for the user. Immutable.
 *
 * @param text the patch itself (a unified diff for {@code .pfc}; empty when nothing changes)
 * @param patchedSource the whole input as the patch makes it, which reads back as the repaired fabric
 */
public record Patch(String text, String patchedSource) {
  public Patch {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(patchedSource, "patchedSource");
  }
}

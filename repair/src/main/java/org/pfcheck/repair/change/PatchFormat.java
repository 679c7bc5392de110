package org.pfcheck.repair.change;

import java.util.List;
import java.util.Optional;
import org.pfcheck.model.Network;

/**
 * How a repair is written for the user: as a patch of the input they gave. One per input; the
 * {@code .pfc} format writes a unified diff, an importer supplies its own (a config_db JSON patch for
 * SONiC). The search asks {@link #cannotExpress} first and never proposes a change the format cannot
 * write.
 */
public interface PatchFormat {
  /** What the patch is, in a few words ("unified diff of fabric.pfc"). */
  String describe();

  /** Why {@code change} cannot be written as a patch of this input; empty when it can. */
  Optional<String> cannotExpress(Change change);

  /**
   * The patch that makes the input read as {@code repaired}, which is {@code changes} applied to the
   * input's network ({@link Changes#apply}); {@code note} is a one-line remark the patch may carry.
   *
   * @throws IllegalStateException when the patched input does not read back as {@code repaired} (an
   *     internal error: the patch would not say what was checked)
   */
  Patch write(List<Change> changes, Network repaired, String note);
}

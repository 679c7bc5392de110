package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Why the dual-ToR remap is scoped {@code on bounce} (docs/semantics.md, "Rewrites"): written without the
 * scope, the rule of clos-two-failures-dual-tor-remap.pfc also remaps the fabric's failure bounces and
 * "proves" free a fabric whose switches still deadlock; dual-tor-bounce-remap.pfc stays free with it.
 */
class ScopedRemapTest {
  private static final String DEMO = "clos-two-failures-dual-tor-remap.pfc";

  @Test
  void theRemapWithoutOnBounceWouldProveTheFailureBouncesFree(@TempDir Path dir) throws Exception {
    String scoped = Files.readString(Path.of(DEMO));
    assertTrue(scoped.contains("from above to above on bounce"));
    Path unscoped = dir.resolve("unscoped.pfc");
    Files.writeString(unscoped, scoped.replace("from above to above on bounce", "from above to above"));
    Cli.Run wrong = Cli.pfcheck("check", unscoped.toString(), "-q");
    assertEquals(0, wrong.status(), wrong.transcript());
    Cli.Run right = Cli.pfcheck("check", DEMO, "-q");
    assertEquals(1, right.status(), right.transcript());
  }

  @Test
  void bouncedTrafficAloneIsWhatTheDualTorRemapBreaks(@TempDir Path dir) throws Exception {
    String remap = Files.readString(Path.of("dual-tor-bounce-remap.pfc"));
    assertTrue(remap.contains("on bounce"));
    assertEquals(0, Cli.pfcheck("check", "dual-tor-bounce-remap.pfc", "-q").status());
    Path flood = dir.resolve("flood-only.pfc");
    Files.writeString(flood, remap.replace("on bounce", "on flood"));
    assertEquals(1, Cli.pfcheck("check", flood.toString(), "-q").status(), "a remap of flood copies leaves the bounce");
  }
}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every command that reads a fabric reads every input kind alike, through the one pipeline: a .pfc
 * file, the YAML form, a SONiC config_db directory, standard input, and configuration with a --with
 * overlay. The flood fabric deadlocks in each of its forms, and so does the dual-tor configuration; the
 * routed-uplinks configuration stays free with its dead server (docs/import-sonic.md). That the overlay
 * is read, and located, by every command shows on a broken one.
 */
class InputKindsTest {
  private static final String PFC = "sigcomm16-flood-deadlock.pfc";
  private static final String SONIC = "sonic/dual-tor";
  private static final String ROUTED = "sonic/routed-uplinks";

  /**
   * One input kind: how it is named on the command line, what standard input holds, and whether the
   * fabric it reads can deadlock.
   */
  record Input(String kind, List<String> args, String stdin, boolean deadlocks) {
    @Override
    public String toString() {
      return kind;
    }
  }

  static Stream<Input> inputs() throws IOException {
    return Stream.of(new Input(".pfc", List.of(PFC), "", true),
        new Input("YAML", List.of("sigcomm16-flood-deadlock.yaml"), "", true),
        new Input("SONiC directory", List.of(SONIC), "", true),
        new Input("standard input", List.of("-"), Files.readString(Path.of(PFC)), true),
        new Input("--with", List.of(ROUTED, "--with", ROUTED + "/dead-server.pfc"), "", false));
  }

  private static Cli.Run run(Input in, String command, String... more) {
    List<String> args = new ArrayList<>(List.of(command));
    args.addAll(in.args());
    args.addAll(List.of(more));
    Cli.Run r = Cli.pfcheckWithInput(in.stdin(), args.toArray(String[]::new));
    assertFalse(r.err().contains("error["), in + ": " + r.transcript());
    return r;
  }

  @ParameterizedTest(name = "check reads {0}")
  @MethodSource("inputs")
  void checkReadsEveryKind(Input in) {
    Cli.Run r = run(in, "check", "--format", "json");
    assertEquals(in.deadlocks() ? 1 : 0, r.status(), in + ": " + r.transcript());
  }

  @ParameterizedTest(name = "storm reads {0}")
  @MethodSource("inputs")
  void stormReadsEveryKind(Input in) {
    Cli.Run r = run(in, "storm", "--any");
    assertTrue(r.status() == 0 || r.status() == 1, in + ": " + r.transcript());
    assertTrue(r.out().startsWith("PAUSE STORM"), in + ": " + r.transcript());
  }

  @ParameterizedTest(name = "repair reads {0}")
  @MethodSource("inputs")
  void repairReadsEveryKind(Input in) {
    Cli.Run r = run(in, "repair", "--timeout", "2m");
    assertEquals(0, r.status(), in + ": " + r.transcript());
    // a fabric that deadlocks gets a patch of its .pfc text; a free one needs none
    assertEquals(in.deadlocks(), r.out().contains("\n+++ "), in + ": " + r.transcript());
  }

  @ParameterizedTest(name = "diff reads {0}")
  @MethodSource("inputs")
  void diffReadsEveryKind(Input in) {
    // a version against itself (standard input against the file it holds): nothing new
    List<String> args = new ArrayList<>(List.of("diff"));
    if (in.args().get(0).equals("-")) {
      args.addAll(List.of("-", PFC));
    } else {
      args.add(in.args().get(0));
      args.addAll(in.args());
    }
    Cli.Run r = Cli.pfcheckWithInput(in.stdin(), args.toArray(String[]::new));
    assertEquals(0, r.status(), in + ": " + r.transcript());
    String verdict = in.deadlocks() ? "deadlock-possible" : "deadlock-free";
    assertTrue(r.out().contains(verdict + " → " + verdict), in + ": " + r.transcript());
  }

  @ParameterizedTest(name = "{0} reads and locates a --with overlay")
  @ValueSource(strings = {"check", "storm", "repair", "diff"})
  void everyCommandReadsTheOverlay(String command, @TempDir Path tmp) throws IOException {
    Path overlay = tmp.resolve("broken.pfc");
    Files.writeString(overlay, "# an overlay naming a host the configuration lacks\ndead srv-9-9\n");
    List<String> args = new ArrayList<>(List.of(command, ROUTED));
    args.addAll(switch (command) {
      case "storm" -> List.of("--any");
      case "diff" -> List.of(ROUTED);
      default -> List.of();
    });
    args.addAll(List.of("--with", overlay.toString()));
    Cli.Run r = Cli.pfcheck(args.toArray(String[]::new));
    assertEquals(2, r.status(), r.transcript());
    assertTrue(r.err().contains(overlay + ":2:"), r.transcript());
    assertTrue(r.err().contains("srv-9-9"), r.transcript());
  }
}

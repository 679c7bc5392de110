package org.pfcheck.cli.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.pfcheck.grammar.SourceInput;

/**
 * One {@code git} command run in a directory, its output and errors read at the same time (so that
 * neither pipe can fill and stall it), its standard output capped like any input. Immutable.
 *
 * @param status git's exit status (-1 when it did not end within a minute)
 * @param out what it wrote to standard output
 * @param err what it wrote to standard error, stripped
 */
public record Git(int status, byte[] out, String err) {
  /** Runs {@code git -C dir ARGS...}; the arguments are passed as they are, never through a shell. */
  public static Git run(String dir, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("git", "-C", dir));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).start();
    p.getOutputStream().close();
    CompletableFuture<byte[]> errors = CompletableFuture.supplyAsync(() -> readQuietly(p.getErrorStream()));
    byte[] out = p.getInputStream().readNBytes(SourceInput.MAX_BYTES + 1);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return new Git(-1, out, "git did not finish within a minute");
    }
    try {
      return new Git(p.exitValue(), out, new String(errors.get(), StandardCharsets.UTF_8).strip());
    } catch (ExecutionException e) {
      return new Git(p.exitValue(), out, "");
    }
  }

  private static byte[] readQuietly(InputStream in) {
    try {
      return in.readNBytes(64 * 1024);
    } catch (IOException e) {
      return new byte[0];
    }
  }
}

package org.pfcheck.cli.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.pfcheck.encodings.z3.QueryDump;
import org.pfcheck.grammar.SourceInput;

/**
 * {@code --dump-smt2 DIR}: writes each Z3 query to {@code DIR/NAME.smt2} through {@link SafeFiles}
 * (the directory is made with the first query), counts them, and keeps the first failure for the
 * command to report after the analysis, which goes on without that file. Thread-safe: engines run
 * side by side.
 */
public final class SmtDump implements QueryDump {
  private final Path dir;
  private final SafeFiles files;
  private final AtomicInteger written = new AtomicInteger();
  private final AtomicReference<String> failure = new AtomicReference<>();

  public SmtDump(Path dir, SafeFiles files) {
    this.dir = dir;
    this.files = files;
  }

  @Override
  public void accept(String name, String smt2) {
    Path target = dir.resolve(name + ".smt2");
    try {
      files.write(target, smt2);
      written.incrementAndGet();
    } catch (IOException e) {
      failure.compareAndSet(null, "cannot write --dump-smt2 " + target + ": " + SourceInput.reason(e));
    }
  }

  /** How many queries were written. */
  public int written() {
    return written.get();
  }

  /** Why a query could not be written (the first such failure), or empty. */
  public Optional<String> failure() {
    return Optional.ofNullable(failure.get());
  }
}

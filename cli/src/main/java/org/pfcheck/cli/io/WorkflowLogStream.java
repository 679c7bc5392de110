package org.pfcheck.cli.io;

import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * pfcheck's message stream on a GitHub Actions runner, which reads a log line as a workflow command
 * when it starts, after white space (Unicode's too: a no-break space), with {@code ::} ({@code ::error},
 * {@code ::add-mask::}) or holds {@code ##[} anywhere, and ends a line at CR as at LF. The messages quote
 * file names and fabric lines: each line is written with a {@code \} before such a leading {@code ::} and
 * {@code ##[} as
 * {@code #\#[} (the rule of the Action's {@code log_safe}, action/common.sh). Not thread-safe: a
 * {@link java.io.PrintStream} around it synchronises.
 */
public final class WorkflowLogStream extends FilterOutputStream {
  private final ByteArrayOutputStream line = new ByteArrayOutputStream(256);
  /** Whether {@link #line} starts a log line (not the rest of one flushed before its end). */
  private boolean lineStart = true;

  WorkflowLogStream(OutputStream out) {
    super(out);
  }

  /** {@code err} made safe when {@code env} says it is a GitHub Actions runner's log, else {@code err}. */
  public static OutputStream on(OutputStream err, java.util.Map<String, String> env) {
    return "true".equals(env.get("GITHUB_ACTIONS")) ? new WorkflowLogStream(err) : err;
  }

  @Override
  public void write(int b) throws IOException {
    if (b == '\n' || b == '\r') {
      emit();
      out.write(b);
      lineStart = true;
    } else {
      line.write(b);
    }
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    for (int k = off; k < off + len; k++) {
      write(b[k]);
    }
  }

  /**
   * Writes what it can of an unfinished line (a {@link java.io.PrintStream} flushes after every print):
   * all but bytes that later ones could make a command of (a line's first two, a trailing {@code #}).
   */
  @Override
  public void flush() throws IOException {
    byte[] b = line.toByteArray();
    int k = 0;
    while (lineStart && k < b.length && leading(b[k])) {
      k++;
    }
    int held = lineStart && b.length - k < 2 ? b.length
        : b.length > 0 && b[b.length - 1] == '#' ? (b.length > 1 && b[b.length - 2] == '#' ? 2 : 1) : 0;
    if (held < b.length) {
      line.reset();
      line.write(b, 0, b.length - held);
      emit();
      line.write(b, b.length - held, held);
      lineStart = false;
    }
    out.flush();
  }

  /** Writes the unfinished line as it is (at exit: no more bytes will come). */
  public void finish() throws IOException {
    emit();
    lineStart = false;
    out.flush();
  }

  @Override
  public void close() throws IOException {
    finish();
    out.close();
  }

  /**
   * Whether byte {@code b} may be part of the white space the runner skips before a command: ASCII white
   * space but the line ends, or any byte of a multi-byte character. The runner trims .NET's white space
   * (String.TrimStart), Unicode's included (U+00A0, U+2007, U+3000: which a file name may hold); a
   * non-ASCII character that is not white space only gets a harmless {@code \} before a {@code ::}.
   */
  private static boolean leading(byte b) {
    return b == ' ' || b == '\t' || b == 0x0b || b == '\f' || b < 0;
  }

  private void emit() throws IOException {
    byte[] b = line.toByteArray();
    line.reset();
    ByteArrayOutputStream safe = new ByteArrayOutputStream(b.length + 4);
    int k = 0;
    if (lineStart) {
      while (k < b.length && leading(b[k])) {
        k++;
      }
      safe.write(b, 0, k);
      if (k + 1 < b.length && b[k] == ':' && b[k + 1] == ':') {
        safe.write('\\');
      }
    }
    for (; k < b.length; k++) {
      safe.write(b[k]);
      if (b[k] == '#' && k + 2 < b.length && b[k + 1] == '#' && b[k + 2] == '[') {
        safe.write('\\');
      }
    }
    safe.writeTo(out);
  }
}

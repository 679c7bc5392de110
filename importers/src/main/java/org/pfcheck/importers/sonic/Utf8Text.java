package org.pfcheck.importers.sonic;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * A configuration file's bytes as text: ASCII (the usual case) as it is, other bytes decoded as UTF-8
 * strictly, a byte-order mark dropped. Bytes that are not UTF-8 are a PFC002 at the first of them.
 * Stateless.
 */
final class Utf8Text {
  private Utf8Text() {}

  static Optional<String> of(String file, byte[] bytes, Diagnostics diagnostics) {
    for (byte b : bytes) {
      if (b < 0) {
        return decoded(file, bytes, diagnostics);
      }
    }
    return Optional.of(new String(bytes, StandardCharsets.US_ASCII));
  }

  private static Optional<String> decoded(String file, byte[] bytes, Diagnostics diagnostics) {
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes), out, true);
    String text = out.flip().toString();
    if (result.isError()) {
      int line = 1 + (int) text.chars().filter(c -> c == '\n').count();
      diagnostics.report(Code.PFC002, SourceSpan.at(file, line, text.length() - text.lastIndexOf('\n')), file
          + " is not UTF-8 text", "save the file as UTF-8");
      return Optional.empty();
    }
    return Optional.of(text.startsWith("\uFEFF") ? text.substring(1) : text);
  }
}

package org.pfcheck.cli.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.util.concurrent.TimeUnit;

/**
 * How pfcheck knows a file is its own: each file it writes carries an extended attribute
 * ({@code user.pfcheck.written}) holding the file's size and modification time as written. A file may be
 * replaced only when it still carries a mark that matches it, so neither a file pfcheck did not write
 * nor one changed since (an editor that writes in place changes the time) is ever replaced. Where the
 * file system keeps no extended attributes nothing is marked, and such files are not replaced either.
 */
final class WrittenMark {
  private static final String NAME = "pfcheck.written";

  private WrittenMark() {}

  /** Marks {@code file} (just written, closed) as pfcheck's; a file system without attributes keeps no mark. */
  static void mark(Path file) {
    try {
      UserDefinedFileAttributeView view = view(file);
      if (view != null) {
        view.write(NAME, ByteBuffer.wrap(stamp(file).getBytes(StandardCharsets.US_ASCII)));
      }
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      // no mark: the file is kept from being replaced, which is the safe side
    }
  }

  /** Whether {@code file} carries pfcheck's mark and has not changed since it was made. */
  static boolean marked(Path file) {
    try {
      UserDefinedFileAttributeView view = view(file);
      if (view == null || !view.list().contains(NAME)) {
        return false;
      }
      int size = view.size(NAME);
      if (size <= 0 || size > 64) {
        return false;
      }
      ByteBuffer value = ByteBuffer.allocate(size);
      view.read(NAME, value);
      value.flip();
      return StandardCharsets.US_ASCII.decode(value).toString().equals(stamp(file));
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return false;
    }
  }

  private static UserDefinedFileAttributeView view(Path file) {
    return Files.getFileAttributeView(file, UserDefinedFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
  }

  /** The file's size and modification time, as the mark holds them. */
  private static String stamp(Path file) throws IOException {
    BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    return a.size() + "/" + a.lastModifiedTime().to(TimeUnit.NANOSECONDS);
  }
}

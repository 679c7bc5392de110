package org.pfcheck.cli.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.pfcheck.grammar.SourceInput;

/**
 * The one way pfcheck writes a file: {@code --output}, {@code --report}, {@code --dump-smt2},
 * {@code generate -o} and {@code diff} all come here. The text goes to a new temporary file in the
 * target's directory, which then replaces the target by a rename, so a reader never sees half a
 * report and nothing is ever written through an existing file. A target that is a symbolic link, a
 * file with other hard links, or one of the command's input files is refused, and so is any other file
 * that is not empty unless pfcheck wrote it and nobody changed it since ({@link WrittenMark}): pfcheck
 * never replaces a file it did not create. Nor is a {@code .json} file in a directory whose {@code .json}
 * files an input is read from (a directory of SONiC configuration given whole, or the directory of a
 * config_db file given by name): the next run on that directory would read it as a switch's
 * configuration. A device or a pipe ({@code /dev/null}) is written in place, as renaming over it would
 * replace the device node. Directories are made only when a file goes into them, and removed again when
 * that write fails. Immutable.
 */
public final class SafeFiles {
  /** The file standard input reads, where the system names it (Linux, macOS). */
  private static final Path STANDARD_INPUT = Path.of("/dev/stdin");

  private final List<Path> inputs;

  /** The inputs whose directory a {@code .json} file must not go into, each with that directory. */
  private final List<ConfigInput> config;

  /** A config_db input (a directory, or a {@code .json} file) and the directory whose {@code .json} files it stands for. */
  private record ConfigInput(Path input, Path directory) {}

  /** Writes that refuse to replace any of {@code inputs} (the command's input files, none of them configuration). */
  public SafeFiles(Collection<Path> inputs) {
    this(inputs, false);
  }

  private SafeFiles(Collection<Path> inputs, boolean configuration) {
    this.inputs = List.copyOf(inputs);
    List<ConfigInput> config = new ArrayList<>();
    for (Path input : configuration ? this.inputs : List.<Path>of()) {
      if (input.equals(STANDARD_INPUT)) {
        continue;
      }
      if (Files.isDirectory(input)) {
        config.add(new ConfigInput(input, input));
      } else if (input.getFileName() != null && input.getFileName().toString().endsWith(".json")) {
        Path parent = input.toAbsolutePath().getParent();
        if (parent != null) {
          config.add(new ConfigInput(input, parent));
        }
      }
    }
    this.config = List.copyOf(config);
  }

  /**
   * Writes that spare the files {@code names} name (a name that is not a file name names no file); {@code -}
   * names the file standard input reads, when it reads one ({@code check - -o fabric.pfc < fabric.pfc}).
   * A directory or a {@code .json} file among them is SONiC configuration, as every command that reads a
   * fabric reads it: no {@code .json} file goes into its directory.
   */
  public static SafeFiles sparing(Iterable<String> names) {
    return new SafeFiles(paths(names), true);
  }

  /**
   * As {@link #sparing}, for inputs that are never configuration ({@code merge}'s parts, InfiniBand dumps): a
   * {@code .json} file may go beside them.
   */
  public static SafeFiles sparingFilesOnly(Iterable<String> names) {
    return new SafeFiles(paths(names));
  }

  private static List<Path> paths(Iterable<String> names) {
    List<Path> inputs = new ArrayList<>();
    for (String name : names) {
      if (name.equals("-")) {
        if (Files.isRegularFile(STANDARD_INPUT)) {
          inputs.add(STANDARD_INPUT);
        }
        continue;
      }
      try {
        inputs.add(Path.of(name));
      } catch (InvalidPathException e) {
        // not a file name, so not a file to spare
      }
    }
    return inputs;
  }

  /**
   * What is wrong with writing {@code target} ({@code option}'s file, e.g. {@code --output}), or empty;
   * checked before the analysis. Its directory must exist; a probe file is made there and removed
   * again, so nothing changes. {@code -} is standard output (a file named so is {@code ./-}).
   */
  public Optional<String> fileProblem(String option, Path target) {
    if (target.equals(Output.STANDARD_OUTPUT)) {
      return Optional.empty();
    }
    String what = "cannot write " + option + " " + target + ": ";
    Optional<String> refused = refusal(target);
    if (refused.isPresent()) {
      return Optional.of(what + refused.get());
    }
    Path parent = target.toAbsolutePath().getParent();
    Path shown = target.getParent() == null ? parent : target.getParent();
    if (parent != null && !Files.exists(parent)) {
      return Optional.of(what + "no such directory " + shown);
    }
    if (parent != null && !Files.isDirectory(parent)) {
      return Optional.of(what + shown + " is not a directory");
    }
    if (special(target)) {
      return Files.isWritable(target) ? Optional.empty() : Optional.of(what + "permission denied");
    }
    return probe(parent).map(why -> what + why);
  }

  /**
   * What is wrong with writing files into {@code dir} ({@code option}'s directory, made when
   * missing), or with writing {@code target} there when it is given; empty when they can be written.
   * Checked before the analysis: directories made for the check are removed again.
   */
  public Optional<String> directoryProblem(String option, Path dir, Optional<Path> target) {
    Optional<String> refused = target.flatMap(this::refusal);
    if (refused.isPresent()) {
      return Optional.of("cannot write " + option + " " + target.get() + ": " + refused.get());
    }
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      return Optional.of("cannot create " + option + " directory " + dir + ": it exists and is not a directory");
    }
    List<Path> made = new ArrayList<>();
    try {
      made = makeDirectories(dir);
    } catch (IOException | InvalidPathException | UnsupportedOperationException e) {
      return Optional.of("cannot create " + option + " directory " + dir + ": " + why(e));
    }
    try {
      return probe(dir.toAbsolutePath()).map(why -> "cannot write into " + option + " directory " + dir + ": " + why);
    } finally {
      removeEmpty(made);
    }
  }

  /**
   * What is wrong with replacing the files named {@code *suffix} that {@code dir} already holds (and its
   * directories, one level down), or empty. For a directory whose files' names are chosen as the
   * analysis goes ({@code --dump-smt2}): a link among them is refused before the analysis, not after
   * its verdict.
   */
  public Optional<String> existingFilesProblem(String option, Path dir, String suffix) {
    if (!Files.isDirectory(dir)) {
      return Optional.empty();
    }
    try (java.util.stream.Stream<Path> all = Files.walk(dir, 2)) {
      return all.filter(p -> p.getFileName() != null && p.getFileName().toString().endsWith(suffix))
          .flatMap(p -> refusal(p).map(why -> "cannot write " + option + " " + p + ": " + why).stream()).findFirst();
    } catch (IOException | java.io.UncheckedIOException e) {
      return Optional.of("cannot read " + option + " directory " + dir + ": " + why(
          e instanceof java.io.UncheckedIOException u ? u.getCause() : e));
    }
  }

  /** Why no file can be made in {@code dir} (one is made and removed again), or empty. */
  private static Optional<String> probe(Path dir) {
    try {
      Files.delete(createTemporary(dir, dir.resolve("pfcheck")));
      return Optional.empty();
    } catch (IOException | InvalidPathException | UnsupportedOperationException e) {
      return Optional.of(why(e));
    }
  }

  private static String why(Exception e) {
    return e instanceof IOException io ? SourceInput.reason(io) : e.getMessage();
  }

  /** Writes {@code text} (UTF-8) to {@code target}, making its directory when missing. */
  public void write(Path target, String text) throws IOException {
    write(target, out -> out.append(text));
  }

  /**
   * As {@link #write(Path, String)}, for the status file pfcheck's launcher made for this run (named
   * {@code pfcheck-status.*} by {@code mktemp}): while it holds nothing or only what pfcheck writes into it
   * ({@code started}, an exit status), it is replaced without a mark, which a file system without extended
   * attributes could not keep. A file of that name holding anything else is not the launcher's, and it is
   * written as every file is (refused).
   */
  public void writeLauncherFile(Path target, String text) throws IOException {
    write(target, out -> out.append(text), launchers(target));
  }

  /** Whether {@code target} is named as the launcher's status file and holds nothing but a record pfcheck writes. */
  private static boolean launchers(Path target) {
    Path name = target.getFileName();
    if (name == null || !name.toString().startsWith("pfcheck-status.")) {
      return false;
    }
    try {
      BasicFileAttributes a = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      if (!a.isRegularFile() || a.size() > 16) {
        return false;
      }
      String held = new String(Files.readAllBytes(target), StandardCharsets.ISO_8859_1);
      return held.isEmpty() || held.matches("(started|[0-9]{1,3})\n");
    } catch (IOException | InvalidPathException | SecurityException e) {
      return false;
    }
  }

  /** As {@link #write(Path, String)}, for a report written as it is made (in UTF-8, buffered). */
  public void write(Path target, Output.Report report) throws IOException {
    write(target, report, false);
  }

  private void write(Path target, Output.Report report, boolean launchers) throws IOException {
    Optional<String> refused = launchers ? existing(target, true) : refusal(target);
    if (refused.isPresent()) {
      throw new IOException(refused.get());
    }
    if (special(target)) {
      try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
        write(out, report);
      }
      return;
    }
    Path parent = target.toAbsolutePath().getParent();
    List<Path> made = makeDirectories(parent);
    Path temporary = null;
    try {
      temporary = createTemporary(parent, target);
      try (OutputStream out = Files.newOutputStream(temporary, StandardOpenOption.WRITE)) {
        write(out, report);
      }
      keepPermissions(target, temporary);
      WrittenMark.mark(temporary);
      Files.move(temporary, target.toAbsolutePath(), StandardCopyOption.ATOMIC_MOVE);
      temporary = null;
      made.clear();
    } finally {
      if (temporary != null) {
        Files.deleteIfExists(temporary);
      }
      removeEmpty(made);
    }
  }

  /**
   * Gives {@code temporary} (written) the permissions of the file {@code target} it is to replace, as an editor
   * does: a report made private ({@code chmod 600}, or an empty file made so to receive it) stays private.
   */
  private static void keepPermissions(Path target, Path temporary) throws IOException {
    java.util.Set<java.nio.file.attribute.PosixFilePermission> permissions;
    try {
      permissions = Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS);
    } catch (java.nio.file.NoSuchFileException | UnsupportedOperationException e) {
      return;
    }
    Files.setPosixFilePermissions(temporary, permissions);
  }

  private static void write(OutputStream out, Output.Report report) throws IOException {
    java.io.Writer writer = new java.io.BufferedWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8),
        1 << 16);
    report.writeTo(writer);
    writer.flush();
  }

  /** Why {@code target} must not be replaced (a link, an input file, a .json file in a configuration directory), or empty. */
  private Optional<String> refusal(Path target) {
    return existing(target, false).or(() -> readBack(target));
  }

  /**
   * Why the existing file {@code target} may not be replaced (a link, an input, a directory, a file pfcheck did
   * not write unless {@code launchers}: the launcher made it), or empty.
   */
  private Optional<String> existing(Path target, boolean launchers) {
    BasicFileAttributes attributes;
    try {
      attributes = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException | InvalidPathException e) {
      return Optional.empty();
    }
    if (attributes.isSymbolicLink()) {
      return Optional.of("it is a symbolic link; pfcheck does not write through links (name the file itself,"
          + " or remove the link)");
    }
    for (Path input : inputs) {
      if (sameFile(input, target)) {
        return Optional.of(input.equals(STANDARD_INPUT) ? "it is the file standard input reads"
            : attributes.isDirectory() ? "it is the input directory " + input + " (name a file outside it)"
            : "it is the input file " + input);
      }
    }
    if (attributes.isDirectory()) {
      return Optional.of("it is a directory");
    }
    int links = hardLinks(target);
    if (attributes.isRegularFile() && links > 1) {
      return Optional.of("it has " + links + " hard links; pfcheck does not write through links (remove the"
          + " file, or choose another name)");
    }
    if (!launchers && attributes.isRegularFile() && attributes.size() > 0 && !WrittenMark.marked(target)) {
      return Optional.of(marksKept(target) ? "it exists and pfcheck did not write it, or it was changed since; pfcheck"
          + " replaces only its own files (remove it first, or choose another name)" : "it exists, and its file system"
          + " keeps no extended attributes, so pfcheck cannot tell a file it wrote from another and replaces none"
          + " (remove it first, or write to a file system that keeps them)");
    }
    return Optional.empty();
  }

  /**
   * Whether a file made beside {@code target} keeps pfcheck's mark (one is made, marked and removed again);
   * true when that cannot be tried, so the refusal says what it says on any file system.
   */
  private static boolean marksKept(Path target) {
    Path parent = target.toAbsolutePath().getParent();
    if (parent == null) {
      return true;
    }
    Path probe = null;
    try {
      probe = createTemporary(parent, target);
      WrittenMark.mark(probe);
      return WrittenMark.marked(probe);
    } catch (IOException | InvalidPathException | UnsupportedOperationException | SecurityException e) {
      return true;
    } finally {
      if (probe != null) {
        try {
          Files.deleteIfExists(probe);
        } catch (IOException e) {
          // a probe left behind is named .NAME.*.pfcheck-tmp, as an interrupted write's would be
        }
      }
    }
  }

  /**
   * Why a {@code .json} file written into the directory of a configuration input is refused: the next run
   * on that directory would read it as a switch's config_db file (docs/import-sonic.md); empty for other
   * targets and directories.
   */
  private Optional<String> readBack(Path target) {
    Path name = target.getFileName();
    Path parent = target.toAbsolutePath().getParent();
    if (name == null || !name.toString().endsWith(".json") || parent == null) {
      return Optional.empty();
    }
    for (ConfigInput c : config) {
      if (!sameDirectory(c.directory(), parent)) {
        continue;
      }
      boolean whole = c.input().equals(c.directory());
      String dir = whole ? c.input().toString() : shown(c.input());
      return Optional.of("it would go into " + (whole ? "the input directory " + dir : "the directory " + dir
          + " of the config_db input " + c.input()) + ", whose .json files pfcheck reads as SONiC configuration (the next"
          + " run on " + dir + " would read the report as a switch's config_db file): write it to another directory");
    }
    return Optional.empty();
  }

  /** The directory of the file {@code input} as the user would name it ({@code .} for a bare name). */
  private static String shown(Path input) {
    Path parent = input.getParent();
    return parent == null ? "." : parent.toString();
  }

  /** Whether {@code a} and {@code b} are one existing directory (by any name: links, {@code ..}, {@code ./}). */
  private static boolean sameDirectory(Path a, Path b) {
    try {
      return Files.isDirectory(a) && Files.isDirectory(b) && (a.toRealPath().equals(b.toRealPath()) || Files.isSameFile(a, b));
    } catch (IOException | SecurityException e) {
      return false;
    }
  }

  /**
   * Whether {@code a} and {@code b} name one file, existing or not: the same name in the same directory
   * (links to directories followed), or one file by its inode.
   */
  public static boolean sameTarget(Path a, Path b) {
    return canonical(a).equals(canonical(b)) || sameFile(a, b);
  }

  private static Path canonical(Path p) {
    Path absolute = p.toAbsolutePath().normalize();
    Path parent = absolute.getParent();
    try {
      return parent == null || absolute.getFileName() == null ? absolute
          : parent.toRealPath().resolve(absolute.getFileName());
    } catch (IOException | SecurityException e) {
      return absolute;
    }
  }

  private static boolean sameFile(Path input, Path target) {
    try {
      return Files.exists(input) && Files.isSameFile(input, target);
    } catch (IOException | SecurityException e) {
      return false;
    }
  }

  private static int hardLinks(Path file) {
    try {
      return ((Number) Files.getAttribute(file, "unix:nlink", LinkOption.NOFOLLOW_LINKS)).intValue();
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return 1;
    }
  }

  /** A device or a pipe: written in place, never renamed over. */
  private static boolean special(Path target) {
    try {
      BasicFileAttributes a = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      return a.isOther();
    } catch (IOException | InvalidPathException e) {
      return false;
    }
  }

  /** A new, empty file next to where {@code target} goes, named after it. */
  private static Path createTemporary(Path dir, Path target) throws IOException {
    String name = target.getFileName() == null ? "pfcheck" : target.getFileName().toString();
    for (int attempt = 0; ; attempt++) {
      Path candidate = dir.resolve("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong())
          + ".pfcheck-tmp");
      try {
        return Files.createFile(candidate);
      } catch (FileAlreadyExistsException e) {
        if (attempt > 100) {
          throw e;
        }
      }
    }
  }

  /**
   * Makes {@code dir} and its missing ancestors, one at a time; returns the ones made, innermost last.
   * When one cannot be made, those made so far are removed again and the failure thrown.
   */
  static List<Path> makeDirectories(Path dir) throws IOException {
    List<Path> made = new ArrayList<>();
    if (dir == null || Files.isDirectory(dir)) {
      return made;
    }
    Path absolute = dir.toAbsolutePath();
    Path current = absolute.getRoot();
    try {
      for (Path part : absolute) {
        current = current == null ? part : current.resolve(part);
        if (!Files.isDirectory(current)) {
          Files.createDirectory(current);
          made.add(current);
        }
      }
    } catch (IOException | RuntimeException e) {
      removeEmpty(made);
      throw e;
    }
    return made;
  }

  /** Removes the directories {@code made} (innermost last) that are still empty. */
  static void removeEmpty(List<Path> made) {
    for (int i = made.size() - 1; i >= 0; i--) {
      try {
        Files.deleteIfExists(made.get(i));
      } catch (IOException e) {
        return;
      }
    }
  }
}

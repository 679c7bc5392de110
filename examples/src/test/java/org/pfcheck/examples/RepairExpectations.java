package org.pfcheck.examples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an example says about its repair in header comments: {@code # expect-repair: cost N} (or
 * {@code no-repair}), and optionally {@code # expect-repair-kinds: rewrite, lossless-priority} (the kinds
 * of the changes, exactly; {@code kind*N} for N of a kind), {@code # expect-repair-change: DESCRIPTION}
 * (a change that must be made), {@code # expect-repair-at: REGEX} (every change's switch matches) and
 * {@code # expect-repair-args: ...} (options for {@code pfcheck repair}). Immutable.
 */
record RepairExpectations(Optional<Long> cost, List<String> kinds, List<String> changes, Optional<String> at,
    List<String> args) {
  private static final Pattern LINE = Pattern.compile("^#\\s*expect-repair(-kinds|-change|-at|-args)?:\\s*(.+?)\\s*$");

  RepairExpectations {
    kinds = List.copyOf(kinds);
    changes = List.copyOf(changes);
    args = List.copyOf(args);
  }

  /** The expectations written in {@code file}, if it states a repair. */
  static Optional<RepairExpectations> of(Path file) throws IOException {
    Long cost = null;
    boolean stated = false;
    List<String> kinds = new ArrayList<>();
    List<String> changes = new ArrayList<>();
    String at = null;
    List<String> args = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      Matcher m = LINE.matcher(line.strip());
      if (!m.matches()) {
        continue;
      }
      String value = m.group(2);
      switch (m.group(1) == null ? "" : m.group(1)) {
        case "" -> {
          stated = true;
          cost = value.startsWith("cost ") ? Long.parseLong(value.substring(5).strip()) : null;
        }
        case "-kinds" -> {
          for (String k : value.split("\\s*,\\s*")) {
            int star = k.indexOf('*');
            int n = star < 0 ? 1 : Integer.parseInt(k.substring(star + 1));
            for (int i = 0; i < n; i++) {
              kinds.add(star < 0 ? k : k.substring(0, star));
            }
          }
        }
        case "-change" -> changes.add(value);
        case "-at" -> at = value;
        default -> args.addAll(List.of(value.split("\\s+")));
      }
    }
    return stated ? Optional.of(new RepairExpectations(Optional.ofNullable(cost), kinds, changes,
        Optional.ofNullable(at), args)) : Optional.empty();
  }

  /** The exit status pfcheck repair documents for the expectation. */
  int exitStatus() {
    return cost.isPresent() ? 0 : 1;
  }
}

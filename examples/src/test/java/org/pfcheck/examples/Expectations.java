package org.pfcheck.examples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an example file says about itself in its header comments: {@code # expect: deadlock-free} or
 * {@code # expect: deadlock-possible}, any {@code # expect-cause: flood} lines (a cause that must
 * appear on some counterexample cycle), and any {@code # expect-warning: PFC218} lines (a warning the
 * check must print). Immutable.
 */
record Expectations(String verdict, List<String> causes, List<String> warnings) {
  private static final Pattern VERDICT = Pattern.compile("^#\\s*expect:\\s*(\\S+)\\s*$");
  private static final Pattern CAUSE = Pattern.compile("^#\\s*expect-cause:\\s*(.+?)\\s*$");
  private static final Pattern WARNING = Pattern.compile("^#\\s*expect-warning:\\s*(.+?)\\s*$");

  Expectations {
    causes = List.copyOf(causes);
    warnings = List.copyOf(warnings);
  }

  /** The expectations written in {@code file}, if it declares a verdict. */
  static Optional<Expectations> of(Path file) throws IOException {
    String verdict = null;
    List<String> causes = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      Matcher v = VERDICT.matcher(line.strip());
      Matcher c = CAUSE.matcher(line.strip());
      Matcher w = WARNING.matcher(line.strip());
      if (v.matches()) {
        verdict = v.group(1);
      } else if (c.matches()) {
        Arrays.stream(c.group(1).split("[,\\s]+")).filter(s -> !s.isEmpty()).forEach(causes::add);
      } else if (w.matches()) {
        Arrays.stream(w.group(1).split("[,\\s]+")).filter(s -> !s.isEmpty()).forEach(warnings::add);
      }
    }
    return verdict == null ? Optional.empty() : Optional.of(new Expectations(verdict, causes, warnings));
  }

  /** The exit status pfcheck documents for the expected verdict. */
  int exitStatus() {
    return switch (verdict) {
      case "deadlock-free" -> 0;
      case "deadlock-possible" -> 1;
      case "unknown" -> 3;
      default -> throw new IllegalArgumentException("unknown expected verdict '" + verdict + "'");
    };
  }
}

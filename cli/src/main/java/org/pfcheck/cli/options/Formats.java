package org.pfcheck.cli.options;

import java.util.Iterator;
import java.util.List;
import org.pfcheck.reports.format.DiffFormat;
import org.pfcheck.reports.format.ReplayFormat;
import org.pfcheck.reports.format.StormFormat;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --format} choices of the commands whose formats are an enum of renderers in
 * {@code reports.format}: each takes its enum's constants in any case and, given another value, names
 * them in lower case as the help does. Stateless.
 */
public final class Formats {
  private Formats() {
  }

  /** The {@code --format} of a command whose formats are the constants of {@code E}. */
  abstract static class Of<E extends Enum<E>> implements ITypeConverter<E>, Iterable<String> {
    private final List<E> allowed;

    Of(Class<E> formats) {
      this.allowed = List.of(formats.getEnumConstants());
    }

    @Override
    public E convert(String value) {
      return allowed.stream().filter(f -> f.name().equalsIgnoreCase(value)).findFirst()
          .orElseThrow(() -> new TypeConversionException("expected one of " + allowed + " (case-insensitive) but was '" + value + "'"));
    }

    @Override
    public Iterator<String> iterator() {
      return allowed.stream().map(E::toString).iterator();
    }
  }

  /** What {@code replay} writes. */
  public static final class Replay extends Of<ReplayFormat> {
    Replay() {
      super(ReplayFormat.class);
    }
  }

  /** What {@code storm} writes. */
  public static final class Storm extends Of<StormFormat> {
    Storm() {
      super(StormFormat.class);
    }
  }

  /** What {@code diff} writes. */
  public static final class Diff extends Of<DiffFormat> {
    Diff() {
      super(DiffFormat.class);
    }
  }
}

package org.pfcheck.importers;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pfcheck.model.diagnostics.Diagnostic;

/**
 * What an import gives, whichever importer made it (SONiC config_db, InfiniBand dumps): the {@code .pfc}
 * listing, unless the input had errors, every diagnostic (sorted by position), and what the user is told
 * about it. Immutable.
 *
 * @param listing the imported text; empty when any diagnostic is an error
 * @param diagnostics errors and warnings about the input, sorted by position
 * @param name the network's name
 * @param files the files read, in the order read
 * @param summary what was imported, one line each (devices, servers, links, …)
 * @param assumptions what was assumed where the input says nothing, one sentence each
 * @param millis how long each stage took, in order ({@code read}, {@code stitch}, {@code emit}; those that
 *     ran: see {@link ImportStages})
 * @param skipped the parts of the input that were not read, by name (SONiC's tables; what {@code -v} lists)
 */
public record ImportResult(Optional<Listing> listing, List<Diagnostic> diagnostics, String name, List<String> files,
    List<String> summary, List<String> assumptions, java.util.Map<String, Long> millis, List<String> skipped) {
  public ImportResult {
    Objects.requireNonNull(listing, "listing");
    diagnostics = List.copyOf(diagnostics);
    Objects.requireNonNull(name, "name");
    files = List.copyOf(files);
    summary = List.copyOf(summary);
    assumptions = List.copyOf(assumptions);
    millis = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(millis));
    skipped = List.copyOf(skipped);
  }

  /** An import that skipped nothing. */
  public ImportResult(Optional<Listing> listing, List<Diagnostic> diagnostics, String name, List<String> files,
      List<String> summary, List<String> assumptions, java.util.Map<String, Long> millis) {
    this(listing, diagnostics, name, files, summary, assumptions, millis, List.of());
  }

  /** Whether the import succeeded (no error; warnings allowed). */
  public boolean ok() {
    return listing.isPresent();
  }
}

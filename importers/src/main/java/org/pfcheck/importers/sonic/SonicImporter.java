package org.pfcheck.importers.sonic;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.importers.ImportStages;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * Imports SONiC config_db files into one fabric: reads each file (directories: every {@code *.json} in
 * them), checks it, stitches the devices by {@code DEVICE_NEIGHBOR} and emits the canonical text. Every
 * problem of every file is reported in one run; the text is given only when there is no error. Files
 * are read in parallel; the result does not depend on it. Stateless.
 */
public final class SonicImporter {
  private SonicImporter() {}

  /** Imports the config_db files at {@code paths} (files or directories), named as the user wrote them. */
  public static ImportResult importPaths(List<String> paths, SonicOptions options) {
    Diagnostics found = new Diagnostics();
    ImportStages stages = new ImportStages();
    List<String> files = files(paths, found);
    List<Reading> readings = files.parallelStream().map(f -> read(f, options)).toList();
    stages.end("read");
    List<Device> devices = new ArrayList<>();
    boolean complete = true;
    java.util.Set<String> skipped = new java.util.TreeSet<>();
    for (Reading r : readings) {
      skipped.addAll(r.skipped());
      r.diagnostics().forEach(found::add);
      devices.addAll(r.devices());
      complete &= r.complete();
    }
    String name = name(paths, options);
    if (files.isEmpty()) {
      return new ImportResult(Optional.empty(), found.sorted(), name, files, List.of(), List.of(), stages.millis());
    }
    SonicFabric fabric = FabricStitcher.stitch(devices, found);
    stages.end("stitch");
    FabricEmitter.Emitted emitted = FabricEmitter.emit(fabric, name, options, found);
    stages.end("emit");
    boolean ok = !found.hasErrors() && complete;
    return new ImportResult(ok ? Optional.of(emitted.listing()) : Optional.empty(), found.sorted(), name, files,
        Summary.of(fabric, emitted.listing()), emitted.assumptions(), stages.millis(), List.copyOf(skipped));
  }

  /** One file's devices (a multi-ASIC file: one per ASIC), and whether every one it holds was read. */
  private record Reading(List<Device> devices, boolean complete, List<Diagnostic> diagnostics,
      java.util.Set<String> skipped) {}

  private static Reading read(String file, SonicOptions options) {
    Diagnostics d = new Diagnostics();
    Optional<ConfigDb> db = bytes(file, d).flatMap(b -> ConfigDbReader.read(file, b, d));
    if (db.isEmpty()) {
      return new Reading(List.of(), false, d.sorted(), java.util.Set.of());
    }
    // a multi-ASIC config save file: each ASIC's namespace is a switch; the host's holds no port
    List<ConfigDb> asics = db.get().namespaces().entrySet().stream().filter(e -> !e.getKey().equals("localhost")
        || e.getValue().has("PORT")).map(java.util.Map.Entry::getValue).toList();
    List<ConfigDb> namespaces = db.get().namespaces().isEmpty() ? List.of(db.get()) : asics.isEmpty()
        ? List.copyOf(db.get().namespaces().values()) : asics;
    List<Device> devices = new ArrayList<>();
    for (ConfigDb one : namespaces) {
      DeviceReader.read(one, options.allowNoQos(), d).ifPresent(devices::add);
    }
    return new Reading(devices, devices.size() == namespaces.size() && !namespaces.isEmpty(), d.sorted(),
        db.get().skipped());
  }

  private static Optional<byte[]> bytes(String file, Diagnostics d) {
    try {
      return Optional.of(Files.readAllBytes(Path.of(file)));
    } catch (IOException | RuntimeException e) {
      d.report(Code.PFC002, (SourceSpan) null, "cannot read " + file + ": " + reason(e),
          "check that the file exists and is readable");
    }
    return Optional.empty();
  }

  /** Why reading failed, in words. */
  private static String reason(Exception e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /** The files named by {@code paths}: files as given, directories' {@code *.json} files in name order. */
  static List<String> files(List<String> paths, Diagnostics d) {
    List<String> out = new ArrayList<>();
    for (String p : paths) {
      Path path = Path.of(p);
      if (!Files.isDirectory(path)) {
        out.add(p);
        continue;
      }
      try (Stream<Path> list = Files.list(path)) {
        List<String> json = list.filter(x -> x.getFileName().toString().endsWith(".json") && Files.isRegularFile(x))
            .map(Path::toString).sorted().toList();
        if (json.isEmpty()) {
          d.report(Code.PFC403, (SourceSpan) null, "directory " + p + " holds no *.json file",
              "give the directory of the"
              + " devices' config_db files, one per device");
        }
        out.addAll(json);
      } catch (IOException e) {
        d.report(Code.PFC002, (SourceSpan) null, "cannot read directory " + p + ": " + e.getMessage(),
            "check the path");
      }
    }
    return out;
  }

  private static String name(List<String> paths, SonicOptions options) {
    String base = options.name().orElseGet(() -> {
      if (paths.size() == 1) {
        Path p = Path.of(paths.get(0)).toAbsolutePath().normalize();
        Path last = Files.isDirectory(p) ? p.getFileName() : p.getParent() == null ? null : p.getParent().getFileName();
        if (last != null) {
          return last.toString();
        }
      }
      return "sonic-fabric";
    });
    return SonicNames.valid(base) ? base : new SonicNames().of(base);
  }
}

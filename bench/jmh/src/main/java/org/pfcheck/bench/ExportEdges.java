package org.pfcheck.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.bdg.BufferDependencyGraph;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.Network;

/**
 * Writes the buffer-dependency graph of a .pfc file's declared scenario as an edge list, one
 * dependency {@code from to} per line by queue number, after a {@code #} line with the counts: the
 * input of bench/baseline_networkx.py. Usage: {@code ExportEdges FILE.pfc OUT.edges}.
 */
public final class ExportEdges {
  private ExportEdges() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: ExportEdges FILE.pfc OUT.edges");
      System.exit(2);
    }
    ParseResult read = PfcReader.readFile(Path.of(args[0]));
    Network n = read.network().orElseThrow(() -> new IllegalArgumentException(args[0] + ": " + read.diagnostics()));
    BufferDependencyGraph g = BdgBuilder.build(n, n.scenario());
    int[] offsets = g.digraph().offsets();
    int[] targets = g.digraph().targets();
    try (BufferedWriter out = Files.newBufferedWriter(Path.of(args[1]), StandardCharsets.US_ASCII)) {
      out.write("# " + g.queueCount() + " queues, " + g.dependencyCount() + " dependencies\n");
      StringBuilder line = new StringBuilder();
      for (int q = 0; q < g.queueCount(); q++) {
        for (int e = offsets[q]; e < offsets[q + 1]; e++) {
          line.setLength(0);
          line.append(q).append(' ').append(targets[e]).append('\n');
          out.write(line.toString());
        }
      }
    }
  }
}

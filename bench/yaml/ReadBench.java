import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.pfcheck.grammar.FabricReader;
import org.pfcheck.grammar.ParseResult;

/**
 * Reading alone, in one JVM: the CPU time of FabricReader.read on each file (UTF-8 text already in
 * memory), the first read (cold: class loading and the interpreter included) and the median of the
 * next RUNS (warm). Run by bench/yaml/run.sh: java -cp 'cli/target/lib/*:cli/target/pfcheck-cli-*.jar'
 * bench/yaml/ReadBench.java FILE...
 */
public class ReadBench {
  public static void main(String[] args) throws Exception {
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    int runs = Integer.parseInt(System.getProperty("runs", "10"));
    System.out.println("| file | size | elements | first read (CPU) | warm read (CPU, median of " + runs + ") |");
    System.out.println("|---|---:|---:|---:|---:|");
    for (String file : args) {
      String text = Files.readString(Path.of(file));
      long[] millis = new long[runs + 1];
      ParseResult r = null;
      for (int k = 0; k <= runs; k++) {
        long start = cpu.getCurrentThreadCpuTime();
        r = FabricReader.read(file, text);
        millis[k] = (cpu.getCurrentThreadCpuTime() - start) / 1_000_000;
      }
      if (!r.ok()) {
        throw new IllegalStateException(file + ": " + r.diagnostics());
      }
      var n = r.network().orElseThrow();
      long[] warm = Arrays.copyOfRange(millis, 1, runs + 1);
      Arrays.sort(warm);
      System.out.printf("| %s | %d KB | %d switches, %d hosts, %d links | %d ms | %d ms |%n",
          Path.of(file).getFileName(), text.length() / 1024, n.switches().size(), n.hosts().size(), n.links().size(),
          millis[0], warm[runs / 2]);
    }
  }
}

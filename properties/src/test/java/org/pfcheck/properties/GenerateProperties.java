package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.templates.Parameter;
import org.pfcheck.model.templates.Templates;

/**
 * Property 10: {@code pfcheck generate} never crashes, and what it prints is a fabric pfcheck accepts.
 * Any template with any of its parameters (small values, negative ones included) and any network
 * options (out-of-range priorities, unknown words, more failures than the fabric has): the exit status
 * is 0 with a file that reads and validates without an error (and whose network has the name given
 * with {@code --name}), or 2 with a one-line usage error and nothing on stdout. Never 4, never a stack trace.
 */
class GenerateProperties {
  @Provide
  Arbitrary<List<String>> commands() {
    return Arbitraries.of(Templates.names()).flatMap(template -> Combinators.combine(
        parameters(template), networkOptions()).as((params, options) -> {
          List<String> args = new ArrayList<>(List.of("generate", template));
          args.addAll(params);
          args.addAll(options);
          return args;
        }));
  }

  /** Each parameter of the template left out (its default, if any) or given a small value. */
  private static Arbitrary<List<String>> parameters(String template) {
    List<Arbitrary<List<String>>> each = new ArrayList<>();
    for (Parameter p : Templates.parameters(template)) {
      Arbitrary<Integer> value = Arbitraries.frequencyOf(Tuple.of(9, Arbitraries.integers().between(1, 6)
          .map(v -> p.name().equals("k") ? 2 * v : v)), Tuple.of(1, Arbitraries.integers().between(-1, 9)));
      each.add(value.injectNull(0.05)
          .map(v -> v == null ? List.<String>of() : List.of("--" + p.name(), Integer.toString(v))));
    }
    return Combinators.combine(each).as(lists -> lists.stream().flatMap(List::stream).toList());
  }

  private static Arbitrary<List<String>> networkOptions() {
    Arbitrary<Integer> priority = Arbitraries.frequencyOf(Tuple.of(19, Arbitraries.integers().between(0, 7)),
        Tuple.of(1, Arbitraries.of(-1, 8)));
    Arbitrary<List<String>> lossless = priority.list().ofMinSize(1).ofMaxSize(3).injectNull(0.4)
        .map(ps -> ps != null && ps.size() == 3 && ps.get(2) == 0 ? List.<Integer>of() : ps)
        .map(ps -> ps == null ? List.of() : List.of("--lossless",
            ps.isEmpty() ? "," : ps.stream().map(String::valueOf).collect(Collectors.joining(","))));
    Arbitrary<List<String>> routing = word("shortest-path", "up-down", "ecmp").injectNull(0.4)
        .map(w -> w == null ? List.of() : List.of("--routing", w));
    Arbitrary<List<String>> onMacMiss = word("flood", "drop-lossless", "drop").injectNull(0.4)
        .map(w -> w == null ? List.of() : List.of("--on-mac-miss", w));
    Arbitrary<List<String>> dead = Arbitraries.integers().between(0, 3).injectNull(0.5)
        .map(n -> n == null ? List.of() : List.of("--dead-per-tor", n.toString()));
    Arbitrary<List<String>> failing = Arbitraries.integers().between(0, 40).injectNull(0.5)
        .map(n -> n == null ? List.of() : List.of("--fail-links", n.toString()));
    // names the language writes, and text that is none: spaces, a newline that would start a statement
    // (issue 10: '--name $'ft4\ndefault on-mac-miss drop-lossless #'' proved a deadlocking fabric free),
    // a comment, a keyword, a non-ASCII letter
    Arbitrary<List<String>> name = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.of("pod-1", "rack3.tor", "n_2",
        "42")), Tuple.of(1, Arbitraries.of("ft4\ndefault on-mac-miss drop-lossless #", "two words", "x#", "switch",
        "caf\u00e9", "a--b", "", "-lead"))).injectNull(0.6)
        .map(n -> n == null ? List.of() : List.of("--name", n));
    return Combinators.combine(lossless, routing, onMacMiss, dead, failing, name).as((a, b, c, d, e, f) -> {
      List<String> all = new ArrayList<>(a);
      all.addAll(b);
      all.addAll(c);
      all.addAll(d);
      all.addAll(e);
      all.addAll(f);
      return all;
    });
  }

  /** One of two right words, sometimes ({@code 1/20}) a wrong one. */
  private static Arbitrary<String> word(String one, String other, String wrong) {
    return Arbitraries.frequencyOf(Tuple.of(19, Arbitraries.of(one, other)), Tuple.of(1, Arbitraries.just(wrong)));
  }

  @Property
  void generateNeverCrashesAndPrintsAValidFabric(@ForAll("commands") List<String> args) {
    InProcess run = InProcess.run(args);
    int status = run.status();
    String transcript = run.transcript(args);
    Statistics.label("exit status").collect(status);
    Statistics.label("exit status").coverage(c -> c.check(0).percentage(pc -> pc >= 25));
    assertTrue(status == 0 || status == 2, transcript);
    if (run.endedInUsageError(args)) {
      return;
    }
    ParseResult read = PfcReader.read("generated.pfc", run.out());
    List<Diagnostic> errors = new ArrayList<>(read.diagnostics());
    read.network().ifPresent(n -> errors.addAll(NetworkValidator.validate(n)));
    assertEquals(List.of(), errors.stream().filter(Diagnostic::isError).toList(), transcript + "--- stdout ---\n"
        + run.out());
    int at = args.indexOf("--name");
    if (at >= 0) {
      assertEquals(args.get(at + 1), read.network().orElseThrow().name(), "the name reads back as given\n" + transcript);
    }
  }
}

package org.pfcheck.reports;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Certificate;
import org.pfcheck.analyzer.Counterexample;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.Stats;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.scenario.ScenarioSpace;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.model.topology.Link;

/**
 * Fabrics and hand-built analysis results for the report tests, shaped like what the analyzer
 * answers for the example networks: the SIGCOMM'16 flood deadlock (tiered, 4-queue cycle with flood
 * edges), a 3-switch ring without tiers, a proof for a healthy Clos, a fabric whose names are
 * hostile HTML, and a large fat-tree whose cycle needs a cut-down drawing.
 */
public final class Fabrics {
  /** The file name every span refers to. */
  public static final String FILE = "examples/sigcomm16-flood-deadlock.pfc";

  /** The source of {@link #FILE} (the example's statements, with the example's line numbers). */
  public static final List<String> SIGCOMM_LINES = List.of(
      "# The PFC deadlock of Guo et al., \"RDMA over Commodity Ethernet at Scale\" (SIGCOMM 2016).",
      "#", "#", "#", "#", "#", "#", "#",
      "# expect: deadlock-possible",
      "# expect-cause: flood",
      "",
      "network sigcomm16-flood-deadlock",
      "",
      "dscp 26 -> 3            # RoCEv2 traffic is marked DSCP 26 ...",
      "lossless 3              # ... and priority 3 is lossless (PFC on every port)",
      "",
      "switch T0 tier tor subnet 10.0.0.0/24",
      "switch T1 tier tor subnet 10.0.1.0/24",
      "switch La, Lb tier leaf",
      "",
      "host S1 at T0",
      "host S2 at T0",
      "host S3 at T1           # the server that will die",
      "host S4 at T1",
      "host S5 at T1",
      "",
      "links T0, T1 -- La, Lb",
      "",
      "routing up-down",
      "timers arp 4h mac 5m    # MAC entries age out long before ARP entries",
      "",
      "dead S3                 # S3 goes silent: T1 still has its ARP entry, not its MAC entry");

  private Fabrics() {
  }

  /** Source lines by file name: the SIGCOMM'16 example's, nothing for other files. */
  public static Function<String, List<String>> lines() {
    return file -> file.equals(FILE) ? SIGCOMM_LINES : List.of();
  }

  /** The whole of line {@code n} of {@link #FILE}. */
  public static SourceSpan line(int n) {
    String text = SIGCOMM_LINES.get(n - 1);
    return new SourceSpan(FILE, n, 1, n, text.stripTrailing().length() + 1);
  }

  /** Fixed timings, so that outputs are byte-stable. */
  public static Map<String, Long> millis() {
    Map<String, Long> m = new LinkedHashMap<>();
    m.put("parse", 12L);
    m.put("forwarding", 3L);
    m.put("cycles", 1L);
    return m;
  }

  /** The SIGCOMM'16 fabric: two ToRs, two leaves, S3 dead. */
  public static Network sigcomm() {
    NetworkBuilder b = new NetworkBuilder("sigcomm16-flood-deadlock").lossless(3).dscp(26, 3)
        .addSwitch("T0", "tor").addSwitch("T1", "tor").addSwitch("La", "leaf").addSwitch("Lb", "leaf")
        .host("S1", "T0", Ipv4.parse("10.0.0.1")).host("S2", "T0", Ipv4.parse("10.0.0.2"))
        .host("S3", "T1", Ipv4.parse("10.0.1.1")).host("S4", "T1", Ipv4.parse("10.0.1.2"))
        .host("S5", "T1", Ipv4.parse("10.0.1.3"));
    for (String tor : List.of("T0", "T1")) {
      for (String leaf : List.of("La", "Lb")) {
        b.link(tor, leaf);
      }
    }
    return b.routing(Routing.Mode.UP_DOWN).dead("S3").build();
  }

  /** The declared scenario of the SIGCOMM'16 example, with its source line. */
  public static Scenario deadS3() {
    return new Scenario(List.of(), List.of(new Scenario.DeadHost("S3", Origin.of(line(32)))), List.of());
  }

  /** The SIGCOMM'16 deadlock: T1 floods packets for S3 up to both leaves, which route them back down. */
  public static AnalysisResult sigcommPossible() {
    QueueRef t1a = new QueueRef("T1", "La", 3);
    QueueRef lb = new QueueRef("Lb", "T1", 3);
    QueueRef t1b = new QueueRef("T1", "Lb", 3);
    QueueRef la = new QueueRef("La", "T1", 3);
    ExamplePacket pkt = new ExamplePacket("S1", "S3", 3, 26);
    Optional<SourceSpan> links = Optional.of(line(27));
    Optional<SourceSpan> routing = Optional.of(line(29));
    List<Dependency> cycle = List.of(
        new Dependency(t1a, lb, Cause.FLOOD, pkt, "flood copy out of port Lb (no MAC entry for S3)",
            Optional.of(line(32)), links, Optional.empty()),
        new Dependency(lb, t1b, Cause.DERIVED, pkt, "up-down route down via port T1", routing, links, Optional.empty()),
        new Dependency(t1b, la, Cause.FLOOD, pkt, "flood copy out of port La (no MAC entry for S3)",
            Optional.of(line(32)), links, Optional.empty()),
        new Dependency(la, t1a, Cause.DERIVED, pkt, "up-down route down via port T1", routing, links, Optional.empty()));
    Counterexample cx = new Counterexample(deadS3(), cycle);
    return new AnalysisResult("sigcomm16-flood-deadlock", new Verdict.Possible(List.of(cx), 1), deadS3(),
        Optional.empty(), "all host pairs, priority 3", List.of("graph"), new Stats(4, 5, 12, 20, 1, millis(), Map.of()));
  }

  /** The fix: the same fabric proven free, with a certificate over its queues. */
  public static AnalysisResult sigcommFree() {
    List<QueueRef> queues = new ArrayList<>();
    List<Integer> ranks = new ArrayList<>();
    for (String tor : List.of("T0", "T1")) {
      for (String leaf : List.of("La", "Lb")) {
        queues.add(new QueueRef(leaf, tor, 3));
        ranks.add(1);
        queues.add(new QueueRef(tor, leaf, 3));
        ranks.add(0);
      }
    }
    Certificate cert = new Certificate(queues, ranks.stream().mapToInt(Integer::intValue).toArray());
    return new AnalysisResult("sigcomm16-flood-drop-fix", new Verdict.Free(cert, "ranks by a topological order"),
        deadS3(), Optional.empty(), "all host pairs, priority 3", List.of("graph"),
        new Stats(4, 5, 8, 8, 1, millis(), Map.of()));
  }

  /** A proof over a scenario space, with no certificate per queue. */
  public static AnalysisResult spaceFree() {
    ScenarioSpace space = new ScenarioSpace(2, List.of(), 1, List.of(), Origin.NONE);
    return new AnalysisResult("clos-space", new Verdict.Free(new Certificate(List.of(), new int[0]),
        "every scenario of the space enumerated; each graph ranked"), Scenario.HEALTHY, Optional.of(space),
        "all host pairs, priorities 3, 4", List.of("enumeration"), new Stats(6, 8, 24, 32, 37, millis(), Map.of()));
  }

  /** A network without queues (nothing lossless) proven free by the graph engine: nothing to rank. */
  public static AnalysisResult emptyFree() {
    return new AnalysisResult("empty", new Verdict.Free(new Certificate(List.of(), new int[0]), ""), Scenario.HEALTHY,
        Optional.empty(), "all host pairs, priorities none", List.of("graph"), new Stats(0, 0, 0, 0, 1, millis(),
        Map.of()));
  }

  /** An analysis that ran out of time. */
  public static AnalysisResult unknown() {
    return new AnalysisResult("sigcomm16-flood-deadlock", new Verdict.Unknown("timeout after 1 s"), deadS3(),
        Optional.empty(), "all host pairs, priority 3", List.of("graph"), new Stats(4, 5, 0, 0, 1, millis(), Map.of()));
  }

  /** An input whose reading the timeout ended: no network, no engine, sizes and scenario not known. */
  public static AnalysisResult notRead() {
    return new AnalysisResult("torus", new Verdict.Unknown("the timeout of 1s ended the run while reading the input"),
        Scenario.HEALTHY, Optional.empty(), "", List.of(), new Stats(Stats.NOT_READ, Stats.NOT_READ, 0, 0, 0,
            Map.of("read", 1003L), Map.of()));
  }

  /** Three switches in a ring, no tiers, routes sending everything clockwise. */
  public static Network ring() {
    NetworkBuilder b = new NetworkBuilder("ring-3-switch").lossless(3)
        .addSwitch("A", null).addSwitch("B", null).addSwitch("C", null)
        .host("ha", "A", null).host("hb", "B", null).host("hc", "C", null);
    b.link("A", "B");
    b.link("B", "C");
    b.link("C", "A");
    return b.build();
  }

  /** The ring's cycle: A → B → C → A, each hop an explicit route. */
  public static AnalysisResult ringPossible() {
    QueueRef b = new QueueRef("B", "A", 3);
    QueueRef c = new QueueRef("C", "B", 3);
    QueueRef a = new QueueRef("A", "C", 3);
    List<Dependency> cycle = List.of(
        new Dependency(b, c, Cause.ROUTE, new ExamplePacket("ha", "hc", 3, -1), "route via C", Optional.empty(),
            Optional.empty(), Optional.empty()),
        new Dependency(c, a, Cause.ROUTE, new ExamplePacket("hb", "ha", 3, -1), "route via A", Optional.empty(),
            Optional.empty(), Optional.empty()),
        new Dependency(a, b, Cause.ROUTE, new ExamplePacket("hc", "hb", 3, -1), "route via B", Optional.empty(),
            Optional.empty(), Optional.empty()));
    Counterexample cx = new Counterexample(Scenario.HEALTHY, cycle);
    return new AnalysisResult("ring-3-switch", new Verdict.Possible(List.of(cx), 1), Scenario.HEALTHY,
        Optional.empty(), "3 declared flows", List.of("graph"), new Stats(3, 3, 6, 3, 1, millis(), Map.of()));
  }

  /** A switch and a host whose names are HTML, in a two-switch routing loop. */
  public static final String EVIL_SWITCH = "<script>alert(1)</script>";
  /** A host name with quotes and ampersands. */
  public static final String EVIL_HOST = "\"h&amp;<b>x</b>'";

  /** Two switches routing at each other; one is named {@link #EVIL_SWITCH}. */
  public static Network hostile() {
    NetworkBuilder b = new NetworkBuilder("evil</title><script>alert(2)</script>").lossless(3)
        .addSwitch(EVIL_SWITCH, "tor").addSwitch("L\"0", "leaf").host(EVIL_HOST, EVIL_SWITCH, null);
    b.link(EVIL_SWITCH, "L\"0");
    return b.build();
  }

  /** The hostile fabric's cycle. */
  public static AnalysisResult hostilePossible() {
    QueueRef x = new QueueRef(EVIL_SWITCH, "L\"0", 3);
    QueueRef y = new QueueRef("L\"0", EVIL_SWITCH, 3);
    ExamplePacket pkt = new ExamplePacket(EVIL_HOST, EVIL_HOST, 3, -1);
    List<Dependency> cycle = List.of(
        new Dependency(x, y, Cause.ROUTE, pkt, "route via <L\"0>", Optional.empty(), Optional.empty(), Optional.empty()),
        new Dependency(y, x, Cause.ECMP, pkt, "ECMP 1 of 2 & more", Optional.empty(), Optional.empty(), Optional.empty()));
    Counterexample cx = new Counterexample(Scenario.HEALTHY, cycle);
    return new AnalysisResult("evil</title><script>alert(2)</script>", new Verdict.Possible(List.of(cx), 1),
        Scenario.HEALTHY, Optional.empty(), "all <host> pairs", List.of("graph"),
        new Stats(2, 1, 2, 2, 1, millis(), Map.of()));
  }

  /** A k-ary fat-tree (k even): k pods of k/2 edge and k/2 aggregation switches, (k/2)² cores. */
  public static Network fatTree(int k, int hostsPerEdge) {
    NetworkBuilder b = new NetworkBuilder("fat-tree-" + k).lossless(3, 4);
    int half = k / 2;
    for (int c = 0; c < half * half; c++) {
      b.addSwitch("core" + c, "core");
    }
    for (int p = 0; p < k; p++) {
      for (int s = 0; s < half; s++) {
        b.addSwitch("agg" + p + "_" + s, "agg");
        b.addSwitch("edge" + p + "_" + s, "edge");
      }
    }
    for (int p = 0; p < k; p++) {
      for (int s = 0; s < half; s++) {
        for (int t = 0; t < half; t++) {
          b.link("edge" + p + "_" + s, "agg" + p + "_" + t);
          b.link("agg" + p + "_" + s, "core" + (s * half + t));
        }
        for (int h = 0; h < hostsPerEdge; h++) {
          b.host("h" + p + "_" + s + "_" + h, "edge" + p + "_" + s, null);
        }
      }
    }
    return b.build();
  }

  /** A bounce-like cycle in a fat-tree: edge0_0 → agg0_0 → edge0_1 → agg0_1 → edge0_0, after failures. */
  public static AnalysisResult fatTreePossible(Network n) {
    List<Link> links = n.links();
    Link down = links.get(0);
    Scenario s = new Scenario(List.of(new Scenario.LinkDown(down.a(), down.b(), Origin.NONE)), List.of(), List.of());
    QueueRef q1 = new QueueRef("agg0_0", "edge0_0", 3);
    QueueRef q2 = new QueueRef("edge0_1", "agg0_0", 3);
    QueueRef q3 = new QueueRef("agg0_1", "edge0_1", 3);
    QueueRef q4 = new QueueRef("edge0_0", "agg0_1", 3);
    ExamplePacket pkt = new ExamplePacket("h0_0_0", "h1_0_0", 3, -1);
    List<Dependency> cycle = List.of(
        new Dependency(q1, q2, Cause.ECMP, pkt, "ECMP 1 of 2 via port edge0_1", Optional.empty(), Optional.empty(),
            Optional.empty()),
        new Dependency(q2, q3, Cause.BOUNCE, pkt, "bounce towards the active ToR", Optional.empty(), Optional.empty(),
            Optional.empty()),
        new Dependency(q3, q4, Cause.DERIVED, pkt, "derived route via port edge0_0", Optional.empty(),
            Optional.empty(), Optional.empty()),
        new Dependency(q4, q1, Cause.DERIVED, pkt, "derived route via port agg0_0", Optional.empty(),
            Optional.empty(), Optional.empty()));
    Counterexample cx = new Counterexample(s, cycle);
    return new AnalysisResult(n.name(), new Verdict.Possible(List.of(cx), 1), s, Optional.empty(),
        "all host pairs, priorities 3, 4", List.of("graph"),
        new Stats(n.switches().size(), n.hosts().size(), 100_000, 400_000, 1, millis(), Map.of()));
  }
}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.AnalysisResult;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.topology.Ipv4;
import org.pfcheck.reports.html.HtmlReport;

/**
 * Opens HTML reports in a real headless Chromium (Debian package {@code chromium}): the rendered DOM
 * must have the hop rows, the SVG drawing with one arrow per dependency, the marker the report's
 * script sets when it ran without error, and hostile names as text; a screenshot of each report is
 * saved under {@code target/browser/} as a build artifact. Skipped only when no Chromium is installed
 * (and never on CI, where {@code .ci/run} installs it).
 */
class BrowserTest {
  private static final Path OUT = Path.of("target", "browser");
  private static final String EVIL = "<script>alert(1)</script>";

  private static String chromium;

  @BeforeAll
  static void findChromium() throws Exception {
    for (String name : List.of("chromium", "chromium-browser")) {
      for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
        if (chromium == null && Files.isExecutable(Path.of(dir, name))) {
          chromium = Path.of(dir, name).toString();
        }
      }
    }
    if (System.getenv("CI") != null) {
      assertTrue(chromium != null, "CI must run the browser test: install Debian's chromium (.ci/run does)");
    }
    Assumptions.assumeTrue(chromium != null, "no chromium binary on PATH: apt-get install chromium to run this test");
    Files.createDirectories(OUT);
  }

  /** Runs headless Chromium on {@code page} with {@code mode} (--dump-dom or --screenshot=…); returns stdout. */
  private static String chromium(Path page, String... mode) throws Exception {
    Path profile = Files.createTempDirectory("pfcheck-chromium");
    List<String> cmd = new ArrayList<>(List.of(chromium, "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=" + profile, "--window-size=1280,2000"));
    cmd.addAll(List.of(mode));
    cmd.add(page.toAbsolutePath().toUri().toString());
    Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "chromium did not finish: " + cmd);
    assertEquals(0, p.exitValue(), "chromium failed: " + cmd);
    return out;
  }

  /** The rendered DOM of {@code page}, and its screenshot saved next to it as NAME.png. */
  private static String render(Path page) throws Exception {
    String dom = chromium(page, "--dump-dom");
    Path png = OUT.resolve(page.getFileName().toString().replace(".html", ".png"));
    Files.deleteIfExists(png);
    chromium(page, "--screenshot=" + png.toAbsolutePath());
    assertTrue(Files.size(png) > 10_000, "screenshot " + png + " is missing or empty");
    return dom;
  }

  /** {@code page} with an earlier run's copy removed: pfcheck replaces only files it wrote (SafeFiles). */
  private static Path fresh(Path page) {
    try {
      Files.deleteIfExists(page);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return page;
  }

  private static Path report(String example) {
    Path page = fresh(OUT.resolve(example.replace(".pfc", ".html")));
    Cli.Run run = Cli.pfcheck("check", example, "--format", "html", "--output", page.toString());
    assertTrue(run.status() == 0 || run.status() == 1, run.transcript());
    return page;
  }

  /** Chromium logs no style or script of {@code page} refused by its Content Security Policy. */
  private static void stylesAllowed(Path page) throws Exception {
    Path profile = Files.createTempDirectory("pfcheck-chromium");
    Process p = new ProcessBuilder(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--enable-logging=stderr", "--v=0", "--user-data-dir=" + profile, "--dump-dom",
        page.toAbsolutePath().toUri().toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    String log = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertFalse(log.contains("Content Security Policy"), log);
  }

  private static int count(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  private static void scriptRan(String dom) {
    assertTrue(dom.matches("(?s).*<body[^>]*data-js=\"ok\".*"), "the report's script did not run cleanly:\n"
        + dom.substring(0, Math.min(dom.length(), 2000)));
  }

  @Test
  void deadlockReportShowsTheCycleDrawnAndNumbered() throws Exception {
    String dom = render(report("sigcomm16-flood-deadlock.pfc"));
    scriptRan(dom);
    // two cycles of four: a flood copy bridged at each leaf, and one routed hop down to T1
    assertEquals(8, count(dom, "<tr class=\"hop "), "eight hop rows");
    assertTrue(dom.contains("<svg class=\"fabric\""), "the drawing");
    assertEquals(8, count(dom, "<g class=\"hop (flood|route|bounce)\""), "one arrow per dependency");
    // the leaf's hop down to T0 is both a bridged flood copy and routed traffic; its example is the routed one
    assertEquals(4, count(dom, "<path class=\"edge flood\""), "two flood edges per cycle");
    assertTrue(dom.contains("data-hops-drawn=\"8\""), "the script counted the drawn hops");
    assertTrue(dom.contains("<code>dead S3</code>"), "the dead statement quoted");
  }

  @Test
  void freeReportShowsTheProof() throws Exception {
    String dom = render(report("sigcomm16-flood-drop-fix.pfc"));
    scriptRan(dom);
    assertTrue(dom.contains("data-verdict=\"deadlock-free\""));
    assertTrue(dom.contains("id=\"proof\""));
    assertFalse(dom.contains("<tr class=\"hop "));
  }

  @Test
  void repairReportShowsTheSuggestedRepairNextToTheCyclesAndItsStyleIsAllowed() throws Exception {
    Path page = fresh(OUT.resolve("sigcomm16-flood-deadlock-repair.html"));
    Cli.Run run = Cli.pfcheck("repair", "sigcomm16-flood-deadlock.pfc", "--format", "html", "--output", page.toString());
    assertEquals(0, run.status(), run.transcript());
    String dom = render(page);
    scriptRan(dom);
    assertTrue(dom.contains("data-verdict=\"repaired\""));
    assertTrue(dom.indexOf("id=\"repair\"") < dom.indexOf("id=\"cycle-1\""), "the repair before the cycles");
    assertTrue(dom.contains("<span class=\"add\">+switch T1 tier tor subnet 10.0.1.0/24 on-mac-miss drop-lossless"));
    assertTrue(count(dom, "class=\"repair-note\"") >= 1, "a note at a cycle the change acts on");
    // The repair page's second style sheet is allowed by its hash: Chromium logs no refused style.
    stylesAllowed(page);
  }

  @Test
  void replayReportPlotsEveryQueueOfTheCycleAndItsStyleIsAllowed() throws Exception {
    Path page = fresh(OUT.resolve("sigcomm16-flood-watchdog-replay.html"));
    Cli.Run run = Cli.pfcheck("replay", "sigcomm16-flood-watchdog.pfc", "--format", "html", "--output",
        page.toString());
    assertEquals(0, run.status(), run.transcript());
    String dom = render(page);
    scriptRan(dom);
    assertTrue(dom.contains("data-verdict=\"replay-recovered\""));
    assertEquals(4, count(dom, "<figure class=\"plot\""), "one plot per queue of the cycle");
    assertEquals(4, count(dom, "<polyline class=\"occ\""), "each with its occupancy");
    assertTrue(dom.contains("<svg class=\"fabric\""), "the cycle drawn in the fabric");
    assertTrue(dom.contains("PFC watchdog of "), "the timeline shows the watchdog");
    stylesAllowed(page);
  }

  @Test
  void stormReportDrawsThePausedPorts() throws Exception {
    Path page = fresh(OUT.resolve("storm-figure5.html"));
    Cli.Run run = Cli.pfcheck("storm", "storm-figure5.pfc", "--from", "S1", "--format", "html", "--output",
        page.toString());
    assertEquals(1, run.status(), run.transcript());
    String dom = render(page);
    scriptRan(dom);
    assertTrue(dom.contains("data-verdict=\"storm-spreads\""));
    assertEquals(9, count(dom, "<path class=\"edge pause\""), "one arrow per paused port");
    assertEquals(1, count(dom, "class=\"node host storm\""), "the source");
    assertEquals(7, count(dom, "class=\"node host paused\""), "the paused servers");
  }

  @Test
  void hostileNamesRenderAsText() throws Exception {
    NetworkBuilder b = new NetworkBuilder("evil").lossless(3);
    String[] sw = {EVIL, "B\"&amp;", "C'<b>x</b>"};
    for (int k = 0; k < 3; k++) {
      b.addSwitch(sw[k], null).host("h" + k + "<i>", sw[k], Ipv4.parse("10.0." + (k + 1) + ".1"));
    }
    for (int k = 0; k < 3; k++) {
      b.link(sw[k], sw[(k + 1) % 3]);
      b.route(sw[k], "10.0." + ((k + 1) % 3 + 1) + ".0/24", sw[(k + 1) % 3]);
      b.route(sw[k], "10.0." + ((k + 2) % 3 + 1) + ".0/24", sw[(k + 1) % 3]);
      b.flow("h" + k + "<i>", "h" + (k + 2) % 3 + "<i>", 3);
    }
    Network n = b.build();
    AnalysisResult r = new GraphEngine().analyze(n, AnalysisOptions.DEFAULT);
    assertEquals("deadlock-possible", r.verdict().word(), "the hostile ring deadlocks like the plain one");
    Path page = fresh(OUT.resolve("hostile-names.html"));
    Files.writeString(page, new HtmlReport(f -> List.of(), "evil.pfc").render(r, Optional.of(n), List.of()));
    String dom = render(page);
    scriptRan(dom);
    assertEquals(1, count(dom, "<script[ >]"), "only the report's own script element");
    assertTrue(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the name shown as text");
    assertFalse(dom.contains("<b>x</b>"));
    assertFalse(dom.contains("<i>"));
    assertEquals(3, count(dom, "<tr class=\"hop "));
  }
}

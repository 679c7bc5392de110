package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Action's scripts against a hostile repository (issue 20, items 8–10): a fabric whose name starts
 * like an option is checked, not taken for {@code -h}; a committed symbolic link is not read (its target's
 * text would reach the uploaded reports) and a committed output directory is not written through; no
 * line pfcheck prints is a workflow command. One rule each, in action/common.sh.
 */
class ActionSafetyTest {
  private static final Path ACTION = Processes.ROOT.resolve("action");
  private static final Path FREE = Processes.ROOT.resolve("examples/sigcomm16-flood-drop-fix.pfc");
  private static final Path DEADLOCK = Processes.ROOT.resolve("examples/sigcomm16-flood-deadlock.pfc");
  /** A line the runner would run: starting, after white space, with '::', or holding '##['. */
  private static final Pattern COMMAND = Pattern.compile("^[\\s\\p{Z}]*::.*|.*##\\[.*", Pattern.UNICODE_CHARACTER_CLASS);
  /** The scripts' own annotations and groups, each value escaped. */
  private static final Pattern OURS = Pattern.compile("::(error|warning|notice) file=[^:,\\n]*::[^\\n]*|::group::.*"
      + "|::endgroup::");

  private final Map<String, String> env = new HashMap<>();

  private Path repo(Path dir) throws Exception {
    env.putAll(ActionTest.githubEnvironment(dir));
    env.put("PFCHECK", Processes.ROOT.resolve("pfcheck").toString());  // this clone's, built
    env.put("PFCHECK_SKIP_BUILD", "1");
    Path repo = Files.createDirectories(dir.resolve("repo"));
    ActionTest.git(repo, "init", "-q");
    return repo;
  }

  private Processes.Run script(String name, Path repo) throws Exception {
    return Processes.run(List.of(ACTION.resolve(name).toString()), env, repo);
  }

  @Test
  void aFabricNamedLikeAnOptionIsCheckedAndCompared(@TempDir Path dir) throws Exception {
    Path repo = repo(dir);
    Files.createDirectories(repo.resolve("-V"));
    Files.copy(FREE, repo.resolve("-h-ring.pfc"));
    Files.copy(FREE, repo.resolve("-V/fabric.pfc"));
    ActionTest.git(repo, "add", "--", ".");
    ActionTest.git(repo, "commit", "-q", "-m", "free");
    env.put("PFCHECK_BASE", ActionTest.git(repo, "rev-parse", "HEAD").out().strip());
    Files.copy(DEADLOCK, repo.resolve("-h-ring.pfc"), StandardCopyOption.REPLACE_EXISTING);
    Files.copy(DEADLOCK, repo.resolve("-V/fabric.pfc"), StandardCopyOption.REPLACE_EXISTING);
    ActionTest.git(repo, "commit", "-q", "-a", "-m", "floods");

    Processes.Run check = script("check-fabrics.sh", repo);
    assertEquals(1, check.status(), check.transcript());
    for (String f : List.of("-h-ring.pfc", "-V/fabric.pfc")) {
      assertTrue(check.out().contains("::error file=" + f + "::pfcheck: a PFC deadlock is possible"), check.transcript());
    }
    Processes.Run diff = script("diff-fabrics.sh", repo);
    assertEquals(1, diff.status(), diff.transcript());
    for (String f : List.of("-h-ring.pfc", "-V/fabric.pfc")) {
      assertTrue(diff.out().contains("::error file=" + f + "::this change introduces a PFC deadlock"), diff.transcript());
    }
  }

  @Test
  void aCommittedLinkIsNotRead(@TempDir Path dir) throws Exception {
    Path repo = repo(dir);
    ActionTest.git(repo, "config", "http.extraheader", "AUTHORIZATION: basic c2VjcmV0LXRva2Vu");
    Files.copy(FREE, repo.resolve("free.pfc"));
    Files.copy(FREE, dir.resolve("outside.pfc"));
    Files.createSymbolicLink(repo.resolve("leak.pfc"), Path.of(".git/config"));
    Files.createSymbolicLink(repo.resolve("out.pfc"), dir.resolve("outside.pfc"));
    ActionTest.git(repo, "add", ".");
    ActionTest.git(repo, "commit", "-q", "-m", "links");

    Processes.Run check = script("check-fabrics.sh", repo);
    assertEquals(1, check.status(), "a fabric not checked is not proven free: " + check.transcript());
    assertTrue(check.out().contains("::error file=leak.pfc::pfcheck: not checked: it is a symbolic link"),
        check.transcript());
    assertTrue(check.out().contains("::error file=out.pfc::pfcheck: not checked: it is a symbolic link"),
        check.transcript());
    assertTrue(check.out().contains("::notice file=free.pfc::pfcheck: deadlock-free (proven)"), check.transcript());
    try (Stream<Path> written = Files.walk(repo.resolve("pfcheck-out"))) {
      for (Path f : written.filter(Files::isRegularFile).toList()) {
        assertFalse(Files.readString(f).contains("c2VjcmV0"), "the token reached " + f);
        assertFalse(f.getFileName().toString().startsWith("leak"), f.toString());
      }
    }
  }

  @Test
  void aCommittedOutputDirectoryIsNotWrittenThrough(@TempDir Path dir) throws Exception {
    Path repo = repo(dir);
    Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
    Files.copy(FREE, repo.resolve("free.pfc"));
    Files.createSymbolicLink(repo.resolve("pfcheck-out"), elsewhere);
    ActionTest.git(repo, "add", ".");
    ActionTest.git(repo, "commit", "-q", "-m", "an output link");
    env.put("PFCHECK_BASE", ActionTest.git(repo, "rev-parse", "HEAD").out().strip());

    for (String script : List.of("check-fabrics.sh", "diff-fabrics.sh")) {
      Processes.Run run = script(script, repo);
      assertEquals(2, run.status(), run.transcript());
      assertTrue(run.err().contains("will not write into pfcheck-out: git tracks files in it"), run.transcript());
    }
    ActionTest.git(repo, "rm", "-q", "--cached", "pfcheck-out");  // a link made after the checkout
    Processes.Run check = script("check-fabrics.sh", repo);
    assertEquals(2, check.status(), check.transcript());
    assertTrue(check.err().contains("will not write into pfcheck-out: pfcheck-out is a symbolic link"),
        check.transcript());
    try (Stream<Path> written = Files.list(elsewhere)) {
      assertEquals(List.of(), written.toList());
    }
    Path outputs = dir.resolve("github-output");
    assertFalse(Files.exists(outputs) && Files.readString(outputs).contains("out-safe"), "the reports would be uploaded");
  }

  /** The scripts' own filters, without pfcheck (whose messages on Actions are made safe as well). */
  @Test
  void logSafeAndHtmlTextNeutraliseWhatTheyCarry(@TempDir Path dir) throws Exception {
    Processes.Run run = Processes.run(List.of("bash", "-c", ". \"$1\"; printf '::error::a\\n  ::add-mask::b\\rc ##[d]\\n'"
        + " | log_safe; html_text '[l](u) <i>`x`'", "-", ACTION.resolve("common.sh").toString()), Map.of(), dir);
    assertEquals(0, run.status(), run.transcript());
    assertEquals("\\::error::a\n  \\::add-mask::b\nc #\\#[d]\n&#91;l&#93;&#40;u&#41; &lt;i&gt;&#96;x&#96;", run.out(),
        run.transcript());
    // the runner trims .NET's white space before '::': a no-break space or an ideographic space too
    Processes.Run unicode = Processes.run(List.of("bash", "-c", ". \"$1\"; printf '\\302\\240::warning::a\\n\\343\\200\\200 ::b\\n'"
        + " | log_safe", "-", ACTION.resolve("common.sh").toString()), Map.of(), dir);
    assertEquals("\u00a0\\::warning::a\n\u3000 \\::b\n", unicode.out(), unicode.transcript());
  }

  @Test
  void noLineInTheLogIsAWorkflowCommand(@TempDir Path dir) throws Exception {
    Path repo = repo(dir);
    String forged = "::error file=x::forged.pfc";
    String spaced = "\u00a0::warning::spaced.pfc";  // the runner trims a no-break space before '::'
    Files.copy(FREE, repo.resolve(forged));
    Files.copy(FREE, repo.resolve(spaced));
    Files.copy(FREE, repo.resolve("quoted.pfc"));
    ActionTest.git(repo, "add", ".");
    ActionTest.git(repo, "commit", "-q", "-m", "free");
    env.put("PFCHECK_BASE", ActionTest.git(repo, "rev-parse", "HEAD").out().strip());
    for (String f : List.of(forged, spaced, "quoted.pfc")) {
      Files.writeString(repo.resolve(f), Files.readString(FREE) + "bogus ##[add-mask]secret\n"
          + "  ::add-mask::x\rswitch\r::warning::forged\n");
    }
    ActionTest.git(repo, "commit", "-q", "-a", "-m", "errors");

    for (String script : List.of("check-fabrics.sh", "diff-fabrics.sh")) {
      Processes.Run run = script(script, repo);
      assertEquals(1, run.status(), run.transcript());
      assertTrue(run.out().contains("::error file=%3A%3Aerror file=x%3A%3Aforged.pfc::"), run.transcript());
      for (String line : (run.out() + run.err()).split("[\r\n]")) {
        assertTrue(!COMMAND.matcher(line).matches() || OURS.matcher(line).matches(), "a workflow command: "
            + line + "\n" + run.transcript());
      }
    }
  }
}

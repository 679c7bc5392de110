package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CI set-ups in {@code examples/ci/} use the outputs the issue asks for, and the exact pfcheck
 * command lines they run work: SARIF with an HTML report for GitHub, JUnit with an HTML report for GitLab.
 */
class CiExamplesTest {
  private static final Path CI = Path.of("ci");

  @Test
  void githubUploadsSarifAndAttachesHtml() throws Exception {
    String yml = Files.readString(CI.resolve("github-actions.yml"));
    for (String piece : List.of("paths: ['**.pfc']", "github/codeql-action/upload-sarif@", "actions/upload-artifact@",
        "--format sarif", "--report pfcheck-out/html", "security-events: write", "\"$PFCHECK\" diff --git")) {
      assertTrue(yml.contains(piece), "github-actions.yml lacks " + piece);
    }
  }

  @Test
  void gitlabPublishesJUnitAndKeepsHtml() throws Exception {
    String yml = Files.readString(CI.resolve("gitlab-ci.yml"));
    for (String piece : List.of("junit: pfcheck-out/junit/*.xml", "--format junit", "--report pfcheck-out/html",
        "when: always", "\"**/*.pfc\"")) {
      assertTrue(yml.contains(piece), "gitlab-ci.yml lacks " + piece);
    }
  }

  @Test
  void theirCommandLinesWork(@TempDir Path out) throws Exception {
    Path html = out.resolve("html");
    Cli.Run sarif = Cli.pfcheck("check", "sigcomm16-flood-deadlock.pfc", "--quiet", "--format", "sarif", "--output",
        out.resolve("a.sarif").toString(), "--report", html.toString());
    assertEquals(1, sarif.status(), sarif.transcript());
    Cli.Run junit = Cli.pfcheck("check", "sigcomm16-flood-drop-fix.pfc", "--quiet", "--format", "junit", "--output",
        out.resolve("b.xml").toString(), "--report", html.toString());
    assertEquals(0, junit.status(), junit.transcript());
    assertEquals("", sarif.err() + junit.err(), "quiet runs print nothing");
    assertTrue(Files.readString(out.resolve("a.sarif")).contains("PFC-DEADLOCK-FLOOD"));
    assertTrue(Files.readString(out.resolve("b.xml")).contains("failures=\"0\""));
    assertTrue(Files.exists(html.resolve("sigcomm16-flood-deadlock.html")));
    assertTrue(Files.exists(html.resolve("sigcomm16-flood-drop-fix.html")));
  }
}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CI set-ups in {@code examples/ci/} and the GitHub Action ({@code action.yml}) use the outputs the
 * issue asks for, and the pfcheck command lines they run work: SARIF with an HTML report for GitHub,
 * JUnit with an HTML report for GitLab. {@link ActionTest} runs the action's scripts.
 */
class CiExamplesTest {
  private static final Path CI = Path.of("ci");

  @Test
  void githubUploadsSarifAndAttachesHtml() throws Exception {
    String yml = Files.readString(CI.resolve("github-actions.yml"));
    for (String piece : List.of("paths: ['**.pfc']", "uses: OWNER/pfcheck@v", "version: ", "security-events: write",
        "fetch-depth: 0")) {
      assertTrue(yml.contains(piece), "github-actions.yml lacks " + piece);
    }
    String action = Files.readString(Path.of("../action.yml"));
    for (String piece : List.of("using: composite", "github/codeql-action/upload-sarif@", "actions/upload-artifact@",
        "actions/setup-java@", "action/install-release.sh", "action/check-fabrics.sh", "action/diff-fabrics.sh",
        "github.event_name == 'pull_request'", "PFCHECK_FORMAT: sarif")) {
      assertTrue(action.contains(piece), "action.yml lacks " + piece);
    }
    String check = Files.readString(Path.of("../action/check-fabrics.sh"));
    for (String piece : List.of("--format \"$format\"", "--report \"$out/html/$name\"")) {
      assertTrue(check.contains(piece), "action/check-fabrics.sh lacks " + piece);
    }
  }

  @Test
  void gitlabPublishesJUnitAndKeepsHtml() throws Exception {
    String yml = Files.readString(CI.resolve("gitlab-ci.yml"));
    for (String piece : List.of("junit: pfcheck-out/junit/*.xml", "PFCHECK_FORMAT=junit", "action/check-fabrics.sh",
        "sha256sum -c", "image: eclipse-temurin:17-jre", "when: always", "\"**/*.pfc\"")) {
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

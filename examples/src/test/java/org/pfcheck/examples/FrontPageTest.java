package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The front door: the README stays a front page, every link between the README, CONTRIBUTING.md and
 * the pages of docs/ leads to a file and a heading that exist, and docs/README.md indexes every page.
 */
class FrontPageTest {
  private static final Path DOCS = Processes.ROOT.resolve("docs");
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
  private static final Pattern FENCE = Pattern.compile("(?s)```.*?```");
  private static final Pattern CODE = Pattern.compile("`[^`]*`"); // code spans may wrap a line

  @Test
  void theReadmeIsAFrontPage() throws IOException {
    List<String> lines = Files.readAllLines(Processes.ROOT.resolve("README.md"));
    assertTrue(lines.size() <= 200, "README.md has " + lines.size() + " lines; the manual belongs in docs/");
  }

  @Test
  void everyLinkLeadsToAFileAndAHeading() throws IOException {
    List<String> broken = new ArrayList<>();
    for (Path page : pages()) {
      String text = CODE.matcher(FENCE.matcher(Files.readString(page)).replaceAll("")).replaceAll("");
      Matcher m = LINK.matcher(text);
      while (m.find()) {
        String link = m.group(1);
        if (link.matches("[a-z]+:.*")) {
          continue;
        }
        int hash = link.indexOf('#');
        String file = hash < 0 ? link : link.substring(0, hash);
        Path target = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!Files.exists(target)) {
          broken.add(Processes.ROOT.relativize(page) + ": " + link + " (no such file)");
        } else if (hash >= 0 && target.toString().endsWith(".md") && !anchors(target).contains(link.substring(hash + 1))) {
          broken.add(Processes.ROOT.relativize(page) + ": " + link + " (no such heading)");
        }
      }
    }
    assertEquals(List.of(), broken);
  }

  @Test
  void theIndexNamesEveryPage() throws IOException {
    String index = Files.readString(DOCS.resolve("README.md"));
    Set<String> missing = new TreeSet<>();
    try (Stream<Path> files = Files.list(DOCS)) {
      files.map(p -> p.getFileName().toString()).filter(n -> !n.equals("README.md"))
          .filter(n -> n.endsWith(".md") || n.endsWith(".json"))
          .filter(n -> !index.contains("](" + n + ")"))
          .forEach(missing::add);
    }
    assertEquals(Set.of(), missing, "pages docs/README.md does not link");
  }

  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(Processes.ROOT.resolve("README.md"), Processes.ROOT.resolve("CONTRIBUTING.md")));
    try (Stream<Path> files = Files.list(DOCS)) {
      files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  /** The anchors GitHub makes of a page's headings: lower case, punctuation dropped, spaces as hyphens. */
  private static Set<String> anchors(Path page) throws IOException {
    Set<String> anchors = new TreeSet<>();
    for (String line : FENCE.matcher(Files.readString(page)).replaceAll("").split("\n")) {
      if (line.startsWith("#")) {
        String title = line.replaceFirst("^#+\\s*", "").trim().toLowerCase(Locale.ROOT);
        anchors.add(title.replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-'));
      }
    }
    return anchors;
  }
}

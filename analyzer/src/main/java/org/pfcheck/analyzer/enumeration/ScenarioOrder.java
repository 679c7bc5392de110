package org.pfcheck.analyzer.enumeration;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.pfcheck.model.scenario.Scenario;
import org.pfcheck.model.topology.Link;

/**
 * The scenarios of a space in a fixed order, smallest first: by the number of added failures (links
 * plus hosts), then by the number of failed links, then lexicographically by candidate index (links,
 * then hosts). The declared scenario comes first. Each call to {@link #iterator()} starts afresh.
 */
public final class ScenarioOrder implements Iterable<Scenario> {
  private final SpaceCandidates space;

  /** The scenarios of {@code space}. */
  public ScenarioOrder(SpaceCandidates space) {
    this.space = space;
  }

  @Override
  public Iterator<Scenario> iterator() {
    return new Iterator<>() {
      private int total;
      private int links = -1;
      private int[] linkPick;
      private int[] hostPick;
      private Scenario next = advance();

      @Override
      public boolean hasNext() {
        return next != null;
      }

      @Override
      public Scenario next() {
        if (next == null) {
          throw new NoSuchElementException();
        }
        Scenario s = next;
        next = advance();
        return s;
      }

      private Scenario advance() {
        if (linkPick != null && (ScenarioIndex.step(hostPick, space.hosts().size())
            || ScenarioIndex.step(linkPick, space.links().size()) && resetHosts())) {
          return current();
        }
        while (true) {
          links++;
          if (links > Math.min(total, space.maxLinks())) {
            total++;
            links = 0;
            if (total > space.maxLinks() + space.maxHosts()) {
              return null;
            }
          }
          int hosts = total - links;
          if (hosts <= space.maxHosts() && links <= space.links().size() && hosts <= space.hosts().size()) {
            linkPick = ScenarioIndex.first(links);
            hostPick = ScenarioIndex.first(hosts);
            return current();
          }
        }
      }

      private boolean resetHosts() {
        hostPick = ScenarioIndex.first(hostPick.length);
        return true;
      }

      private Scenario current() {
        List<Link> failed = new ArrayList<>();
        for (int i : linkPick) {
          failed.add(space.links().get(i));
        }
        List<String> died = new ArrayList<>();
        for (int j : hostPick) {
          died.add(space.hosts().get(j));
        }
        return space.scenario(failed, died);
      }
    };
  }
}

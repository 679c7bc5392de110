package org.pfcheck.repair.candidates;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.pfcheck.model.Network;
import org.pfcheck.model.forwarding.RewriteRule;
import org.pfcheck.model.qos.PfcSetting;
import org.pfcheck.model.scenario.Flow;

/**
 * The priorities a repair may make lossless: those nothing in the fabric mentions (no traffic class
 * starts in them, no rewrite rule or PFC setting names them, they are not lossless already). Any two
 * free priorities are interchangeable (renaming one into the other changes nothing else), so offering
 * the first few in a fixed order loses no repair: {@value #ORDER_TEXT}. Stateless.
 */
final class FreePriorities {
  static final String ORDER_TEXT = "4, 3, 2, 6, 5, 1, 7, 0";
  private static final int[] ORDER = {4, 3, 2, 6, 5, 1, 7, 0};

  private FreePriorities() {}

  /** The first {@code count} free priorities of {@code network}, in the preferred order. */
  static List<Integer> first(Network network, int count) {
    Set<Integer> used = new TreeSet<>(network.qos().lossless());
    used.addAll(network.qos().dscpToPriority().values());
    if (network.traffic().allPairs()) {
      used.addAll(network.qos().startPriorities());
    }
    network.traffic().flows().stream().map(Flow::priority).forEach(used::add);
    for (RewriteRule r : network.rewrites()) {
      used.add(r.from());
      used.add(r.to());
    }
    network.qos().pfc().stream().map(PfcSetting::priorities).forEach(used::addAll);
    List<Integer> out = new ArrayList<>();
    for (int p : ORDER) {
      if (out.size() < count && !used.contains(p)) {
        out.add(p);
      }
    }
    return out;
  }
}

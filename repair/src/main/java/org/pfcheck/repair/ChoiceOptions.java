package org.pfcheck.repair;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.pfcheck.encodings.choice.ChoiceSession;
import org.pfcheck.encodings.choice.Constraint;
import org.pfcheck.encodings.choice.OptionLiteral;
import org.pfcheck.model.forwarding.Route;
import org.pfcheck.repair.candidates.CandidateSet;
import org.pfcheck.repair.candidates.RepairPolicy;
import org.pfcheck.repair.change.Change;

/**
 * The candidate changes as options of a choice session, added when a requirement first mentions them
 * (an option nothing requires is never chosen, so this is the same optimum as adding all of them), with
 * the rules that keep a choice meaningful: a rewrite into or out of a new lossless priority needs that
 * priority; at most {@code --max-lossless} lossless priorities in all; a route keeps at least one next
 * hop, and is not both removed and shortened. Not thread-safe.
 */
final class ChoiceOptions {
  /** The label of the bound on lossless priorities, for the reason of an infeasible repair. */
  static final String LOSSLESS_BOUND = "--max-lossless";

  private final ChoiceSession session;
  private final RepairPolicy policy;
  private final Map<Change, Integer> index = new HashMap<>();
  private final List<Change> changes = new ArrayList<>();
  private final Map<Integer, Integer> newPriority = new HashMap<>();
  private final int losslessRoom;

  ChoiceOptions(ChoiceSession session, RepairPolicy policy, CandidateSet candidates, int losslessRoom) {
    this.session = session;
    this.policy = policy;
    this.losslessRoom = losslessRoom;
    List<Integer> fresh = new ArrayList<>();
    for (Change.LosslessPriority p : candidates.newPriorities()) {
      int o = add(p);
      newPriority.put(p.priority(), o);
      fresh.add(o);
    }
    session.require(new Constraint.AtMost(LOSSLESS_BOUND, fresh, losslessRoom));
  }

  /** The option of {@code c}, added (with its rules) when new. */
  int option(Change c) {
    Integer known = index.get(c);
    if (known != null) {
      return known;
    }
    int o = add(c);
    if (c instanceof Change.Rewrite r) {
      for (int p : new int[] {r.from(), r.to()}) {
        Integer needed = newPriority.get(p);
        if (needed != null) {
          session.require(new Constraint.Clause("a rewrite with priority " + p + " needs it lossless",
              List.of(OptionLiteral.not(o), OptionLiteral.of(needed))));
        }
      }
    } else if (c instanceof Change.RemoveRoute r) {
      for (int m : members(r.route())) {
        notBoth(o, m);
      }
    } else if (c instanceof Change.RemoveEcmpMember m) {
      Integer whole = index.get(new Change.RemoveRoute(m.route()));
      if (whole != null) {
        notBoth(whole, o);
      }
      session.require(new Constraint.AtMost("a route keeps a next hop", members(m.route()), m.route().via().size() - 1));
    }
    return o;
  }

  private void notBoth(int removal, int member) {
    session.require(new Constraint.Clause("a route is removed or shortened, not both",
        List.of(OptionLiteral.not(removal), OptionLiteral.not(member))));
  }

  /** The options for removing one next hop of {@code r} added so far. */
  private List<Integer> members(Route r) {
    List<Integer> out = new ArrayList<>();
    if (r.via().size() > 1) {
      for (String v : new TreeSet<>(r.via())) {
        Integer m = index.get(new Change.RemoveEcmpMember(r, v));
        if (m != null) {
          out.add(m);
        }
      }
    }
    return out;
  }

  private int add(Change c) {
    int o = session.addOption(policy.cost(c));
    index.put(c, o);
    changes.add(c);
    return o;
  }

  /**
   * {@code current} with, for each clause of {@code clauses} it does not meet, that clause's cheapest
   * change added (when adding one keeps the rules: room for a new lossless priority a rewrite needs, a
   * next hop left on every route). Not an optimum: the search uses it to find more cycles cheaply
   * before it asks the optimiser.
   */
  Set<Change> greedy(Set<Change> current, List<Constraint.Clause> clauses) {
    Set<Change> out = new java.util.LinkedHashSet<>(current);
    for (Constraint.Clause c : clauses) {
      if (c.literals().stream().anyMatch(l -> l.chosen() == out.contains(changes.get(l.option())))) {
        continue;
      }
      c.literals().stream().filter(OptionLiteral::chosen).map(l -> changes.get(l.option())).filter(ch -> fits(ch, out))
          .min(java.util.Comparator.comparingLong(policy::cost)).ifPresent(ch -> {
            out.add(ch);
            if (ch instanceof Change.Rewrite r) {
              List.of(r.from(), r.to()).stream().filter(newPriority::containsKey)
                  .forEach(p -> out.add(changes.get(newPriority.get(p))));
            }
          });
    }
    return out;
  }

  /** Whether {@code c} can join {@code chosen} without breaking a rule. */
  private boolean fits(Change c, Set<Change> chosen) {
    if (c instanceof Change.Rewrite r) {
      long fresh = chosen.stream().filter(x -> x instanceof Change.LosslessPriority).count()
          + List.of(r.from(), r.to()).stream().filter(p -> newPriority.containsKey(p)
              && !chosen.contains(changes.get(newPriority.get(p)))).distinct().count();
      return fresh <= losslessRoom;
    }
    if (c instanceof Change.RemoveEcmpMember m) {
      return !chosen.contains(new Change.RemoveRoute(m.route())) && m.route().via().stream()
          .filter(v -> !v.equals(m.member()) && !chosen.contains(new Change.RemoveEcmpMember(m.route(), v))).count() > 0;
    }
    if (c instanceof Change.RemoveRoute r) {
      return chosen.stream().noneMatch(x -> x instanceof Change.RemoveEcmpMember m && m.route().equals(r.route()));
    }
    return true;
  }

  /** How many options there are so far. */
  int count() {
    return changes.size();
  }

  /** The changes of the chosen options. */
  List<Change> changes(Set<Integer> chosen) {
    return chosen.stream().map(changes::get).toList();
  }

  /** The literal "the choice differs from {@code current} in {@code c}", or none when that cannot help. */
  OptionLiteral flip(Change c, Set<Change> current) {
    if (!current.contains(c)) {
      return OptionLiteral.of(option(c));
    }
    return c.kind().onlyRemovesDependencies() ? null : OptionLiteral.not(option(c));
  }
}

package org.pfcheck.grammar;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pfcheck.grammar.parse.Ast;

/**
 * An overlay says what an end point is: where a later source ({@code --with}) declares a host or a switch
 * by the name of an earlier {@code host N ... outside} (an end point the SONiC import made for a neighbour
 * without a config_db), the end point gives way to that declaration. Within one source a name declared twice
 * stays an error (PFC101). Stateless.
 */
final class OverlayNames {
  private OverlayNames() {}

  /** The statements of {@code bySource} (in source order), without the end points later sources declare again. */
  static List<Ast.Stmt> resolve(List<List<Ast.Stmt>> bySource) {
    List<Ast.Stmt> out = new ArrayList<>();
    Set<String> later = new HashSet<>();
    List<Set<String>> declaredAfter = new ArrayList<>();
    for (int k = bySource.size() - 1; k >= 0; k--) {
      declaredAfter.add(0, Set.copyOf(later));
      bySource.get(k).forEach(s -> later.addAll(declared(s)));
    }
    for (int k = 0; k < bySource.size(); k++) {
      Set<String> after = declaredAfter.get(k);
      for (Ast.Stmt s : bySource.get(k)) {
        boolean described = outside(s) && after.contains(((Ast.HostStmt) s).names().get(0).first().text());
        if (!described) {
          out.add(s);
        }
      }
    }
    return out;
  }

  private static boolean outside(Ast.Stmt s) {
    return s instanceof Ast.HostStmt h && h.names().size() == 1 && h.names().get(0).last().isEmpty()
        && h.options().stream().anyMatch(o -> o instanceof Ast.OutsideOpt);
  }

  /** The single names {@code s} declares as a host or a switch. */
  private static List<String> declared(Ast.Stmt s) {
    List<Ast.NameItem> names = s instanceof Ast.HostStmt h ? h.names() : s instanceof Ast.SwitchStmt w ? w.names()
        : List.of();
    return names.stream().filter(n -> n.last().isEmpty()).map(n -> n.first().text()).toList();
  }
}

package org.pfcheck.grammar.assembly;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.templates.Fabric;
import org.pfcheck.model.templates.Templates;

/**
 * Expands a {@code fabric} statement with {@link Templates}. The template's name and each parameter are
 * checked here first (PFC006, with the statement's usage as hint), so that each mistake is reported at
 * the word that is wrong, and a parameter given twice at all: the template's own checks stop at the
 * first problem and see only a map. Holds no state of its own.
 */
final class FabricExpander {
  private final LiteralValues values;
  private final Diagnostics diagnostics;

  FabricExpander(LiteralValues values, Diagnostics diagnostics) {
    this.values = values;
    this.diagnostics = diagnostics;
  }

  /** The template's switches, hosts and links; empty when the statement has an error (reported). */
  Optional<Fabric> expand(Ast.FabricStmt f) {
    String template = f.template().text();
    if (!Templates.names().contains(template)) {
      diagnostics.report(Code.PFC006, f.template().span(), "unknown template '" + template + "'",
          "the templates are " + String.join(", ", Templates.names()));
      return Optional.empty();
    }
    List<String> known = Templates.parameters(template).stream().map(p -> p.name()).toList();
    String usage = "write it as: fabric " + template + " " + String.join(" ", known.stream().map(k -> k + " N").toList());
    Map<String, Integer> params = new LinkedHashMap<>();
    boolean ok = true;
    for (Ast.Param p : f.params()) {
      String name = p.name().text();
      OptionalInt value = values.number(p.value());
      if (!known.contains(name)) {
        diagnostics.report(Code.PFC006, p.name().span(), "template " + template + " has no parameter '" + name + "'", usage);
        ok = false;
      } else if (params.containsKey(name)) {
        diagnostics.report(Code.PFC006, p.name().span(), "parameter '" + name + "' is given twice", usage);
        ok = false;
      } else if (value.isPresent()) {
        params.put(name, value.getAsInt());
      } else {
        ok = false;
      }
    }
    if (!ok) {
      return Optional.empty();
    }
    try {
      return Optional.of(Templates.expand(template, params, Origin.of(f.span())));
    } catch (IllegalArgumentException e) {
      // What only the template knows: a missing parameter, a value out of range, a fabric too large.
      diagnostics.report(Code.PFC006, f.span(), e.getMessage(), usage);
      return Optional.empty();
    }
  }
}

package org.pfcheck.grammar.yaml;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pfcheck.grammar.parse.Ast;
import org.pfcheck.grammar.parse.Ast.NameItem;
import org.pfcheck.grammar.parse.Ast.Stmt;
import org.pfcheck.grammar.parse.AstBuilder;
import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.grammar.yaml.YamlNode.Scalar;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.forwarding.MacMissPolicy;
import org.pfcheck.model.forwarding.Routing;

/**
 * Prints a {@link Network} in the YAML form (docs/yaml.md), the counterpart of {@link DslPrinter}:
 * the canonical {@code .pfc} text's statements, each written as {@link YamlReader} reads it, so that
 * reading the YAML gives back an equal network. Everything is explicit, as in the canonical text. Not
 * thread-safe; one per document.
 */
public final class YamlWriter {
  private final Map<String, List<YamlNode>> lists = new LinkedHashMap<>();
  private final Map<String, YamlNode.Builder> mappings = new LinkedHashMap<>();
  private final Map<String, YamlNode> values = new LinkedHashMap<>();

  private YamlWriter() {}

  /** The YAML form of {@code n}. */
  public static String print(Network n) {
    String text = DslPrinter.print(n);
    Diagnostics diagnostics = new Diagnostics();
    List<Stmt> statements = AstBuilder.parse("printed.pfc", text, diagnostics);
    if (diagnostics.hasErrors()) {
      throw new IllegalStateException("the printed text does not read: " + diagnostics.sorted() + "\n" + text);
    }
    YamlWriter w = new YamlWriter();
    statements.forEach(w::add);
    return YamlEmitter.document(n.name() + ": printed by pfcheck, every port and address explicit (docs/yaml.md)",
        w.document());
  }

  /** The sections in reading order. */
  private YamlNode.Mapping document() {
    YamlNode.Builder root = YamlNode.Mapping.builder();
    for (String section : YamlReader.SECTIONS) {
      if (values.containsKey(section)) {
        root.put(section, values.get(section));
      } else if (lists.containsKey(section)) {
        root.put(section, YamlNode.Seq.of(lists.get(section)));
      } else if (mappings.containsKey(section)) {
        root.put(section, mappings.get(section).build());
      }
    }
    return root.build();
  }

  private void item(String section, YamlNode n) {
    lists.computeIfAbsent(section, k -> new ArrayList<>()).add(n);
  }

  private YamlNode.Builder entries(String section) {
    return mappings.computeIfAbsent(section, k -> YamlNode.Mapping.builder());
  }

  private void value(String section, YamlNode n) {
    if (values.putIfAbsent(section, n) != null) {
      throw new IllegalStateException("a second '" + section + "' statement in canonical text");
    }
  }

  private void add(Stmt s) {
    if (!YamlWriterStatements.add(s, this::item, this::entries, this::value)) {
      throw new IllegalStateException("no YAML form for " + s);
    }
  }

  // ---- values shared by the statements' forms

  static Scalar str(String text) {
    return Scalar.string(text);
  }

  static Scalar num(Ast.Tok t) {
    return Scalar.number(t.text());
  }

  static YamlNode nums(List<Ast.Tok> toks) {
    return YamlNode.Seq.of(toks.stream().map(YamlWriter::num).toList());
  }

  static String item(NameItem i) {
    return i.first().text() + i.last().map(l -> ".." + l.text()).orElse("");
  }

  /** One name as a scalar; several as a list. */
  public static YamlNode names(List<NameItem> items) {
    return items.size() == 1 ? str(item(items.get(0))) : list(items);
  }

  /** Names as a list. */
  public static YamlNode list(List<NameItem> items) {
    return YamlNode.Seq.of(items.stream().map(i -> str(item(i))).toList());
  }

  static Scalar endpoint(Ast.Tok node, Optional<Ast.Tok> port) {
    return str(node.text() + port.map(p -> ":" + p.text()).orElse(""));
  }

  static YamlNode linkRef(Ast.LinkRefTok r) {
    return YamlNode.Seq.of(List.of(endpoint(r.a().node(), r.a().port()), endpoint(r.b().node(), r.b().port())));
  }

  static String policy(MacMissPolicy p) {
    return p == MacMissPolicy.DROP_LOSSLESS ? "drop-lossless" : "flood";
  }

  static YamlNode floodDomain(Optional<Ast.Tok> vlan) {
    return vlan.<YamlNode>map(v -> YamlNode.Mapping.builder().put("vlan", num(v)).build()).orElse(str("all"));
  }

  public static String routing(Routing.Mode mode) {
    return mode == Routing.Mode.UP_DOWN ? "up-down" : "shortest-path";
  }
}

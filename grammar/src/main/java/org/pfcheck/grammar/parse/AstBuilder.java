package org.pfcheck.grammar.parse;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.pfcheck.grammar.PfcSource;
import org.pfcheck.model.diagnostics.Diagnostics;

/**
 * The first stage of reading: text to {@link Ast} statements. Lexes, and parses line by line, reports syntax errors,
 * and hands each well-formed statement to the visitor of its section; statements with syntax errors
 * are left out. Stateless.
 */
public final class AstBuilder {
  private AstBuilder() {}

  public static List<Ast.Stmt> parse(String file, String text, Diagnostics diagnostics) {
    return parse(PfcSource.of(file, text), diagnostics);
  }

  public static List<Ast.Stmt> parse(PfcSource source, Diagnostics diagnostics) {
    String file = source.file();
    String text = source.text();
    Syntax syntax = new Syntax(file, source.origins());
    SyntaxErrors errors = new SyntaxErrors(syntax, diagnostics);
    PfcLexer lexer = new PfcLexer(CharStreams.fromString(text, file));
    lexer.removeErrorListeners();
    lexer.addErrorListener(errors.listener());
    PfcParser parser = new PfcParser(new CommonTokenStream(lexer));
    parser.removeErrorListeners();
    parser.addErrorListener(errors.listener());
    parser.setErrorHandler(errors);
    parser.getInterpreter().setPredictionMode(PredictionMode.SLL);
    List<SectionVisitor> sections = List.of(new TopologyVisitor(syntax), new QosVisitor(syntax),
        new ForwardingVisitor(syntax), new ScenarioVisitor(syntax), new HazardVisitor(syntax));
    List<Ast.Stmt> out = new ArrayList<>();
    TokenStream tokens = parser.getInputStream();
    while (tokens.LA(1) != Token.EOF) {
      int before = tokens.index();
      PfcParser.StatementContext s = parser.line().statement();
      if (tokens.index() == before && tokens.LA(1) != Token.EOF) {
        parser.consume();
      }
      if (s == null || errors.lines().contains(s.getStart().getLine()) || !Syntax.complete(s)) {
        continue;
      }
      ParserRuleContext inner = s.getChild(ParserRuleContext.class, 0);
      for (SectionVisitor v : sections) {
        Ast.Stmt stmt = inner == null ? null : inner.accept(v);
        if (stmt != null) {
          out.add(stmt);
          break;
        }
      }
    }
    return out;
  }
}

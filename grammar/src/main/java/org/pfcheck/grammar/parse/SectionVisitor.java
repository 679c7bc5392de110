package org.pfcheck.grammar.parse;

import org.antlr.v4.runtime.tree.RuleNode;

/**
 * A parse-tree visitor for the statements of one section of the language. It answers null for
 * statements of other sections and never descends on its own.
 */
abstract class SectionVisitor extends PfcBaseVisitor<Ast.Stmt> {
  protected final Syntax syntax;

  SectionVisitor(Syntax syntax) {
    this.syntax = syntax;
  }

  @Override
  public Ast.Stmt visitChildren(RuleNode node) {
    return null;
  }
}

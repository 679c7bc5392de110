/**
 * The first stage of reading {@code .pfc} text: {@code AstBuilder} lexes and parses line by line with the
 * ANTLR 4 grammar {@code Pfc.g4} (its generated parser lives here, package-private), turns syntax errors into
 * PFC001 diagnostics in the user's terms ({@code SyntaxErrors} catches them, {@code SyntaxWording} words
 * them, {@code StatementShapes} shows each statement's shape), and hands each well-formed statement to the
 * visitor of its section (topology, QoS, forwarding, scenario, hazards), which makes a plain {@code Ast}
 * value. {@code Lexicon} is the language's words as the lexer reads them, for the YAML form's checks.
 */
package org.pfcheck.grammar.parse;

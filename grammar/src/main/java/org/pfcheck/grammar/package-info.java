/**
 * The {@code .pfc} language (docs/language.md) and its YAML form (docs/yaml.md): reading text into the
 * {@link org.pfcheck.model.Network} model with diagnostics, and printing a network back.
 *
 * <p>Public API: {@link org.pfcheck.grammar.PfcReader} (text or file to a
 * {@link org.pfcheck.grammar.ParseResult}), {@link org.pfcheck.grammar.FabricReader} (either form, by
 * the file's name), {@link org.pfcheck.grammar.printing.DslPrinter} (network to text;
 * {@code read(print(n))} equals {@code n}), and {@link org.pfcheck.grammar.yaml.YamlReader} and
 * {@link org.pfcheck.grammar.yaml.YamlWriter} for the YAML form.
 *
 * <p>Reading has two stages, each a package: {@link org.pfcheck.grammar.parse} turns text into plain
 * {@code Ast} statements with the ANTLR grammar (syntax errors as PFC001 in the user's terms), and
 * {@link org.pfcheck.grammar.assembly} gives the statements meaning (numbers and addresses, implicit
 * ports, defaults, templates) as a {@code Network}. The YAML form ({@link org.pfcheck.grammar.yaml})
 * has its own first stage, which makes the very same {@code Ast} statements, and shares the second:
 * one meaning for both forms. {@link org.pfcheck.grammar.printing} prints a network as canonical text.
 * No ANTLR or Jackson type leaves this module.
 */
package org.pfcheck.grammar;

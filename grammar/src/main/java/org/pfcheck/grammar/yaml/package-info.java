/**
 * The YAML form of the language (docs/yaml.md), both ways. Reading: {@code YamlTree} parses with Jackson's
 * streaming parser into {@code YamlNode} values with positions, refusing what is hostile (anchors, aliases,
 * tags, over-long lines and values, deep nesting, repeated keys); the section readers ({@code YamlTopology},
 * {@code YamlQos}, {@code YamlForwarding}, {@code YamlScenario}, {@code YamlHazards}) check each value as the
 * lexer would and make the very {@code Ast} statements the visitors make. Writing: {@code YamlWriter} prints
 * the canonical text's statements as YAML ({@code YamlWriterStatements}, {@code YamlEmitter}).
 */
package org.pfcheck.grammar.yaml;

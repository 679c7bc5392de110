/**
 * The {@code .pfc} language (docs/language.md): reading text into the {@link org.pfcheck.model.Network}
 * model with diagnostics, and printing a network back as canonical text.
 *
 * <p>Public API: {@link org.pfcheck.grammar.PfcReader} (text or file to a
 * {@link org.pfcheck.grammar.ParseResult}) and {@link org.pfcheck.grammar.DslPrinter} (network to text;
 * {@code read(print(n))} equals {@code n}); for the YAML form (docs/yaml.md) {@link
 * org.pfcheck.grammar.YamlReader} and {@link org.pfcheck.grammar.YamlWriter}, and {@link
 * org.pfcheck.grammar.FabricReader}, which reads either by the file's name. Everything else is
 * package-private, and no ANTLR or Jackson type leaves this package: the generated parser classes are
 * made package-private at build time.
 *
 * <p>Reading has two stages. {@code AstBuilder} parses line by line with the ANTLR 4 grammar
 * {@code Pfc.g4}, turns syntax errors into PFC001 diagnostics in the user's terms ({@code SyntaxErrors}
 * catches them, {@code SyntaxWording} words them), and hands each well-formed statement to the
 * syntactic visitor of its section (topology, QoS, forwarding, scenario), which produces a plain
 * {@code Ast} value. {@code NetworkAssembler} then gives the statements meaning
 * with one assembler per section: numbers and addresses, implicit ports, host addresses, switch
 * defaults, DSCP-to-priority resolution, template expansion
 * ({@link org.pfcheck.model.templates.Templates}), links named without ports. References to unknown
 * names are kept as written; the analyzer's validator reports them.
 *
 * <p>The topology has the most to do, so {@code TopologyAssembler} hands its statements to parts:
 * {@code SwitchAssembler} (switches and the {@code default} settings), {@code HostAssembler} (hosts and
 * their attachments), {@code LinkAssembler} (links) and {@code FabricExpander} (templates); one
 * {@code PortNamer} names the ports not written, for hosts and links alike, and {@code HostAddresses}
 * numbers the hosts given no address ({@code AddressPlan}) once every switch is known.
 *
 * <p>The YAML form has its own first stage and shares the second: {@code YamlTree} parses the YAML
 * with Jackson's streaming parser into {@code YamlNode} values with positions, refusing what is hostile
 * (anchors, aliases, tags, over-long lines and values, deep nesting; repeated keys); the section
 * readers ({@code YamlTopology}, {@code YamlQos}, {@code YamlForwarding}, {@code YamlScenario}) check
 * each value as the lexer would ({@code YamlValues}, {@code YamlFields}, {@code Lexicon}) and make the
 * very {@code Ast} statements the visitors make, which {@code NetworkAssembler} assembles: one meaning
 * for both forms. {@code YamlWriter} prints the canonical text's statements back as YAML
 * ({@code YamlWriterStatements}, {@code YamlEmitter}).
 */
package org.pfcheck.grammar;

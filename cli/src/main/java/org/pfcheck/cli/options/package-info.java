/**
 * The commands' options as picocli mixins and converters, each with its usage checks and the value it makes:
 * {@code AnalysisOptionsMixin}, {@code InputOptionsMixin} with {@code SonicOptionsMixin} and
 * {@code CheckInput}, {@code SweepOptionsMixin}, {@code RepairPolicyOptions}; {@code generate}'s template
 * parameters and network ({@code TemplateOptions}, {@code TemplateCall}, {@code TemplateHelp},
 * {@code NetworkOptions}); the {@code --format} choices, durations, {@code OptionRules} (options that would
 * do nothing where they are given, an output over an input) and {@code Version} ({@code --version}, from
 * {@code version.properties} beside it). Picocli fills the option fields by reflection, so they stay
 * package-private.
 */
package org.pfcheck.cli.options;

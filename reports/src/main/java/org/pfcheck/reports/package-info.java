/**
 * Renderers of analysis results and diagnostics: text for people ({@code text}), JSON for tools
 * ({@code json}), compiler-style diagnostics ({@code diagnostics}). Renderers take typed answers from
 * the analyzer and the model and turn them into text; they hold no analysis logic and read no files
 * (source lines come from a caller-supplied function).
 */
package org.pfcheck.reports;

/**
 * Where the command line reads and writes: its streams ({@code Streams}, {@code Terminal}); the one way
 * pfcheck writes a file ({@code SafeFiles}: a temporary file renamed over the target, never over an input,
 * never through a link), with {@code Output} and {@code SmtDump} on top; the progress line; the message
 * stream made safe on a GitHub Actions runner ({@code WorkflowLogStream}); {@code git} for
 * {@code diff --git} ({@code Git}); and how pfcheck fails ({@code Failures}: a usage error exits 2, an
 * internal error 4).
 */
package org.pfcheck.cli.io;

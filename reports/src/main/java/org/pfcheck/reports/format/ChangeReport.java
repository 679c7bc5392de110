package org.pfcheck.reports.format;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.pfcheck.reports.diff.ResultDiff;

/**
 * What one {@code pfcheck diff} report says, whatever its format. Immutable.
 *
 * @param diff what changed from BASE to HEAD
 * @param baseLabel how BASE is named (a file, or a git revision and file)
 * @param headLabel how HEAD is named
 * @param headFile HEAD's file, the one SARIF findings are located in
 * @param headLines the lines of HEAD's files, for quoting
 * @param sourceRoot the directory SARIF URIs are relative to
 * @param quiet text: the summary line only
 * @param verbose text and JSON: every added and removed dependency
 */
public record ChangeReport(ResultDiff diff, String baseLabel, String headLabel, String headFile,
    Function<String, List<String>> headLines, Path sourceRoot, boolean quiet, boolean verbose) {
}

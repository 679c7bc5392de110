/**
 * Compiler-style rendering of input diagnostics ({@code file:line:col: error[PFC102]: message}, the
 * source line, a caret under the span, a hint), in the manner of error-prone and rustc.
 */
package org.pfcheck.reports.diagnostics;

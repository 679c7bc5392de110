/**
 * Diagnostics: problems with the input as values with stable {@link org.pfcheck.model.diagnostics.Code}s,
 * collected and reported all at once, compiler-style ({@code file:line:col: error[PFC102]: ...}).
 */
package org.pfcheck.model.diagnostics;

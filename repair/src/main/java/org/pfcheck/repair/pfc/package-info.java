/**
 * The {@code .pfc} patch format: a repair as a unified diff of the user's file ({@code patch} applies
 * it), made statement by statement from the statements' source spans and the canonical statement
 * printer, and read back before it is shown: the patched text must read as exactly the repaired model.
 */
package org.pfcheck.repair.pfc;

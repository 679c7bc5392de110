/**
 * Checks that are independent of the engines: well-formedness of a network
 * ({@link org.pfcheck.analyzer.check.NetworkValidator}, diagnostics collected, never thrown), re-checks of
 * certificates ({@link org.pfcheck.analyzer.check.CertificateChecker}) and counterexamples
 * ({@link org.pfcheck.analyzer.check.CounterexampleChecker}), and the slow, simple reference
 * implementation of the forwarding semantics they rely on
 * ({@link org.pfcheck.analyzer.check.ReferenceForwarding} and the other {@code Reference*} classes).
 *
 * <p>The rule that keeps these oracles independent: the reference semantics and the re-checkers read
 * the model only through its records' components — the declarations as written — and interpret them
 * themselves, deliberately simply (by scanning the statements each time). They call no model method that
 * interprets declarations ({@code Qos.pfcEnabled}/{@code losslessAt}, {@code Network.sourcePriorities()},
 * {@code Host.active()}, {@code Prefix.contains}, the maps' lookups, ...): those belong to the fast path,
 * and a bug in one of them must show as a disagreement, not be shared. Nor do they use any class of the
 * fast path (forwarding tables, index, graph builder, cycle search, engines); the certificate checker
 * only reads the graph it is given. {@code ReferenceIndependenceTest} checks this on the compiled classes
 * (docs/testing.md, "Independent oracles").
 */
package org.pfcheck.analyzer.check;

/**
 * Checks that are independent of the engines: well-formedness of a network
 * ({@link org.pfcheck.analyzer.check.NetworkValidator}, diagnostics collected, never thrown), re-checks of
 * certificates ({@link org.pfcheck.analyzer.check.CertificateChecker}) and counterexamples
 * ({@link org.pfcheck.analyzer.check.CounterexampleChecker}), and the slow, simple reference
 * implementation of the forwarding semantics they rely on
 * ({@link org.pfcheck.analyzer.check.ReferenceForwarding}), which shares no code with the fast builder.
 */
package org.pfcheck.analyzer.check;

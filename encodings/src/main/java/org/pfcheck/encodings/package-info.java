/**
 * Engines built on the analyzer that need more than one concrete scenario. The Z3 encodings live in
 * {@code org.pfcheck.encodings.z3} (the only package that imports Z3), the scenario space's symbolic
 * transition system in {@code org.pfcheck.encodings.space}; {@link org.pfcheck.encodings.CrossCheckEngine}
 * runs two engines and compares their verdicts ({@code --engine both}, {@code --paranoid});
 * {@link org.pfcheck.encodings.PortfolioEngine} races engines and takes the first definite answer (the
 * default for scenario spaces: Z3 against enumeration).
 */
package org.pfcheck.encodings;

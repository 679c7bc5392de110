/**
 * The report for people: the verdict first, the network and scenario, then each counterexample cycle
 * as a numbered hop table quoting the DSL lines that cause each dependency, or the certificate that
 * proves freedom. Plain text, readable without colour.
 */
package org.pfcheck.reports.text;

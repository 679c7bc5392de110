/**
 * Importers of switch configurations: each turns a vendor's configuration into canonical {@code .pfc}
 * text in which every statement records where in the configuration it came from (a {@link
 * org.pfcheck.importers.Listing} of lines with their {@link org.pfcheck.importers.Provenance}). Reading
 * that text with the normal {@code .pfc} reader, its lines mapped back to the configuration, gives the
 * same model as importing and then checking the printed file, and lets every diagnostic and every hop of
 * a counterexample point at the configuration's own file, line and column.
 */
package org.pfcheck.importers;

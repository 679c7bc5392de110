/**
 * Importers of switch configurations and subnet dumps: each turns a vendor's configuration into canonical
 * {@code .pfc} text in which every statement records where in the configuration it came from (a {@link
 * org.pfcheck.importers.Listing} of lines with their {@link org.pfcheck.importers.Provenance}). Reading
 * that text with the normal {@code .pfc} reader, its lines mapped back to the configuration, gives the
 * same model as importing and then checking the printed file, and lets every diagnostic and every hop of
 * a counterexample point at the configuration's own file, line and column.
 *
 * <p>Every importer has the same shape: stages <b>read</b> (the source, with positions) → <b>stitch</b>
 * (one fabric) → <b>emit</b> (the listing), timed by {@link org.pfcheck.importers.ImportStages}, and one answer,
 * an {@link org.pfcheck.importers.ImportResult}; {@code sonic} reads SONiC config_db files, {@code ib}
 * InfiniBand link dumps, routing tables and topology files.
 */
package org.pfcheck.importers;

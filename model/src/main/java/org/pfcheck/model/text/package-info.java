/**
 * Text from an input as it may enter a printed {@code .pfc} (or its YAML form): the one escaping rule
 * every writer of such text follows (both importers, the printers, repair's patches).
 */
package org.pfcheck.model.text;

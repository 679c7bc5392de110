/**
 * JSON with positions: {@link org.pfcheck.importers.json.JsonReader} turns text into
 * {@link org.pfcheck.importers.json.JsonValue}s that keep the {@code file:line:col} of every key and
 * value, so that an importer can say for each statement it emits where in the configuration it came from.
 */
package org.pfcheck.importers.json;

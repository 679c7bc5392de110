/**
 * The SONiC importer: {@code config_db.json} files, one per device, in either of SONiC's JSON forms,
 * read with every value's position, checked, stitched into one
 * fabric by {@code DEVICE_NEIGHBOR}, and emitted as canonical {@code .pfc} with provenance. The mapping
 * table by table, and every assumption made where configuration says nothing (routing, ARP timers), is
 * in {@code docs/import-sonic.md}. The stages: {@link org.pfcheck.importers.sonic.ConfigDbReader} (JSON
 * to tables), {@link org.pfcheck.importers.sonic.DeviceReader} (tables to a checked device), {@link
 * org.pfcheck.importers.sonic.FabricStitcher} (devices to one fabric), {@link
 * org.pfcheck.importers.sonic.FabricEmitter} (fabric to text), driven by {@link
 * org.pfcheck.importers.sonic.SonicImporter}.
 */
package org.pfcheck.importers.sonic;

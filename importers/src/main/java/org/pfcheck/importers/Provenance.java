package org.pfcheck.importers;

import java.util.Objects;
import org.pfcheck.model.SourceSpan;

/**
 * Where in the configuration an emitted statement came from: a place and what is there
 * ({@code PORT_QOS_MAP|Ethernet0 pfc_enable}). Immutable.
 *
 * @param span the place in the input file (the JSON of a config_db, a line of a subnet dump)
 * @param what what is there: the config_db entry and field, as SONiC names them; the dump's words
 */
public record Provenance(SourceSpan span, String what) {
  public Provenance {
    Objects.requireNonNull(span, "span");
    Objects.requireNonNull(what, "what");
  }
}

package org.pfcheck.importers;

import java.util.Objects;
import org.pfcheck.model.SourceSpan;

/**
 * Where in the configuration an emitted statement came from: a place and what is there
 * ({@code PORT_QOS_MAP|Ethernet0 pfc_enable}). Immutable.
 *
 * @param span the place in the JSON file
 * @param what the config_db entry and field, as SONiC names them
 */
public record Provenance(SourceSpan span, String what) {
  public Provenance {
    Objects.requireNonNull(span, "span");
    Objects.requireNonNull(what, "what");
  }
}

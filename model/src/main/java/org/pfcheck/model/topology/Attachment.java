package org.pfcheck.model.topology;

import java.util.Objects;
import org.pfcheck.model.Checks;
import org.pfcheck.model.Origin;

/**
 * A host's NIC port cabled to a switch port. Immutable.
 *
 * @param switchName the switch
 * @param port the switch's port facing the host
 * @param standby true for the standby ToR of a dual-homed host: that ToR does not deliver to the
 *     host but tunnels the packet back up towards the active ToR (the SONiC dual-ToR bounce)
 * @param origin where the attachment was declared
 */
public record Attachment(String switchName, String port, boolean standby, Origin origin) {
  public Attachment {
    Checks.name(switchName, "switch name");
    Checks.name(port, "port");
    Objects.requireNonNull(origin, "origin");
  }
}

package org.pfcheck.model.topology;

import org.pfcheck.model.Checks;

/**
 * One end of a link: a port of a switch. Immutable.
 *
 * @param node the switch name
 * @param port the port name at that switch
 */
public record Endpoint(String node, String port) {
  public Endpoint {
    Checks.name(node, "node");
    Checks.name(port, "port");
  }

  @Override
  public String toString() {
    return node + ":" + port;
  }
}

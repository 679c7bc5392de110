/**
 * The fabric's topology: switches, hosts and their attachments, links between switch ports, VLANs, routed
 * ports, port-channels, the tier order, and IPv4 addresses and prefixes. Immutable values.
 */
package org.pfcheck.model.topology;

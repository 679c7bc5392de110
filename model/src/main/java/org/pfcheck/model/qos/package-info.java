/**
 * QoS and PFC settings: the DSCP map, lossless priorities, PFC per port, named DSCP and TC maps and their
 * bindings to ingress ports. Immutable values.
 */
package org.pfcheck.model.qos;

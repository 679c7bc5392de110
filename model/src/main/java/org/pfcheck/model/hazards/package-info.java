/**
 * The settings behind the other hazards of lossless Ethernet (docs/language.md, "Hazard settings"): RDMA
 * NICs, PFC watchdogs, shared buffers and broadcast classes, as statements with their scopes and as what
 * each host, port or switch gets once every statement and default is applied. Immutable values.
 */
package org.pfcheck.model.hazards;

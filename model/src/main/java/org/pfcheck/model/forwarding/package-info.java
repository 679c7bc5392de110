/**
 * Forwarding rules: derived routing, explicit routes, priority and DSCP rewrites, the selectors that say
 * where a rule applies, flood domains and what a switch does on a MAC miss. Immutable values.
 */
package org.pfcheck.model.forwarding;

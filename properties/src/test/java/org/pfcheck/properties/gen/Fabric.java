package org.pfcheck.properties.gen;

import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.model.Network;
import org.pfcheck.model.NetworkBuilder;
import org.pfcheck.model.forwarding.Routing;

/**
 * A generated network with the recipe that made it. Its {@link #toString()} is the network as
 * {@code .pfc} text, so that jqwik's report of a (shrunk) failing sample is a file one can run
 * {@code pfcheck check} on. Immutable.
 *
 * @param network the network
 * @param topology the wiring it was built on
 * @param mode its derived routing
 * @param classes its traffic classes
 * @param l2 its layer-2 state
 * @param forwarding its failures, routes and flows
 * @param fix whether every switch drops lossless packets on a MAC miss
 */
public record Fabric(Network network, Topology topology, Routing.Mode mode, TrafficClasses classes, L2State l2,
    Forwarding forwarding, boolean fix) {
  /** Builds the network of a recipe. */
  public static Fabric of(Topology t, Routing.Mode mode, TrafficClasses classes, L2State l2, Forwarding forwarding,
      boolean fix) {
    NetworkBuilder b = t.builder("generated", mode);
    classes.apply(t, b);
    l2.apply(t, b);
    if (fix) {
      b.macMissPolicyEverywhere(org.pfcheck.model.forwarding.MacMissPolicy.DROP_LOSSLESS);
    }
    forwarding.apply(t, b);
    return new Fabric(b.build(), t, mode, classes, l2, forwarding, fix);
  }

  /** The same recipe with other traffic classes. */
  public Fabric with(TrafficClasses other) {
    return of(topology, mode, other, l2, forwarding, fix);
  }

  /** The same recipe with other failures, routes and flows. */
  public Fabric with(Forwarding other) {
    return of(topology, mode, classes, l2, other, fix);
  }

  /** The same recipe with or without the SIGCOMM'16 fix on every switch. */
  public Fabric withFix(boolean on) {
    return of(topology, mode, classes, l2, forwarding, on);
  }

  /** The network as canonical {@code .pfc} text. */
  public String dsl() {
    return DslPrinter.print(network);
  }

  @Override
  public String toString() {
    return "\n# " + topology.description() + "\n" + dsl();
  }
}

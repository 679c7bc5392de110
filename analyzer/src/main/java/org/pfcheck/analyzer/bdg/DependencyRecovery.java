package org.pfcheck.analyzer.bdg;

import java.util.Arrays;
import java.util.Optional;
import org.pfcheck.analyzer.Cause;
import org.pfcheck.analyzer.Dependency;
import org.pfcheck.analyzer.ExamplePacket;
import org.pfcheck.analyzer.forwarding.Decision;
import org.pfcheck.analyzer.forwarding.DestinationGroup;
import org.pfcheck.analyzer.forwarding.ForwardingContext;
import org.pfcheck.analyzer.forwarding.GroupForwarding;
import org.pfcheck.analyzer.index.FabricIndex;
import org.pfcheck.analyzer.index.PacketClasses;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.forwarding.Routing;
import org.pfcheck.model.topology.Host;

/**
 * Turns a compact dependency (queues, witness bits, destination group) back into a {@link Dependency}:
 * the forwarding decision at the {@code from} queue is made again for the example packet, and the
 * source lines behind it are looked up.
 */
final class DependencyRecovery {
  private DependencyRecovery() {}

  static Dependency recover(ForwardingContext context, Injections injections, BufferDependencyGraph graph,
      int from, int to, int example) {
    DestinationGroup g = context.groups().get(Examples.group(example));
    return recover(context, injections, graph, from, to, example,
        new GroupForwarding(context, g, graph.routingTowards(g.activeSwitch())));
  }

  /** As above, with the decisions of the example's group given: one per group serves all its dependencies. */
  static Dependency recover(ForwardingContext context, Injections injections, BufferDependencyGraph graph,
      int from, int to, int example, GroupForwarding forwarding) {
    FabricIndex index = context.index();
    Network network = index.network();
    DestinationGroup g = context.groups().get(Examples.group(example));
    int flag = Examples.flag(example);
    int label = Examples.label(example);
    int port = index.queuePort(from);
    int witness = graph.witness(g, graph.layout().state(port, label, flag));
    if (witness < 0) {
      throw new IllegalStateException("cannot recover " + graph.queueRef(from) + " -> " + graph.queueRef(to)
          + ": no considered packet to group " + g.id() + " reaches the from queue");
    }
    int src = Injections.source(witness);
    int sourceLabel = Injections.label(witness);
    int dst = injections.destination(g, src, sourceLabel);
    Decision d = forwarding.decide(port, label, flag);
    int egress = index.peerPort[index.queuePort(to)];
    int member = Arrays.binarySearch(d.ports(), egress);
    if (dst < 0 || member < 0) {
      throw new IllegalStateException("cannot recover " + graph.queueRef(from) + " -> " + graph.queueRef(to)
          + ": the decision " + d.kind() + " at the example state does not use port " + index.portName[egress]);
    }
    int rule = context.rewrites().isEmpty() ? -1 : context.rewrites().rule(port, egress, label, d.kind());
    int s = index.portSwitch[port];
    String text = describe(index, g, d, member, egress, dst, s, flag);
    PacketClasses classes = context.classes();
    if (rule >= 0) {
      text += (classes.dscpMode() ? ", DSCP " : ", priority ") + classes.value(label) + " -> "
          + context.rewrites().get(rule).to();
    }
    Origin link = network.links().get(index.portLink[egress]).origin();
    int firstGroup = classes.group(index.hostActivePort[src], sourceLabel, false);
    return new Dependency(graph.queueRef(from), graph.queueRef(to), d.cause(),
        new ExamplePacket(index.hostName(src), index.hostName(dst), firstGroup, injections.dscp(src, dst, sourceLabel)),
        text, ruleOrigin(context, d, dst, s, link), link.span(),
        rule < 0 ? Optional.empty() : context.rewrites().get(rule).origin().span());
  }

  private static String describe(FabricIndex index, DestinationGroup g, Decision d, int member, int egress,
      int dst, int s, int flag) {
    String via = "via port " + index.portName[egress];
    String target = index.switchName(g.activeSwitch());
    String mode = index.network().routing().mode() == Routing.Mode.UP_DOWN ? "up-down" : "shortest-path";
    String why = switch (d.kind()) {
      case ROUTE -> "route " + index.network().routes().get(d.route()).prefix();
      case DERIVED -> mode + " towards " + target + (d.tunnelled() ? " (tunnelled)" : "");
      case BRIDGE -> "bridged frame for " + index.hostName(dst) + ", MAC table's port at " + index.switchName(s)
          + " not modelled: copy " + via;
      case FLOOD -> (flag == Decision.BRIDGED ? "bridged frame flooded on MAC miss for " : "flood on MAC miss for ")
          + index.hostName(dst) + ": copy " + via;
      case BOUNCE -> "bounce: standby " + index.switchName(s) + " tunnels to active " + target + " " + via;
      case DELIVER, DROP -> throw new IllegalStateException("no dependency from " + d.kind());
    };
    if (d.cause() == Cause.ECMP) {
      return "ECMP " + (member + 1) + " of " + d.ports().length + " " + via + " (" + why + ")";
    }
    return d.kind() == Decision.Kind.FLOOD || d.kind() == Decision.Kind.BOUNCE || d.kind() == Decision.Kind.BRIDGE
        ? why : why + " " + via;
  }

  private static Optional<SourceSpan> ruleOrigin(ForwardingContext context, Decision d, int dst, int s, Origin link) {
    FabricIndex index = context.index();
    Network network = index.network();
    Host host = network.hosts().get(dst);
    String at = index.switchName(s);
    Origin origin = switch (d.kind()) {
      case ROUTE -> network.routes().get(d.route()).origin();
      case DERIVED -> network.routing().origin().span().isPresent() ? network.routing().origin() : link;
      case FLOOD -> index.scenario().macMissing().stream()
          .filter(m -> m.switchName().equals(at) && m.host().equals(host.name()))
          .map(m -> m.origin()).findFirst()
          .orElseGet(() -> index.scenario().deadHosts().stream().filter(h -> h.host().equals(host.name()))
              .map(h -> h.origin()).findFirst().orElse(Origin.NONE));
      case BOUNCE -> host.attachments().stream().filter(a -> a.standby() && a.switchName().equals(at))
          .map(a -> a.origin()).findFirst().orElse(Origin.NONE);
      case BRIDGE -> link;
      case DELIVER, DROP -> Origin.NONE;
    };
    return origin.span();
  }
}

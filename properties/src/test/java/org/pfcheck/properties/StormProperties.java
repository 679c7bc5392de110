package org.pfcheck.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.pfcheck.analyzer.QueueRef;
import org.pfcheck.analyzer.bdg.BdgBuilder;
import org.pfcheck.analyzer.hazards.HazardChecks;
import org.pfcheck.analyzer.storm.AnyStorm;
import org.pfcheck.analyzer.storm.Storm;
import org.pfcheck.analyzer.storm.StormAnalysis;
import org.pfcheck.model.Network;
import org.pfcheck.model.Origin;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.hazards.HazardSettings;
import org.pfcheck.model.hazards.HostScope;
import org.pfcheck.model.hazards.NicSetting;
import org.pfcheck.model.topology.Host;
import org.pfcheck.properties.gen.Fabric;
import org.pfcheck.properties.gen.Fabrics;
import org.pfcheck.properties.gen.HazardSettingsGen;

/**
 * What storms and hazard checks rest on, on generated fabrics with generated hazard settings: watchdogs
 * bound how long pauses hold, never how far they reach (the radius is that of the same fabric without any
 * watchdog, where nothing is bounded, and switch watchdogs never lengthen a pause); a storm is contained exactly
 * when it has a bound; the one-pass worst host agrees with one search per host; the hazard checks say
 * something and how to fix it, and never fail.
 */
class StormProperties {
  @Provide
  Arbitrary<Fabric> fabrics() {
    return Fabrics.mixed();
  }

  @Provide
  Arbitrary<HazardSettingsGen> settings() {
    return HazardSettingsGen.any();
  }

  private static StormAnalysis storms(Network n) {
    return StormAnalysis.of(BdgBuilder.build(n, n.scenario()));
  }

  private static Map<QueueRef, Long> times(Storm s) {
    Map<QueueRef, Long> out = new HashMap<>();
    s.queues().forEach(p -> out.put(p.at(), p.millis().orElse(Long.MAX_VALUE)));
    return out;
  }

  @Property
  void watchdogsBoundTimesNotReach(@ForAll("fabrics") Fabric f, @ForAll("settings") HazardSettingsGen h) {
    Network with = h.on(f);
    if (Analysis.errors(with).size() > 0 || with.hosts().isEmpty()) {
      return;
    }
    HazardSettings set = with.hazards();
    Network none = with(with, new HazardSettings(List.of(NicSetting.of(HostScope.ALL, Origin.NONE)
        .withStormWatchdogOff()), List.of(), List.of(), List.of()));
    Network noSwitchWatchdogs = with(with, new HazardSettings(set.nics(), List.of(), set.buffers(), set.broadcast()));
    StormAnalysis a = storms(with);
    StormAnalysis b = storms(none);
    StormAnalysis c = storms(noSwitchWatchdogs);
    for (Host host : with.hosts()) {
      OptionalInt p = OptionalInt.of(a.fromHost(host.name(), OptionalInt.empty()).priority());
      Storm s = a.fromHost(host.name(), p);
      Map<QueueRef, Long> bounded = times(s);
      Storm unbounded = b.fromHost(host.name(), p);
      assertEquals(times(unbounded).keySet(), bounded.keySet(), () -> "the reach changed for " + host.name() + "\n"
          + with);
      assertTrue(unbounded.queues().isEmpty() || !unbounded.contained(), "without any watchdog nothing is bounded");
      Map<QueueRef, Long> fewer = times(c.fromHost(host.name(), p));
      bounded.forEach((q, t) -> assertTrue(t <= fewer.get(q), () -> q + " paused longer with switch watchdogs\n"
          + with));
      assertEquals(s.contained(), s.boundMillis().isPresent());
      assertEquals(s.contained(), s.queues().stream().allMatch(x -> x.millis().isPresent())
          && s.ports().stream().allMatch(x -> x.millis().isPresent()) && s.hosts().stream().allMatch(
          x -> x.millis().isPresent()));
    }
    AnyStorm.Result any = a.anyHost(OptionalInt.empty());
    for (Host host : with.hosts()) {
      long paused = a.fromHost(host.name(), OptionalInt.empty()).hosts().stream().map(Storm.PausedHost::host)
          .distinct().count();
      assertEquals(paused, (long) any.hostsPaused().get(host.name()), () -> host.name() + "\n" + with);
    }
    assertEquals(any.contained(), with.hosts().stream().filter(x -> a.fromHost(x.name(), OptionalInt.empty())
        .contained()).count(), () -> "contained hosts\n" + with);
  }

  private static Network with(Network n, HazardSettings h) {
    return n.withHazards(h);
  }

  @Property
  void hazardChecksSayWhatAndHow(@ForAll("fabrics") Fabric f, @ForAll("settings") HazardSettingsGen h) {
    Network n = h.on(f);
    if (Analysis.errors(n).size() > 0) {
      return;
    }
    List<Diagnostic> found = HazardChecks.run(n);
    for (Diagnostic d : found) {
      assertTrue(d.code().hazard() && !d.isError(), d::toString);
      assertFalse(d.message().isBlank() || d.hint().isBlank(), d::toString);
    }
    assertEquals(found.size(), found.stream().map(d -> d.code() + d.message()).collect(Collectors.toSet()).size(),
        () -> "a finding repeated: " + found);
  }
}

package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pfcheck.analyzer.AnalysisOptions;
import org.pfcheck.analyzer.Verdict;
import org.pfcheck.analyzer.check.NetworkValidator;
import org.pfcheck.analyzer.graph.GraphEngine;
import org.pfcheck.grammar.ParseResult;
import org.pfcheck.grammar.PfcReader;
import org.pfcheck.importers.ImportResult;
import org.pfcheck.model.Network;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.forwarding.Routing;

/**
 * Published config_db files as operators have them (src/test/resources/sonic/corpus, each set with its
 * source and licence in the README): each reaches its expected import (the golden .pfc beside it, with
 * provenance) and verdict, or its expected located errors. Regenerate the goldens with
 * {@code -Dpfcheck.updateGolden=true} and review the diff.
 */
class PublishedCorpusTest {
  private static final Path CORPUS = Imports.RESOURCES.resolve("corpus");

  private static ImportResult of(String set, Routing.Mode routing) {
    return SonicImporter.importPaths(List.of(CORPUS.resolve(set).toString()), new SonicOptions(routing, false,
        Optional.empty()));
  }

  /** The import of {@code set}, compared with its golden; the network it reads as, valid. */
  private static Network golden(String set, ImportResult r) throws IOException {
    assertTrue(r.ok(), Imports.located(r).toString());
    String text = r.listing().orElseThrow().render(f -> Path.of(f).getFileName().toString());
    Path file = CORPUS.resolve(set + ".pfc");
    if (Boolean.getBoolean("pfcheck.updateGolden")) {
      Files.writeString(file, text);
    }
    assertEquals(Files.readString(file), text, () -> "the import differs from " + file + "; if intended, run with"
        + " -Dpfcheck.updateGolden=true and review the diff");
    ParseResult parsed = PfcReader.read(set + ".pfc", text);
    assertEquals(List.of(), parsed.diagnostics().stream().filter(Diagnostic::isError).toList());
    Network n = parsed.network().orElseThrow();
    assertEquals(List.of(), NetworkValidator.validate(n).stream().filter(Diagnostic::isError).toList());
    return n;
  }

  private static Verdict verdict(Network n) {
    return new GraphEngine().analyze(n, AnalysisOptions.DEFAULT).verdict();
  }

  @Test
  void aMinigraphT0UnderTheTraditionalBufferModelIsCheckedAlone() throws IOException {
    ImportResult r = of("t0-traditional", Routing.Mode.UP_DOWN);
    // its 4 T1s and 24 servers (no DEVICE_NEIGHBOR_METADATA) are end points; buffermgrd's lossless groups
    // (the check of the text warns that the verdict is partial, PFC420, at the first end point's entry)
    assertEquals(List.of(), Imports.located(r));
    assertTrue(r.listing().orElseThrow().lines().stream().filter(l -> l.text().startsWith("host "))
        .allMatch(l -> l.text().endsWith(" outside")));
    assertTrue(r.assumptions().stream().anyMatch(a -> a.startsWith("lossless buffers on 28 pfc_enable ports")));
    // the summary counts the end points' ports as what they face, not as switches or servers it has none of
    assertTrue(r.summary().contains("28 of 32 ports face a switch or server of the fabric or an end point outside it;"
        + " the others carry no traffic in the model"), r.summary().toString());
    assertInstanceOf(Verdict.Free.class, verdict(golden("t0-traditional", r)));
  }

  @Test
  void aDynamicModelT0WithoutNeighboursSaysNoVerdictCoversIt() throws IOException {
    ImportResult r = of("t0-dynamic", Routing.Mode.UP_DOWN);
    assertEquals(List.of("PFC420 config_db.json:685:21"), Imports.located(r));
    assertTrue(r.assumptions().stream().noneMatch(a -> a.startsWith("lossless buffers")), "dynamic: no buffermgrd");
    // db_migrator's fixture: BUFFER_PG NULL profiles (the dynamic model's), no PORT_QOS_MAP: PFC is off
    Network n = golden("t0-dynamic", r);
    assertEquals(java.util.Set.of(), n.qos().lossless());
    // PFC210 (nothing lossless) points at the file: the pfc line names the device's hostname
    assertTrue(NetworkValidator.validate(n).stream().anyMatch(d -> d.code() == org.pfcheck.model.diagnostics.Code.PFC210
        && d.span().isPresent()));
  }

  @Test
  void aT1InTheRedisDumpFormIsReadAndHasNoQos() {
    ImportResult r = of("t1-redis-dump", Routing.Mode.UP_DOWN);
    assertEquals(List.of("PFC411 config_db.json:849:19"), Imports.located(r));
    assertFalse(r.ok());
  }

  @Test
  void aMultiAsicDevicesPerAsicFilesAreItsAsicsAndTheirBackplane() {
    ImportResult r = of("multi-asic", Routing.Mode.UP_DOWN);
    // sonic-utilities' mock tables: per-ASIC files of one device (no PFC404), whose backplane descriptions
    // and QoS bindings do not agree with each other
    List<String> located = Imports.located(r);
    assertTrue(located.stream().noneMatch(l -> l.startsWith("PFC404")), located.toString());
    assertEquals(List.of("PFC406 asic0.json:54:24", "PFC406 asic1.json:34:24"), located.stream()
        .filter(l -> l.startsWith("PFC406 asic0") || l.startsWith("PFC406 asic1.json:34")).toList());
    // an asic_port_name given to two ports of one ASIC is said where the second gives it
    assertEquals(List.of("PFC414 asic0.json:50:27", "PFC414 asic1.json:33:27"), located.stream()
        .filter(l -> l.startsWith("PFC414")).toList());
    // each says which entry and which port it means: asic1 gives Eth0-ASIC1 to two ports (Ethernet64 first), and
    // asic0's side of the link is a PORT description, not a DEVICE_NEIGHBOR entry
    List<String> messages = r.diagnostics().stream().filter(x -> x.code() == Code.PFC406).map(x -> x.message()).toList();
    assertTrue(messages.stream().anyMatch(m -> m.startsWith("sonic-asic0 Ethernet-BP0 names ASIC1 Eth0-ASIC1")
        && m.contains("it has no DEVICE_NEIGHBOR entry or backplane description for Eth0-ASIC1 (its port Ethernet64)")),
        messages.toString());
    assertTrue(messages.stream().anyMatch(m -> m.startsWith("sonic-asic1 Ethernet-BP256 names ASIC0 Eth16-ASIC0")
        && m.contains("its PORT|Ethernet-BP0 description names ASIC1 Eth0-ASIC1, which is sonic-asic1 Ethernet64")),
        messages.toString());
    assertFalse(r.ok());
  }

  @Test
  void aVoqChassisLinecardsAreCheckedEachAlone() throws IOException {
    ImportResult r = of("voq-chassis", Routing.Mode.SHORTEST_PATH);
    // the supervisor has no DEVICE_NEIGHBOR (PFC420 at import); the linecard's neighbours are end points ('outside')
    assertEquals(List.of("PFC420 vlab-t2-sup_config_db.json:1931:25"), Imports.located(r));
    assertInstanceOf(Verdict.Free.class, verdict(golden("voq-chassis", r)));
    ImportResult upDown = of("voq-chassis", Routing.Mode.UP_DOWN);
    assertTrue(Imports.located(upDown).contains("PFC412 vlab-t2-01_config_db.json:1587:15"));
  }

  @Test
  void pybatfishsSixDeviceExampleHasNoQosAndUndeclaredPorts() {
    ImportResult r = of("pybatfish-sonic-example", Routing.Mode.UP_DOWN);
    List<String> located = Imports.located(r);
    assertEquals(6L, located.stream().filter(l -> l.startsWith("PFC411")).count(), located.toString());
    assertTrue(located.contains("PFC407 leaf01.json:19:24"), located.toString());
    assertFalse(r.ok());
  }

  /**
   * sonic-mgmt's seven-node set (4 P routers, 3 PEs; ansible/vars/configdb_jsons/7nodes_cisco): BGP, SRv6 and
   * addresses only, no QoS table and no DEVICE_NEIGHBOR, so no verdict can cover it: PFC411 on each device,
   * PFC420 (no port faces anything), and the PEs' interface keys with a trailing space ("…/24 ") are PFC410,
   * in pfcheck's words rather than the number parser's.
   */
  @Test
  void sonicMgmtsSevenNodeSetHasNoQosNoNeighboursAndThreeBadKeys() {
    ImportResult r = of("sonic-mgmt-7nodes", Routing.Mode.UP_DOWN);
    List<String> located = Imports.located(r);
    assertEquals(7L, located.stream().filter(l -> l.startsWith("PFC411")).count(), located.toString());
    assertEquals(7L, located.stream().filter(l -> l.startsWith("PFC420")).count(), located.toString());
    assertEquals(List.of("PFC410 PE1.json:166:9", "PFC410 PE2.json:166:9", "PFC410 PE3.json:164:9"),
        located.stream().filter(l -> l.startsWith("PFC410")).toList());
    assertTrue(r.diagnostics().stream().filter(d -> d.code() == org.pfcheck.model.diagnostics.Code.PFC410)
        .allMatch(d -> d.message().contains("prefix length '24 ' is not a number in 0..32")), r.diagnostics()::toString);
    assertEquals(17, located.size(), located.toString());
    assertFalse(r.ok());
  }
}

package org.pfcheck.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code PORT|… pfc_asym on} in a real fabric (issue 20): examples/sonic/l2-uplinks with a dead server,
 * where leaf-2's ports to tor-1 and tor-3 have no {@code pfc_enable}. leaf-2 then pauses only tor-2, so
 * flood copies enter it from tor-2 alone; whether they can leave towards tor-1 and tor-3 losslessly
 * depends on whether leaf-2 honours their pauses there. With {@code pfc_asym on} it does (orchagent sets
 * RX = 0xff) and the flood still circles tor-2 – leaf-2 – tor-1/3 – leaf-1: deadlock possible. With
 * {@code off}, those hops are lossy and the fabric is proven free. Ignoring the field proved it free in
 * both cases.
 */
class SonicPfcAsymTest {
  private static final Path FABRIC = Path.of("sonic", "l2-uplinks");
  private static final List<String> LEAF_2_TO_TOR_1_AND_3 = List.of("Ethernet0", "Ethernet4", "Ethernet16",
      "Ethernet20");

  @TempDir
  Path dir;

  @ParameterizedTest
  @CsvSource({"on, 1, DEADLOCK POSSIBLE", "off, 0, DEADLOCK-FREE"})
  void leaf2HonoursThePausesItNeverSends(String asym, int status, String verdict) throws IOException {
    try (Stream<Path> files = Files.list(FABRIC)) {
      for (Path f : files.toList()) {
        Files.copy(f, dir.resolve(f.getFileName()));
      }
    }
    ObjectMapper json = new ObjectMapper();
    Path leaf2 = dir.resolve("leaf-2.json");
    ObjectNode config = (ObjectNode) json.readTree(leaf2.toFile());
    for (String port : LEAF_2_TO_TOR_1_AND_3) {
      ((ObjectNode) config.get("PORT_QOS_MAP").get(port)).remove("pfc_enable");
      ((ObjectNode) config.get("PORT").get(port)).put("pfc_asym", asym);
    }
    json.writerWithDefaultPrettyPrinter().writeValue(leaf2.toFile(), config);
    Cli.Run run = Cli.pfcheck("check", dir.toString(), "--with", dir.resolve("dead-server.pfc").toString());
    assertEquals(status, run.status(), run.transcript());
    assertTrue(run.out().contains(verdict + ": "), run.transcript());
    assertTrue(run.err().contains("being asymmetric") == asym.equals("on"), "PFC218 says which way stays lossless");
  }
}

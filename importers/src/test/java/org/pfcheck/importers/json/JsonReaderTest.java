package org.pfcheck.importers.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pfcheck.importers.json.JsonValue.JArray;
import org.pfcheck.importers.json.JsonValue.JObject;
import org.pfcheck.importers.json.JsonValue.JScalar;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

class JsonReaderTest {
  @Test
  void everyKeyAndValueKeepsItsLineAndColumn() {
    Diagnostics d = new Diagnostics();
    JObject root = (JObject) JsonReader.read("a.json", "{\n  \"PORT|Ethernet0\": {\"admin_status\": \"up\"},\n"
        + "\t\"L\": [\"x\", 5]\n}\n", d).orElseThrow();
    assertEquals(List.of(), d.sorted());
    JsonValue.Member port = root.get("PORT|Ethernet0").orElseThrow();
    assertEquals("a.json:2:3", port.keySpan().toString());
    JScalar up = (JScalar) ((JObject) port.value()).get("admin_status").orElseThrow().value();
    assertEquals("up", up.text());
    assertEquals("a.json:2:38", up.span().toString());
    assertEquals(42, up.span().endColumn());
    JArray list = (JArray) root.get("L").orElseThrow().value();
    assertEquals("a.json:3:7", list.span().toString());
    assertEquals("5", ((JScalar) list.items().get(1)).text());
    assertTrue(((JScalar) list.items().get(0)).string());
  }

  @Test
  void malformedJsonIsOneLocatedError() {
    Diagnostics d = new Diagnostics();
    assertTrue(JsonReader.read("b.json", "{\n  \"a\": {\"x\": \"1\",}\n}", d).isEmpty());
    List<Diagnostic> all = d.sorted();
    assertEquals(1, all.size(), all.toString());
    assertEquals(Code.PFC401, all.get(0).code());
    assertEquals("b.json:2:18", all.get(0).span().orElseThrow().toString());
    assertTrue(all.get(0).message().contains("not well-formed JSON"), all.get(0).message());
  }

  @Test
  void emptyTextAndTrailingTextAreMalformed() {
    Diagnostics d = new Diagnostics();
    assertTrue(JsonReader.read("c.json", "  \n", d).isEmpty());
    assertTrue(JsonReader.read("d.json", "{} {}", d).isEmpty());
    assertEquals(List.of(Code.PFC401, Code.PFC401), d.sorted().stream().map(Diagnostic::code).toList());
    assertEquals("d.json:1:4", d.sorted().get(1).span().orElseThrow().toString());
  }

  @Test
  void aRepeatedKeyKeepsTheLastValueAndWarns() {
    Diagnostics d = new Diagnostics();
    JObject root = (JObject) JsonReader.read("e.json", "{\"k\": \"1\",\n \"k\": \"2\"}", d).orElseThrow();
    assertEquals("2", ((JScalar) root.get("k").orElseThrow().value()).text());
    assertEquals(Code.PFC402, d.sorted().get(0).code());
    assertEquals("e.json:2:2", d.sorted().get(0).span().orElseThrow().toString());
    assertTrue(!d.hasErrors());
  }
}

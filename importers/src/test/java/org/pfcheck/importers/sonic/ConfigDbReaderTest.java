package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostic;
import org.pfcheck.model.diagnostics.Diagnostics;

class ConfigDbReaderTest {
  private static List<Diagnostic> problems(String text) {
    Diagnostics d = new Diagnostics();
    ConfigDbReader.read("x.json", text, d);
    return d.sorted();
  }

  private static List<String> located(String text) {
    return problems(text).stream().map(d -> d.code() + " " + d.span().map(Object::toString).orElse("-")).toList();
  }

  @Test
  void bothFormsGiveTheSameEntriesWithTheirPositions() {
    Diagnostics d = new Diagnostics();
    ConfigDb nested = ConfigDbReader.read("a.json", "{\n  \"PORT\": {\"Ethernet0\": {\"admin_status\": \"up\"}},\n"
        + "\t\"PORTCHANNEL\": {\"Po1\": {\"members\": [\"Ethernet0\", \"Ethernet4\"]}}\n}\n", d).orElseThrow();
    ConfigDb flat = ConfigDbReader.read("b.json", "{\"PORT|Ethernet0\": {\"admin_status\": \"up\"},\n"
        + " \"PORTCHANNEL|Po1\": {\"members@\": \"Ethernet0,Ethernet4\"},\n \"VLAN_INTERFACE|Vlan1|10.0.0.1/24\":"
        + " {\"NULL\": \"NULL\"}}", d).orElseThrow();
    assertEquals(List.of(), d.sorted());
    Entry port = nested.entry("PORT", "Ethernet0").orElseThrow();
    assertEquals("a.json:2:12", port.keySpan().toString());
    assertEquals("a.json:2:42", port.field("admin_status").orElseThrow().span().toString());
    assertEquals("up", flat.entry("PORT", "Ethernet0").orElseThrow().field("admin_status").orElseThrow().value());
    assertEquals("b.json:1:2", flat.entry("PORT", "Ethernet0").orElseThrow().keySpan().toString());
    assertEquals(List.of("Ethernet0", "Ethernet4"), nested.entry("PORTCHANNEL", "Po1").orElseThrow().field("members")
        .orElseThrow().items());
    assertEquals(List.of("Ethernet0", "Ethernet4"), flat.entry("PORTCHANNEL", "Po1").orElseThrow().field("members")
        .orElseThrow().items());
    Entry address = flat.entry("VLAN_INTERFACE", "Vlan1|10.0.0.1/24").orElseThrow();
    assertTrue(address.fields().isEmpty());
    assertEquals(List.of("Vlan1", "10.0.0.1/24"), address.keyParts());
  }

  @Test
  void theRedisDumpFormReadsTheHashValues() {
    Diagnostics d = new Diagnostics();
    ConfigDb dump = ConfigDbReader.read("d.json", "{\n  \"PORT|Ethernet0\": {\"expireat\": 1.6e9, \"ttl\": -0.001,"
        + " \"type\": \"hash\",\n    \"value\": {\"admin_status\": \"up\", \"type\": \"x\"}},\n  \"PORTCHANNEL|Po1\":"
        + " {\"type\": \"hash\", \"value\": {\"members@\": \"Ethernet0,Ethernet4\"}, \"ttl\": -0.001},\n"
        + "  \"VLAN|Vlan1\": {\"type\": \"hash\", \"value\": {\"NULL\": \"NULL\"}}}", d).orElseThrow();
    assertEquals(List.of(), d.sorted());
    Entry port = dump.entry("PORT", "Ethernet0").orElseThrow();
    assertEquals(List.of("admin_status", "type"), port.fields().stream().map(Field::name).toList());
    assertEquals("d.json:3:31", port.field("admin_status").orElseThrow().span().toString());
    assertEquals(List.of("Ethernet0", "Ethernet4"), dump.entry("PORTCHANNEL", "Po1").orElseThrow().field("members")
        .orElseThrow().items());
    assertTrue(dump.entry("VLAN", "Vlan1").orElseThrow().fields().isEmpty());
  }

  @Test
  void yangJsonIsNamedOnce() {
    List<Diagnostic> found = problems("{\n \"sonic-port:sonic-port\": {\"sonic-port:PORT\": {\"PORT_LIST\": []}},\n"
        + " \"sonic-vlan:sonic-vlan\": {}}");
    assertEquals(1, found.size());
    assertEquals(Code.PFC403, found.get(0).code());
    assertEquals("x.json:2:2", found.get(0).span().orElseThrow().toString());
    assertTrue(found.get(0).message().contains("is RFC 7951 YANG JSON"), found.get(0).message());
  }

  @Test
  void malformedJsonIsOneLocatedError() {
    assertEquals(List.of("PFC401 x.json:2:28"), located("{\n  \"PORT\": {\"E0\": {\"x\": \"1\",}}\n}"));
    assertEquals(List.of("PFC401 x.json:1:1"), located("  \n"));
    assertEquals(List.of("PFC401 x.json:1:4"), located("{} {}"));
    assertTrue(problems("{\"a\": [1,}").get(0).message().contains("not well-formed JSON"));
    // an unclosed object: where it was opened, in our words, not the parser's "[Source: REDACTED ...]"
    String unclosed = problems("{\"PORT\": {").get(0).message();
    assertTrue(unclosed.contains("ends inside the object 'PORT' opened at line 1, column 10"), unclosed);
    assertFalse(unclosed.contains("Source"), unclosed);
    // every truncation says what was open and where, not Jackson's "within/between Object entries"
    for (String cut : List.of("{\"PORT\": {\"E0\": {\"a\": \"b", "{\"PORT\": {\"E0\": {\"a\": ",
        "{\"PORT\": {\"E0\": {\"a\"", "{\"PORT\": {\"E0\": {\"a\": \"b\"}", "{\"PORT\": {\"E0\": {\"a\": [\"x\", ")) {
      String m = problems(cut).get(0).message();
      assertTrue(m.contains(" opened at line 1, column ") && !m.contains("Unexpected"), m);
    }
  }

  /**
   * The parser's other complaints, as a byte-level fuzz of published files found them, in pfcheck's words:
   * no Jackson phrase ("Unexpected character", "CTRL-CHAR", a feature's name), no dangling "(for Object
   * starting", and an invisible character by its number.
   */
  /** A value past the parser's limits is located at the value, not at 1:1, and not blamed on a comma. */
  @Test
  void aValueTooLongIsLocatedAtItself() {
    String json = "{\"DEVICE_METADATA\": {\"localhost\": {\"hostname\": \"" + "x".repeat(20_000_001) + "\"}}}";
    assertEquals(List.of("PFC401 x.json:1:48"), located(json));
    Diagnostic d = problems(json).get(0);
    assertTrue(d.message().contains("more than the 20000000 pfcheck reads") && !d.hint().contains("comma"), d.toString());
  }

  @Test
  void malformedJsonIsSaidInOurWordsWhateverTheParserSaw() {
    Map<String, String> said = new java.util.LinkedHashMap<>();
    said.put("{\"a\":\u0000 1}", "control character 0 outside a string, where only spaces, tabs and line ends may be");
    said.put("{\"a\": 1 \u007f}", "control character 127 where a comma before the next member, or the closing '}', must be");
    said.put("{\u0001\"a\": 1}", "control character 1 outside a string");
    said.put("{\"a\": \ufeff1}", "U+FEFF where a value must be");
    said.put("{\"a\": /* x */ 1}", "'/' where a value must be (a string in double quotes, a number, an object, an array,"
        + " true, false or null): JSON has no comments");
    said.put("{\"a\": +1}", "'+' before a number: a JSON number has no plus sign");
    said.put("{\"a\": -x}", "'x' after a minus sign, where a digit must be");
    said.put("{\"a\": 1ex}", "'x' after a number's exponent 'e', where a digit must be");
    said.put("{\"a\": 1.x}", "'x' after a number's decimal point, where a digit must be");
    said.put("{\"a\": [1}", "'}' closes what ']' must close (the array opened at line 1, column 7)");
    said.put("{\"a\": {\"b\": 1]}", "']' closes what '}' must close (the object opened at line 1, column 7)");
    for (Map.Entry<String, String> e : said.entrySet()) {
      String m = problems(e.getKey()).get(0).message();
      assertTrue(m.contains(e.getValue()), e.getKey() + " -> " + m);
      for (String jackson : List.of("Unexpected", "Illegal", "CTRL-CHAR", "code ", "Feature", "`", "starting", "\ufeff")) {
        assertFalse(m.contains(jackson), e.getKey() + " -> " + m);
      }
    }
  }

  @Test
  void shapesTheImporterReadsAreCheckedOthersSkipped() {
    assertEquals(List.of("PFC403 x.json:1:1"), located("[1, 2]"));
    assertEquals(List.of("PFC403 x.json:1:10"), located("{\"PORT\": [1]}"));
    assertEquals(List.of("PFC403 x.json:1:24"), located("{\"PORT\": {\"Ethernet0\": \"up\"}}"));
    assertEquals(List.of("PFC403 x.json:1:41"), located("{\"PORT\": {\"Ethernet0\": {\"admin_status\": {\"a\": 1}}}}"));
    assertEquals(List.of(), located("{\"ACL_TABLE\": {\"T\": {\"rules\": {\"a\": [{\"b\": 1}]}}}, \"X|y\": 5}"));
  }

  /**
   * A nested table written twice in one object is refused at its second key (PFC415): Python's json, SONiC's
   * reader, would keep the last and lose the first's entries, and merging the two would be a guess too. The
   * same for a multi-ASIC file's namespace. The flat form's repeated entries stay last-wins with PFC402.
   */
  @Test
  void aTableWrittenTwiceIsRefusedAtItsSecondKey() {
    assertEquals(List.of("PFC415 x.json:2:2"), located("{\"PORT\": {\"E0\": {}},\n \"PORT\": {\"E4\": {}}}"));
    assertEquals(List.of("PFC415 x.json:2:2"), located("{\"DEVICE_METADATA\": {\"localhost\": {\"hostname\": \"a\"}},"
        + "\n \"DEVICE_METADATA\": {\"localhost\": {\"hostname\": \"b\"}}}"));
    assertEquals(List.of("PFC415 x.json:2:2"), located("{\"asic0\": {\"PORT\": {}},\n \"asic0\": {\"PORT\": {}}}"));
    assertTrue(problems("{\"PORT\": {},\n \"PORT\": {}}").get(0).message().contains("first at line 1, column 2"));
    // one table in each form is one table: not refused
    assertEquals(List.of(), located("{\"PORT\": {\"E0\": {}}, \"PORT|E4\": {\"NULL\": \"NULL\"}}"));
    // another namespace may hold the same table
    assertEquals(List.of(), located("{\"asic0\": {\"PORT\": {}}, \"asic1\": {\"PORT\": {}}}"));
  }

  @Test
  void whatIsNotAnObjectIsNamedForWhatItIs() {
    assertTrue(problems("{\"PORT\": 5}").get(0).message().contains("table PORT is a number, not an object"));
    assertTrue(problems("{\"PORT\": true}").get(0).message().contains("table PORT is a boolean"));
    assertTrue(problems("{\"PORT\": null}").get(0).message().contains("table PORT is null"));
    String m = problems("{\"PORT\": {}, x}").get(0).message();
    assertTrue(m.endsWith("'x' where a member name in double quotes must be (\"name\": value), or a closing '}'"), m);
  }

  @Test
  void aRepeatedKeyKeepsTheLastValueAndWarns() {
    Diagnostics d = new Diagnostics();
    ConfigDb db = ConfigDbReader.read("e.json", "{\"PORT\": {\"E0\": {\"speed\": \"1\",\n \"speed\": \"2\"}}}", d)
        .orElseThrow();
    assertEquals("2", db.entry("PORT", "E0").orElseThrow().field("speed").orElseThrow().value());
    assertEquals(Code.PFC402, d.sorted().get(0).code());
    assertEquals("e.json:2:2", d.sorted().get(0).span().orElseThrow().toString());
    assertFalse(d.hasErrors());
  }

  @Test
  void bytesAreReadAsUtf8WithColumnsInCharacters() {
    Diagnostics d = new Diagnostics();
    byte[] ascii = "{\"PORT\": {\"E0\": {\"alias\": \"x\"}}}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    byte[] accented = "{\"PORT\": {\"\u00c9\": {\"alias\": \"x\"}}}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    assertEquals("x.json:1:27", ConfigDbReader.read("x.json", ascii, d).orElseThrow().entry("PORT", "E0").orElseThrow()
        .field("alias").orElseThrow().span().toString());
    assertEquals("x.json:1:26", ConfigDbReader.read("x.json", accented, d).orElseThrow().entry("PORT", "\u00c9")
        .orElseThrow().field("alias").orElseThrow().span().toString());
    byte[] bad = {'{', '\n', ' ', (byte) 0xff, '}'};
    assertTrue(ConfigDbReader.read("y.json", bad, d).isEmpty());
    assertEquals(List.of("PFC002 y.json:2:2"), d.sorted().stream().map(x -> x.code() + " " + x.span().orElseThrow())
        .toList());
  }
}

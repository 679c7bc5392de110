package org.pfcheck.importers.sonic;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pfcheck.model.SourceSpan;
import org.pfcheck.model.diagnostics.Code;
import org.pfcheck.model.diagnostics.Diagnostics;
import org.pfcheck.model.diagnostics.JsonWords;

/**
 * Reads a config_db file in either JSON form SONiC writes, straight from Jackson's streaming parser,
 * every key and value with its line and column (1-based, in characters): nested
 * ({@code {"PORT": {"Ethernet0": {…}}}}, as {@code sonic-cfggen} and {@code config save} write it) or
 * flat ({@code {"PORT|Ethernet0": {…}}}, the redis dump of {@code mock_tables}, where a field named
 * {@code name@} is a comma-separated list and {@code {"NULL": "NULL"}} an entry without fields). Each
 * top-level member is read in the form its key shows, so a file may mix them. Only the tables the
 * importer uses ({@link #READ}) are kept, and checked: what is not an object where one must be is a
 * located PFC403; others are skipped unread. Malformed JSON is one PFC401 at its position; a key
 * written twice keeps its last value, as Python's {@code json} (SONiC's reader) does, with a PFC402
 * warning. Stateless; each call has its own parser.
 */
final class ConfigDbReader {
  /** The tables the importer reads. */
  static final Set<String> READ = Set.of("DEVICE_METADATA", "PORT", "PORTCHANNEL", "PORTCHANNEL_MEMBER",
      "DEVICE_NEIGHBOR", "DEVICE_NEIGHBOR_METADATA", "VLAN", "VLAN_MEMBER", "INTERFACE", "VLAN_INTERFACE",
      "PORTCHANNEL_INTERFACE", "LOOPBACK_INTERFACE", "STATIC_ROUTE", "DSCP_TO_TC_MAP", "TC_TO_PRIORITY_GROUP_MAP",
      "TC_TO_QUEUE_MAP", "MAP_PFC_PRIORITY_TO_QUEUE", "PFC_PRIORITY_TO_PRIORITY_GROUP_MAP", "TC_TO_DSCP_MAP",
      "PORT_QOS_MAP", "PFC_WD", "BUFFER_PG", "BUFFER_PROFILE", "DEFAULT_LOSSLESS_BUFFER_PARAMETER", "SWITCH", "TUNNEL",
      "SYSTEM_DEFAULTS", "MUX_CABLE", "PEER_SWITCH", "CABLE_LENGTH",
      "MCLAG_DOMAIN");

  /** The top-level members of a multi-ASIC {@code config save} file: the host's namespace and each ASIC's. */
  private static final java.util.regex.Pattern NAMESPACE = java.util.regex.Pattern.compile("localhost|asic[0-9]+");

  /** A module-qualified name ({@code sonic-port:sonic-port}); a flat key with an IPv6 address has a '|'. */
  private static final java.util.regex.Pattern YANG = java.util.regex.Pattern.compile("[A-Za-z][\\w.-]*:[A-Za-z][\\w.-]*");

  // Parsed as characters without canonicalizing field names: twice as fast, measured on a fat-tree's
  // files, as Jackson's UTF-8 byte parser with its name table (bench/sonic).
  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(200).build())
      .disable(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES).disable(JsonFactory.Feature.INTERN_FIELD_NAMES).build();

  private final String file;
  private final JsonSpans spans;
  private final Diagnostics diagnostics;
  /** One copy of each distinct string of the file: port names and values repeat in every table. */
  private final Map<String, String> strings = new HashMap<>();
  /** The tables skipped unread, for -v. */
  private final java.util.Set<String> skipped = new java.util.HashSet<>();
  /** Where each nested table of a namespace (by its map of tables) is first written. */
  private final Map<Map<String, Map<String, Entry>>, Map<String, SourceSpan>> nested = new java.util.IdentityHashMap<>();
  private JsonParser p;

  private ConfigDbReader(String file, Diagnostics diagnostics) {
    this.file = file;
    this.spans = new JsonSpans(file);
    this.diagnostics = diagnostics;
  }

  /** The config_db of {@code text}, read as the content of {@code file}; empty when it is not one. */
  static Optional<ConfigDb> read(String file, String text, Diagnostics diagnostics) {
    return new ConfigDbReader(file, diagnostics).read(text);
  }

  /** The config_db of the UTF-8 {@code bytes} of {@code file} ({@link Utf8Text}). */
  static Optional<ConfigDb> read(String file, byte[] bytes, Diagnostics diagnostics) {
    return Utf8Text.of(file, bytes, diagnostics).flatMap(text -> read(file, text, diagnostics));
  }

  private Optional<ConfigDb> read(String text) {
    try (JsonParser parser = FACTORY.createParser(text)) {
      p = parser;
      JsonToken first = p.nextToken();
      if (first == null) {
        diagnostics.report(Code.PFC401, SourceSpan.at(file, 1, 1), file + " is empty: it holds no JSON value",
            "a config_db file is one JSON object: {\"DEVICE_METADATA\": {\"localhost\": {...}}, ...}");
        return Optional.empty();
      }
      if (first != JsonToken.START_OBJECT) {
        diagnostics.report(Code.PFC403, spans.point(p.currentTokenLocation()), file + " holds " + JsonSpans.kind(first)
            + ", not a config_db object", "a config_db file is one JSON object of tables: {\"DEVICE_METADATA\":"
            + " {\"localhost\": {...}}, ...}");
        return Optional.empty();
      }
      Map<String, Map<String, Entry>> tables = new LinkedHashMap<>();
      Map<String, ConfigDb> namespaces = new LinkedHashMap<>();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        if (name.indexOf(':') > 0 && YANG.matcher(name).matches()) {
          yang(name);
          return Optional.empty();
        }
        if ((name.equals("localhost") || name.startsWith("asic")) && NAMESPACE.matcher(name).matches()) {
          // one namespace of a multi-ASIC device's config save output: its tables, in either form (no
          // table has this name)
          SourceSpan at = spans.key(p.currentTokenLocation(), name);
          if (p.nextToken() != JsonToken.START_OBJECT) {
            p.skipChildren();
            continue;
          }
          if (namespaces.containsKey(name)) {
            diagnostics.report(Code.PFC415, at, "namespace " + name + " is written twice in " + file + ": SONiC's"
                + " reader keeps only the last and drops the first's tables without a word", "keep one \"" + name
                + "\" object");
            p.skipChildren();
            continue;
          }
          Map<String, Map<String, Entry>> own = new LinkedHashMap<>();
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            top(own);
          }
          namespaces.put(name, new ConfigDb(file, own));
          continue;
        }
        top(tables);
      }
      if (p.nextToken() != null) {
        malformed(p.currentTokenLocation(), "more text after the JSON object ended");
        return Optional.empty();
      }
      return Optional.of(new ConfigDb(file, tables, namespaces, skipped));
    } catch (JsonProcessingException e) {
      malformed(e.getLocation(), e.getOriginalMessage());
      return Optional.empty();
    } catch (IOException e) {
      malformed(null, e.getMessage());
      return Optional.empty();
    }
  }

  /**
   * PFC403 for RFC 7951 YANG JSON ({@code {"sonic-port:sonic-port": {"sonic-port:PORT": {"PORT_LIST":
   * […]}}}}, what sonic-cfggen's YANG translation and gNMI speak): the same data in another shape, named
   * once rather than misread table by table.
   */
  private void yang(String member) {
    diagnostics.report(Code.PFC403, spans.key(p.currentTokenLocation(), member), file + " is RFC 7951 YANG JSON"
        + " (its member '" + member + "' is a module-qualified name), not a config_db file", "give the device's"
        + " config_db form: /etc/sonic/config_db.json, or 'sonic-cfggen -d --print-data' on the switch");
  }

  /** One top-level member: a flat entry ({@code TABLE|key}) or a nested table. */
  private void top(Map<String, Map<String, Entry>> tables) throws IOException {
    String key = shared(p.currentName());
    SourceSpan keySpan = spans.key(p.currentTokenLocation(), key);
    JsonToken value = p.nextToken();
    int bar = key.indexOf('|');
    String table = bar > 0 ? shared(key.substring(0, bar)) : key;
    if (!READ.contains(table)) {
      skipped.add(table);
      p.skipChildren();
      return;
    }
    if (bar < 0 && value == JsonToken.START_OBJECT) {
      SourceSpan first = nested.computeIfAbsent(tables, t -> new HashMap<>()).putIfAbsent(table, keySpan);
      if (first != null) {
        diagnostics.report(Code.PFC415, keySpan, "table " + table + " is written twice in " + file + " (first at line "
            + first.line() + ", column " + first.column() + "): SONiC's reader keeps only the last and drops the"
            + " first's entries without a word", "merge the two into one \"" + table + "\" object, or remove the one"
            + " that is out of date");
        p.skipChildren();
        return;
      }
    }
    Map<String, Entry> entries = tables.computeIfAbsent(table, t -> new LinkedHashMap<>());
    if (bar > 0) {
      entry(table, shared(key.substring(bar + 1)), keySpan).ifPresent(e -> put(entries, e));
    } else if (value == JsonToken.START_OBJECT) {
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String entryKey = shared(p.currentName());
        SourceSpan entrySpan = spans.key(p.currentTokenLocation(), entryKey);
        p.nextToken();
        entry(table, entryKey, entrySpan).ifPresent(e -> put(entries, e));
      }
    } else {
      diagnostics.report(Code.PFC403, spans.point(p.currentTokenLocation()), "table " + key + " is "
          + JsonSpans.kind(value) + ", not an object of entries", "write a table as {\"" + key
          + "\": {\"KEY\": {\"field\": \"value\"}}}");
      p.skipChildren();
    }
  }

  private void put(Map<String, Entry> entries, Entry e) {
    Entry earlier = entries.put(e.key(), e);
    if (earlier != null) {
      repeated(e.id(), e.keySpan(), earlier.keySpan());
    }
  }

  /** The entry whose body is the current token; PFC403 when it is not an object of values. */
  private Optional<Entry> entry(String table, String key, SourceSpan keySpan) throws IOException {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      diagnostics.report(Code.PFC403, spans.point(p.currentTokenLocation()), "entry " + table + "|" + key + " is "
          + JsonSpans.kind(p.currentToken()) + ", not an object of fields", "write an entry as \"" + key
          + "\": {\"field\": \"value\"}; an entry without fields as {\"NULL\": \"NULL\"}");
      p.skipChildren();
      return Optional.empty();
    }
    List<String> fieldNames = new ArrayList<>(8);
    List<Object> fieldValues = new ArrayList<>(8);
    List<SourceSpan> fieldSpans = new ArrayList<>(8);
    fields(table, key, fieldNames, fieldValues, fieldSpans);
    int[] positions = new int[4 * fieldNames.size()];
    for (int k = 0; k < fieldSpans.size(); k++) {
      SourceSpan s = fieldSpans.get(k);
      positions[4 * k] = s.line();
      positions[4 * k + 1] = s.column();
      positions[4 * k + 2] = s.endLine();
      positions[4 * k + 3] = s.endColumn();
    }
    return Optional.of(new Entry(file, table, key, keySpan, fieldNames.toArray(new String[0]),
        fieldValues.toArray(), positions));
  }

  /**
   * Reads the fields of the current object into the lists. The redis-dump form ({@code redis-dump},
   * {@code sonic-db-dump}: {@code {"expireat": …, "ttl": …, "type": "hash", "value": {fields}}}) holds the
   * entry's fields in {@code value}: those are read, the dump's own members dropped.
   */
  private void fields(String table, String key, List<String> fieldNames, List<Object> fieldValues,
      List<SourceSpan> fieldSpans) throws IOException {
    boolean dump = false;
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String raw = p.currentName();
      SourceSpan nameSpan = spans.key(p.currentTokenLocation(), raw);
      JsonToken t = p.nextToken();
      if (raw.equals("NULL") || dump) {
        p.skipChildren();
        continue;
      }
      int type = fieldNames.indexOf("type");
      if (raw.equals("value") && t == JsonToken.START_OBJECT && type >= 0 && "hash".equals(fieldValues.get(type))) {
        fieldNames.clear();
        fieldValues.clear();
        fieldSpans.clear();
        fields(table, key, fieldNames, fieldValues, fieldSpans);
        dump = true;
        continue;
      }
      boolean redisList = raw.endsWith("@");
      String name = shared(redisList ? raw.substring(0, raw.length() - 1) : raw);
      JsonLocation start = p.currentTokenLocation();
      Optional<List<String>> items = items(t);
      if (items.isEmpty()) {
        diagnostics.report(Code.PFC403, spans.point(start), "field " + name + " of " + table + "|" + key + " is "
            + JsonSpans.kind(t) + ", not a value",
            "write a field's value as a string, or a list as an array of strings");
        continue;
      }
      List<String> values = redisList && items.get().size() == 1 ? splitList(items.get().get(0)) : items.get();
      SourceSpan at = spans.span(start, p.currentLocation());
      int earlier = fieldNames.indexOf(name);
      if (earlier >= 0) {
        repeated(table + "|" + key + " " + name, nameSpan, fieldSpans.get(earlier));
        fieldNames.remove(earlier);
        fieldValues.remove(earlier);
        fieldSpans.remove(earlier);
      }
      fieldNames.add(name);
      fieldValues.add(values.size() == 1 ? values.get(0) : values);
      fieldSpans.add(at);
    }
  }

  /** The current value's items: one for a scalar, the items of an array of scalars; empty otherwise (skipped). */
  private Optional<List<String>> items(JsonToken t) throws IOException {
    if (t.isScalarValue()) {
      return Optional.of(List.of(shared(p.getText())));
    }
    if (t == JsonToken.START_ARRAY) {
      List<String> out = new ArrayList<>();
      boolean scalars = true;
      for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken()) {
        if (item.isScalarValue()) {
          out.add(shared(p.getText()));
        } else {
          scalars = false;
          p.skipChildren();
        }
      }
      return scalars ? Optional.of(out) : Optional.empty();
    }
    p.skipChildren();
    return Optional.empty();
  }

  private List<String> splitList(String text) {
    return text.isEmpty() ? List.of() : java.util.Arrays.stream(text.split(",", -1)).map(this::shared).toList();
  }

  private String shared(String s) {
    String known = strings.putIfAbsent(s, s);
    return known == null ? s : known;
  }

  private void repeated(String what, SourceSpan at, SourceSpan earlier) {
    diagnostics.report(Code.PFC402, at, what + " is written twice (first at line " + earlier.line() + "); the last"
        + " value counts, as in SONiC", "remove one of them");
  }

  /**
   * A file that ends too early, in pfcheck's words: what was open, and where the innermost object or
   * array began (Jackson says where only for some truncations).
   */
  private String endOfInput(com.fasterxml.jackson.core.JsonStreamContext context) {
    com.fasterxml.jackson.core.JsonStreamContext open = context;
    while (open != null && !open.inObject() && !open.inArray()) {
      open = open.getParent();
    }
    if (open == null) {
      return "the file ends before its JSON value does";
    }
    JsonLocation start = open.startLocation(p.currentLocation().contentReference());
    String what = open.inObject() ? "object" : "array";
    String name = open.getParent() != null && open.getParent().getCurrentName() != null
        ? " '" + open.getParent().getCurrentName() + "'" : "";
    return "the file ends inside the " + what + name + " opened at line " + start.getLineNr() + ", column "
        + start.getColumnNr() + " (a truncated file, or a missing closing " + (open.inObject() ? "'}'" : "']'") + ")";
  }

  private void malformed(JsonLocation at, String why) {
    // the sonic importer's own words for an unclosed document; anything else in pfcheck's words (JsonWords)
    String message = why != null && why.startsWith("Unexpected end-of-input") && p != null
        ? endOfInput(p.getParsingContext()) : JsonWords.of(why);
    // a limit (a string or number too long, nesting too deep) comes without a location: the token it hit is where
    boolean limit = message.contains(" pfcheck reads");
    JsonLocation where = at == null && p != null ? p.currentTokenLocation() : at;
    diagnostics.report(Code.PFC401, spans.point(where), file + " is not well-formed JSON: " + message, limit
        ? "a config_db file has no value this large: check that this is the file meant, and not cut or joined with"
        + " another" : "fix the JSON syntax at this position (a missing comma, quote or bracket is the usual cause)");
  }
}

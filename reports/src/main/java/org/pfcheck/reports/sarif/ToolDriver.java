package org.pfcheck.reports.sarif;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The run's {@code tool.driver}: pfcheck's name and version and the table of every rule (from the
 * finding kinds and the diagnostic codes, {@link SarifRule#all()}), and the head of a result, which
 * names its rule both by id and by its index in that table. The rule table is built once: it depends
 * on nothing but the codes.
 */
final class ToolDriver {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final List<SarifRule> RULES = SarifRule.all();
  private static final Map<String, Integer> INDEX = new HashMap<>();

  static {
    for (int k = 0; k < RULES.size(); k++) {
      INDEX.put(RULES.get(k).id(), k);
    }
  }

  private ToolDriver() {
  }

  /** Adds {@code tool.driver}, with every rule, to {@code run}. */
  static void describe(ObjectNode run) {
    ObjectNode driver = run.putObject("tool").putObject("driver");
    driver.put("name", "pfcheck");
    driver.put("fullName", "pfcheck: PFC deadlock freedom checker for RoCEv2 fabrics");
    Optional.ofNullable(SarifReport.class.getPackage().getImplementationVersion())
        .ifPresent(v -> driver.put("semanticVersion", v));
    ArrayNode rules = driver.putArray("rules");
    for (SarifRule rule : RULES) {
      ObjectNode o = rules.addObject();
      o.put("id", rule.id());
      o.put("name", rule.name());
      o.putObject("shortDescription").put("text", rule.shortDescription());
      o.putObject("fullDescription").put("text", rule.shortDescription());
      o.putObject("help").put("text", rule.help()).put("markdown", rule.help());
      o.putObject("defaultConfiguration").put("level", rule.level());
      ArrayNode tags = o.putObject("properties").putArray("tags");
      tags.add("pfc");
      tags.add(rule == SarifRule.STORM ? "storm" : rule.id().startsWith("PFC-") ? "deadlock"
          : rule.id().startsWith("PFC5") || rule.id().equals("PFC218") ? "hazard" : "input");
    }
  }

  /** A new result of {@code rule} at {@code level}: its {@code ruleId}, {@code ruleIndex} and {@code level}. */
  static ObjectNode result(SarifRule rule, String level) {
    int index = INDEX.get(rule.id());
    ObjectNode result = NODES.objectNode();
    result.put("ruleId", rule.id());
    result.put("ruleIndex", index);
    result.put("level", level);
    return result;
  }
}

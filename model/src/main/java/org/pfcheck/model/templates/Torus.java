package org.pfcheck.model.templates;

import java.util.List;
import java.util.Map;
import org.pfcheck.model.Origin;

/**
 * A two-dimensional torus of switches {@code sw<r>_<c>} with wraparound links along rows and columns
 * (no wraparound, hence no duplicate link, along a dimension of size 2 or less), hosts
 * {@code h<r>_<c>_<n>}; switch number r·C + c gets subnet 10.(n/256).(n%256).0/24. Stateless.
 */
final class Torus implements Template {
  @Override
  public String name() {
    return "torus";
  }

  @Override
  public String description() {
    return "a two-dimensional torus of switches";
  }

  @Override
  public List<Parameter> parameters() {
    return List.of(
        Parameter.required("rows", 1, "number of rows"),
        Parameter.required("cols", 1, "number of columns"),
        Parameter.optional("hosts-per-switch", 1, 0, "hosts attached to each switch"));
  }

  @Override
  public Fabric expand(Map<String, Integer> values, Origin origin) {
    int rows = values.get("rows");
    int cols = values.get("cols");
    int hosts = values.get("hosts-per-switch");
    FabricBuilder.checkHostsPerSwitch("hosts-per-switch", hosts);
    FabricBuilder.checkSize(name(), FabricBuilder.product(rows, cols), FabricBuilder.product(rows, cols, hosts),
        FabricBuilder.product(2, rows, cols));
    FabricBuilder b = new FabricBuilder(origin);
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        b.addSwitch(name(r, c), "tor", hosts > 0 ? FabricBuilder.sequentialSubnet(r * cols + c) : null);
      }
    }
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        b.hosts(name(r, c), "h" + r + "_" + c + "_", hosts, FabricBuilder.sequentialSubnet(r * cols + c));
      }
    }
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        if (cols > 2 || c + 1 < cols) {
          b.link(name(r, c), name(r, (c + 1) % cols));
        }
        if (rows > 2 || r + 1 < rows) {
          b.link(name(r, c), name((r + 1) % rows, c));
        }
      }
    }
    return b.build();
  }

  private static String name(int row, int col) {
    return "sw" + row + "_" + col;
  }
}

package org.pfcheck.pipeline;

import org.pfcheck.grammar.printing.DslPrinter;
import org.pfcheck.model.Network;
import org.pfcheck.model.text.PfcText;

/**
 * The {@code .pfc} form of a fabric read from another kind of input (YAML, SONiC configuration, a file
 * with overlays): the text {@code pfcheck convert FILE --to pfc} writes, which a repair patches. Stateless.
 */
public final class PfcForm {
  private PfcForm() {
  }

  /** The text: a comment naming {@code source}, then the network printed as {@code .pfc}. */
  public static String text(String source, Network network) {
    String from = Inputs.STDIN_NAME.equals(source) ? "standard input" : source;
    return PfcText.comment("converted from " + from + " by pfcheck convert") + "\n" + DslPrinter.print(network);
  }

  /**
   * The file the text stands for: the input's base name with {@code .pfc}, or the network's name; for a
   * {@code .pfc} input (read with overlays) {@code NAME.merged.pfc}, as the form is not the input's text and
   * must not be taken for it ({@code patch -p0} would apply a patch of the form to the input).
   */
  public static String name(String source, Network network) {
    String base = source.startsWith("<") ? network.name() : source.substring(source.lastIndexOf('/') + 1);
    return base.replaceFirst("\\.(pfc|yaml|yml)$", "") + (base.endsWith(".pfc") ? ".merged.pfc" : ".pfc");
  }
}

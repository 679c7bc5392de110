package org.pfcheck.pipeline;

/**
 * Where the pipeline says which stage it is in (reading, validating, analysing, ...): the command line
 * shows it as progress on a terminal; tests and the property runs ignore it.
 */
@FunctionalInterface
public interface Stages {
  /** Says nothing. */
  Stages NONE = stage -> { };

  /** The run entered the stage {@code name}, e.g. "analysing fabric.pfc (graph engine)". */
  void stage(String name);
}

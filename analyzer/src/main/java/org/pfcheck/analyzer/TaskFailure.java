package org.pfcheck.analyzer;

import java.util.concurrent.ExecutionException;

/**
 * What a task on another thread threw, for the thread that waited on it: engines and checks run on
 * worker threads, and their errors ({@link OutOfMemoryError} among them) and runtime exceptions must
 * reach the caller as they are, not wrapped. Stateless.
 */
public final class TaskFailure {
  private TaskFailure() {
  }

  /**
   * Throws {@code e}'s cause when it is an {@link Error}; else returns it to be thrown when it is a
   * runtime exception, or wrapped in an {@link IllegalStateException}. Use as {@code throw
   * TaskFailure.rethrown(e)}.
   */
  public static RuntimeException rethrown(ExecutionException e) {
    Throwable cause = e.getCause();
    if (cause instanceof Error error) {
      throw error;
    }
    return cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
  }
}

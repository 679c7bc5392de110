package org.pfcheck.importers.sonic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MapTextTest {
  @Test
  void theMostCommonValueIsTheDefaultAndRunsAreRanges() {
    int[] f = new int[64];
    java.util.Arrays.fill(f, 1);
    f[3] = 3;
    f[4] = 4;
    f[8] = 0;
    f[10] = 2;
    f[11] = 2;
    assertEquals("3 -> 3, 4 -> 4, 8 -> 0, 10..11 -> 2, default 1", MapText.entries(f, 0));
  }

  @Test
  void theImplicitDefaultIsLeftOutAndAConstantMapIsItsDefault() {
    int[] f = new int[64];
    f[26] = 3;
    assertEquals("26 -> 3", MapText.entries(f, 0));
    assertEquals("default 0", MapText.entries(new int[16], 0));
    assertEquals("26 -> 3, default 0", MapText.entries(f, -1));
  }
}

#!/usr/bin/env bash
# The YAML form's reading cost and how fast hostile YAML fails (docs/yaml.md), through ./pfcheck, one
# process per run: for fat-trees of radix K (default 16 32; K=64 takes minutes) the generated .pfc
# (every element explicit) and its YAML (pfcheck convert), checked RUNS times each (default 5): the
# median of the report's read stage and of the process's wall and CPU time (user + sys); reading
# alone, in-process (bench/yaml/ReadBench.java); then each hostile document, its exit status, first
# diagnostic and CPU time. The machine is shared: CPU time is the stable figure.
# Usage: [K="16 32"] [RUNS=5] bench/yaml/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
runs="${RUNS:-5}"
./pfcheck --version >/dev/null

# one run: wall seconds, CPU seconds, peak RSS (KB), the report's read stage (ms), exit status
measure() {
  local status=0
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" ./pfcheck check "$1" --format json >"$work/out.json" 2>"$work/err" || status=$?
  read -r wall user sys rss < <(tail -1 "$work/time")
  read_ms="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["stats"]["millis"]["read"])' "$work/out.json" 2>/dev/null || echo -)"
  echo "$wall $(python3 -c "print(round($user + $sys, 2))") $rss $read_ms $status"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "| fabric | form | size | read (median) | wall (median) | CPU (median) | peak RSS | exit |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
for k in ${K:-16 32}; do
  ./pfcheck generate fat-tree --k "$k" --routing up-down --dead-per-tor 1 -o "$work/ft$k.pfc"
  ./pfcheck convert "$work/ft$k.pfc" --to yaml -q -o "$work/ft$k.yaml"
  for form in pfc yaml; do
    file="$work/ft$k.$form"
    : >"$work/rows"
    for _ in $(seq "$runs"); do measure "$file" >>"$work/rows"; done
    size="$(du -k "$file" | cut -f1)"
    echo "| ft-$k | .$form | $size KB | $(cut -d' ' -f4 "$work/rows" | median) ms | $(cut -d' ' -f1 "$work/rows" | median) s" \
      "| $(cut -d' ' -f2 "$work/rows" | median) s | $(( $(cut -d' ' -f3 "$work/rows" | median) / 1024 )) MB | $(cut -d' ' -f5 "$work/rows" | head -1) |"
  done
done

# reading alone, one JVM per file (bench/yaml/ReadBench.java): CPU time of the first read and of warm ones
echo
first=1
for k in ${K:-16 32}; do
  for form in pfc yaml; do
    java -Xmx4g -Druns="$runs" -cp "cli/target/lib/*:$(ls cli/target/pfcheck-cli-*.jar)" bench/yaml/ReadBench.java \
      "$work/ft$k.$form" | tail -n "+$((first ? 1 : 3))"
    first=0
  done
done

python3 - "$work" <<'PY'
import sys
w = sys.argv[1]
def write(name, text):
    open(f"{w}/{name}", "w").write(text)
bomb = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{chr(c)}: &{chr(c)} [" + ", ".join([f"*{chr(c - 1)}"] * 9) + "]\n" for c in range(ord("b"), ord("z") + 1))
write("bomb.yaml", bomb)                                                        # billion laughs, 25 levels
write("deep-flow.yaml", "network: " + "[" * 1_000_000 + "]" * 1_000_000 + "\n")  # 2 MB of brackets
write("deep-block.yaml", "".join("  " * i + f"k{i}:\n" for i in range(2000)))   # 4 MB of indentation
write("long-line.yaml", "network: " + "x" * 8_000_000 + "\n")                   # one 8 MB word
write("huge-value.yaml", "network: |\n" + ("  " + "x" * 60 + "\n") * 200_000)  # a 12 MB block scalar
write("tags.yaml", "network: !!python/object/apply:os.system [\"echo pwned\"]\nswitches: !!javax.script.ScriptEngineManager [x]\n")
write("duplicates.yaml", "switches:\n" + "".join(f"  - {{name: T{i}, name: U{i}}}\n" for i in range(100_000)))
write("unknown-keys.yaml", "switches:\n" + "".join(f"  - {{name: T{i}, tir: tor}}\n" for i in range(100_000)))
write("wrong-types.yaml", "switches:\n" + "".join(f"  - {{name: yes, tier: [tor]}}\n" for i in range(100_000)))
PY
echo
echo "| hostile document | size | exit | first diagnostic | diagnostics | wall | CPU |"
echo "|---|---:|---:|---|---:|---:|---:|"
for f in bomb deep-flow deep-block long-line huge-value tags duplicates unknown-keys wrong-types; do
  file="$work/$f.yaml"
  status=0
  /usr/bin/time -f "%e %U %S" -o "$work/time" ./pfcheck check "$file" -q >/dev/null 2>"$work/err" || status=$?
  read -r wall user sys < <(tail -1 "$work/time")
  first="$(grep -m1 -o 'error\[PFC[0-9]*\]: .*' "$work/err" | cut -c1-70 || true)"
  at="$(grep -m1 -o '^[^ ]*:[0-9]*:[0-9]*:' "$work/err" | sed "s|$work/||" || true)"
  count="$(grep -c 'error\[PFC' "$work/err" || true)"
  echo "| $f.yaml | $(du -k "$file" | cut -f1) KB | $status | \`$at $first\` | $count | ${wall} s | $(python3 -c "print(round($user + $sys, 2))") s |"
done

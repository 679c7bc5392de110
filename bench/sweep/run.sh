#!/usr/bin/env bash
# Scenario-space sweeps at scale: the sweep (this checkout's default engine for a `space`) side by side,
# in one run, with the engines that answered spaces before it, from a baseline revision built apart:
# its default (Z3 and enumeration raced, the first answer winning) and its enumeration alone.
#
# Usage: bench/sweep/run.sh [RUNS]      RUNS: runs per engine and case, the median is reported (default 3)
#   BASE_RUNS=1  runs of each baseline engine (default RUNS; they take minutes where the sweep takes seconds)
#   APPEND=1     add this run's rows to the table of the last one (another set of CASES) instead of starting anew
#   CASES="ft8-sp-l2 ft32-ud-l1" bench/sweep/run.sh 5   only these cases (default: all, see below)
#   BASELINE_REV=7e21de6   the revision whose engines are "before" (default: the main this work started from)
#   CAP=300      seconds each run of a baseline engine may take (it is stopped there: "> CAP s")
#   HEAP=4g      -Xmx of every run
#   DOT=1        also time --format dot and json of two large graphs, this checkout and the baseline
#
# Every case is a `pfcheck generate` fabric (fat-tree k, or a Jellyfish of 2,500 switches of degree 8 with
# 10,000 hosts, shortest-path) with flooding on (the language's default), plus a `space` statement (none:
# one scenario). Each run is `JAVA_OPTS=-Xmx$HEAP pfcheck check FILE --format json [--engine E]` through
# the launcher of a frozen copy of each build (a rebuild during the run changes nothing measured) under
# /usr/bin/time -v: wall time of the whole process, JVM start included, user CPU time and peak RSS. The
# load average is printed at the start and the end: on a shared machine wall times are noisy, CPU times
# less so. A baseline engine stopped at the cap runs once. Builds with `mvn package` (never install);
# work files go to bench/out/sweep/ (not tracked).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"
RUNS="${1:-3}"
BASE_RUNS="${BASE_RUNS:-$RUNS}"
CAP="${CAP:-300}"
HEAP="${HEAP:-4g}"
BASELINE_REV="${BASELINE_REV:-7e21de6}"
OUT="$ROOT/bench/out/sweep"
mkdir -p "$OUT"
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is needed (apt-get install time)" >&2; exit 2; }

freeze() { # source-root destination: the launcher, the cli jars and the example its class-data archive runs
  rm -rf "$2" && mkdir -p "$2/cli" "$2/examples"
  cp "$1/pfcheck" "$2/" && cp -r "$1/cli/target" "$2/cli/"
  cp "$1/examples/sigcomm16-flood-deadlock.pfc" "$2/examples/"
}
echo "bench: building this checkout (mvn -B -q -o -DskipTests package)" >&2
mvn -B -q -o -DskipTests package >&2
freeze "$ROOT" "$OUT/new"
BASE="$OUT/baseline"
if [ ! -f "$BASE/rev" ] || [ "$(cat "$BASE/rev")" != "$(git rev-parse "$BASELINE_REV")" ]; then
  echo "bench: building $BASELINE_REV apart (git archive, mvn package)" >&2
  rm -rf "$BASE" && mkdir -p "$BASE/src"
  git archive "$BASELINE_REV" | tar -x -C "$BASE/src"
  (cd "$BASE/src" && mvn -B -q -o -DskipTests package >&2)
  freeze "$BASE/src" "$BASE/dist"
  git rev-parse "$BASELINE_REV" > "$BASE/rev"
fi
NEW=(env PFCHECK_SKIP_BUILD=1 "JAVA_OPTS=-Xmx$HEAP" "$OUT/new/pfcheck")
OLD=(env PFCHECK_SKIP_BUILD=1 "JAVA_OPTS=-Xmx$HEAP" "$BASE/dist/pfcheck")
"${NEW[@]}" --version >/dev/null && "${OLD[@]}" --version >/dev/null   # class-data archives, made outside

# name -> generate arguments | space statement (empty: one scenario)
declare -A CASE=(
  [ft8-sp-l2]="fat-tree --k 8 --routing shortest-path|space links-down <= 2"
  [ft8-ud-l2]="fat-tree --k 8 --routing up-down|space links-down <= 2"
  [ft32-ud-l1]="fat-tree --k 32 --routing up-down|space links-down <= 1"
  [ft32-sp-l1]="fat-tree --k 32 --routing shortest-path|space links-down <= 1"
  [ft32-ud-h1]="fat-tree --k 32 --routing up-down|space dead-hosts <= 1"
  [ft32-sp-h1]="fat-tree --k 32 --routing shortest-path|space dead-hosts <= 1"
  [ft64-ud-l1]="fat-tree --k 64 --routing up-down|space links-down <= 1"
  [ft64-ud-h1]="fat-tree --k 64 --routing up-down|space dead-hosts <= 1"
  [jf-one]="jellyfish --switches 2500 --degree 8 --hosts-per-switch 4 --seed 1 --routing shortest-path|"
  [jf-l1]="jellyfish --switches 2500 --degree 8 --hosts-per-switch 4 --seed 1 --routing shortest-path|space links-down <= 1"
)
CASES="${CASES:-ft8-sp-l2 ft8-ud-l2 ft32-ud-l1 ft32-sp-l1 ft32-ud-h1 ft32-sp-h1 jf-one jf-l1 ft64-ud-l1 ft64-ud-h1}"

run() { # name label launcher... -- engine-args: writes $OUT/name.label.run.{json,time,err}; 9 when capped
  local name="$1" label="$2" r="$3" cap="$4"; shift 4
  local status=0
  timeout "$cap" /usr/bin/time -v -o "$OUT/$name.$label.time.$r" "$@" --format json \
    -o "$OUT/$name.$label.json.$r" >/dev/null 2>"$OUT/$name.$label.err.$r" || status=$?
  if [ "$status" = 124 ]; then rm -f "$OUT/$name.$label.json.$r"; return 9; fi
  if [ "$status" = 2 ] || [ "$status" -gt 3 ]; then
    echo "bench: $name $label exited $status: $(tail -2 "$OUT/$name.$label.err.$r")" >&2
    rm -f "$OUT/$name.$label.json.$r"
  fi
  return 0
}

echo "bench: load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
ROWS="$OUT/rows.jsonl"
[ -n "${APPEND:-}" ] || : > "$ROWS"
for name in $CASES; do
  IFS='|' read -r gen space <<< "${CASE[$name]}"
  file="$OUT/$name.pfc"
  rm -f "$OUT/$name".*.{json,time,err}.*
  # shellcheck disable=SC2086
  "${NEW[@]}" generate $gen -o "$file"
  [ -z "$space" ] || echo "$space" >> "$file"
  labels=(sweep before)
  [ -z "$space" ] || labels+=(before-enumeration)
  for label in "${labels[@]}"; do
    case "$label" in
      sweep) cmd=("${NEW[@]}" check "$file" --timeout 30m); cap=$((CAP * 6)) ;;
      before) cmd=("${OLD[@]}" check "$file" --timeout "$((CAP + 60))s"); cap="$CAP" ;;
      before-enumeration) cmd=("${OLD[@]}" check "$file" --engine enumeration --timeout "$((CAP + 60))s"); cap="$CAP" ;;
    esac
    n="$RUNS"
    [ "$label" = sweep ] || n="$BASE_RUNS"
    for ((r = 1; r <= n; r++)); do
      echo "bench: $name: $label run $r of $n (load $(cut -d' ' -f1 /proc/loadavg))" >&2
      if ! run "$name" "$label" "$r" "$cap" "${cmd[@]}"; then
        echo "bench: $name: $label stopped at ${cap}s; not run again" >&2
        break
      fi
    done
  done
  python3 bench/sweep/row.py "$OUT" "$name" "$RUNS" "$CAP" "${labels[@]}" >> "$ROWS"
done
echo "bench: load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
python3 bench/sweep/table.py "$ROWS" "$RUNS" "$BASE_RUNS" "$HEAP" "$CAP" "$BASELINE_REV" | tee "$OUT/results.md"

if [ -n "${DOT:-}" ]; then
  bench/sweep/dot.sh "$OUT/new/pfcheck" "$BASE/dist/pfcheck" "$BASELINE_REV" "$RUNS" | tee -a "$OUT/results.md"
fi

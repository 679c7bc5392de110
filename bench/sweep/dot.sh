#!/usr/bin/env bash
# Report formats against graph size: `--format dot` (the whole graph) and `--format json` on two fabrics
# of 0.1 and 1.8 million dependencies, with two builds side by side (bench/sweep/run.sh DOT=1 calls it
# with this checkout's frozen launcher and the baseline's).
# Usage: bench/sweep/dot.sh NEW_LAUNCHER OLD_LAUNCHER OLD_NAME [RUNS]    CAP=600 (seconds a run may take), HEAP=4g
set -euo pipefail
cd "$(dirname "$0")/../.."
NEW="$1"
OLD="$2"
OLD_NAME="$3"
RUNS="${4:-3}"
CAP="${CAP:-600}"
HEAP="${HEAP:-4g}"
OUT="$(pwd)/bench/out/sweep"
mkdir -p "$OUT"

# name -> generate arguments: up-down fat-trees with the first host of every ToR dead (its ToR floods)
declare -A FABRIC=(
  [ft16-dead]="fat-tree --k 16 --routing up-down --dead-per-tor 1"
  [ft32-dead]="fat-tree --k 32 --routing up-down --dead-per-tor 1"
)
secs() { python3 -c "import re,sys;t=open(sys.argv[1]).read();m=re.search(r'Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)',t);print(int(m.group(1) or 0)*3600+int(m.group(2))*60+float(m.group(3)))" "$1"; }
median() { python3 -c "import statistics,sys;print(f'{statistics.median(map(float,sys.argv[1:])):.2f} s')" "$@"; }

echo
echo "Median of $RUNS runs of \`pfcheck check FILE --format F -o OUT\` (whole process, JVM start included); a run is stopped after $CAP s."
echo
echo "| fabric | dependencies | DOT now | JSON now | DOT $OLD_NAME | JSON $OLD_NAME |"
echo "|---|---:|---:|---:|---:|---:|"
for name in ft16-dead ft32-dead; do
  file="$OUT/$name.pfc"
  # shellcheck disable=SC2086
  PFCHECK_SKIP_BUILD=1 "$NEW" generate ${FABRIC[$name]} -o "$file"
  deps="$(PFCHECK_SKIP_BUILD=1 JAVA_OPTS=-Xmx$HEAP "$NEW" check "$file" --format json | python3 -c 'import json,sys;print(f"{json.load(sys.stdin)[\"stats\"][\"dependencies\"]:,}")' || true)"
  cells=()
  for launcher in "$NEW" "$OLD"; do
    for format in dot json; do
      times=()
      for ((r = 1; r <= RUNS; r++)); do
        status=0
        timeout "$CAP" /usr/bin/time -v -o "$OUT/$name.$format.time" env PFCHECK_SKIP_BUILD=1 "JAVA_OPTS=-Xmx$HEAP" \
          "$launcher" check "$file" --format "$format" -o "$OUT/$name.$format.out" >/dev/null 2>&1 || status=$?
        if [ "$status" = 124 ]; then times=(); break; fi
        times+=("$(secs "$OUT/$name.$format.time")")
      done
      if [ ${#times[@]} -eq 0 ]; then cells+=("> $CAP s (stopped)"); else cells+=("$(median "${times[@]}")"); fi
      rm -f "$OUT/$name.$format.out"
    done
  done
  echo "| $name | $deps | ${cells[0]} | ${cells[1]} | ${cells[2]} | ${cells[3]} |"
done

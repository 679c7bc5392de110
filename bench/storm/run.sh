#!/usr/bin/env bash
# pfcheck storm --any at scale: the worst single NIC of a k-ary fat-tree without watchdogs, and the same
# fabric with the PFC watchdog on every server-facing port (then every storm is contained).
#
# Usage: bench/storm/run.sh [RUNS]     RUNS: runs per fabric, the median is reported (default 3)
#   KS="16 32" bench/storm/run.sh     fat-tree radixes (default: 16 32 48)
#   HEAP=4g: pfcheck's -Xmx
#
# Each fabric is `pfcheck generate fat-tree --k K --routing up-down --on-mac-miss drop-lossless` (lossless
# 3 and 4, deadlock-free, healthy) plus `nic all storm-watchdog off`; "-wd" adds `pfc-watchdog all
# host-ports`. Runs the ./pfcheck launcher (PFCHECK_SKIP_BUILD=1: build first) under /usr/bin/time and
# prints a Markdown table with the stage times of the JSON report. Work files go to bench/out/storm/.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS="${1:-3}"
KS="${KS:-16 32 48}"
HEAP="${HEAP:-4g}"
OUT="bench/out/storm"
mkdir -p "$OUT"
echo "| fabric | hosts | queues | dependencies | exit | read | validate | graph | storm | total | peak RSS |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for k in $KS; do
  base="$OUT/ft-$k.pfc"
  PFCHECK_SKIP_BUILD=1 ./pfcheck generate fat-tree --k "$k" --routing up-down --on-mac-miss drop-lossless -o "$base"
  printf '\nnic all storm-watchdog off\n' >> "$base"
  { cat "$base"; printf 'pfc-watchdog all host-ports\n'; } > "$OUT/ft-$k-wd.pfc"
  for name in "ft-$k" "ft-$k-wd"; do
    rows=()
    for _ in $(seq "$RUNS"); do
      set +e
      JAVA_OPTS="-Xmx$HEAP" PFCHECK_SKIP_BUILD=1 /usr/bin/time -f "%e %M" -o "$OUT/$name.time" \
        ./pfcheck storm "$OUT/$name.pfc" --any --format json -o "$OUT/$name.json"
      status=$?
      set -e
      rows+=("$(python3 - "$OUT/$name.json" "$OUT/$name.time" "$status" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
wall, rss = open(sys.argv[2]).read().split()[-2:]
m = d["stats"]["millis"]
print(f'{float(wall):.2f} {d["stats"]["hosts"]} {d["stats"]["queues"]} {d["stats"]["dependencies"]} {sys.argv[3]} '
      f'{m["read"]} {m["validate"]} {m["graph"]} {m["storm"]} {int(rss)//1024}')
PY
)")
    done
    median=$(printf '%s\n' "${rows[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
    read -r wall hosts queues deps status read validate graph storm rss <<< "$median"
    printf '| %s | %s | %s | %s | %s | %s ms | %s ms | %s ms | %s ms | **%s s** | %s MB |\n' \
      "$name" "$hosts" "$queues" "$deps" "$status" "$read" "$validate" "$graph" "$storm" "$wall" "$rss"
  done
done

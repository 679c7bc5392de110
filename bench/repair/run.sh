#!/usr/bin/env bash
# pfcheck repair on the repair examples and on larger fat-trees: time, memory and what the search did.
#
# Usage: bench/repair/run.sh [RUNS]     RUNS: runs per fabric, the median wall time is reported (default 3)
#   FABRICS="ft8 ft16" bench/repair/run.sh   only these (default: all, see below)
#   HEAP=4g: pfcheck's -Xmx
#
# Each run is `pfcheck repair FILE --format json` through the ./pfcheck launcher (PFCHECK_SKIP_BUILD=1, so no
# rebuild starts during a measurement) under /usr/bin/time: wall and CPU time and peak RSS of the whole
# process (JVM start, the input's check, the search, the patch and the re-check of the patched file);
# the search's own figures (fabrics tried, cycles, requirements, time checking / finding witnesses /
# optimising) come from the JSON. Prints a Markdown table. Work files go to bench/out/repair/ (not tracked).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"
RUNS="${1:-3}"
HEAP="${HEAP:-4g}"
OUT="$ROOT/bench/out/repair"
mkdir -p "$OUT"
[ -x /usr/bin/time ] || { echo "bench: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }

echo "bench: building pfcheck" >&2
mvn -B -q -DskipTests package >&2
PFCHECK_SKIP_BUILD=1 ./pfcheck --version >/dev/null   # the launcher's class-data archive, outside the measurements

fattree() {   # fattree K: a k-ary fat-tree, up-down routing, the first host of every ToR dead
  local k=$1 dead
  dead=$(python3 -c "print(', '.join(f'h{p}_{t}_0' for p in range($k) for t in range($k // 2)))")
  printf 'network ft%s-dead-host-per-tor\ndscp 26 -> 3\nlossless 3\nrouting up-down\ntimers arp 4h mac 5m\nfabric fat-tree k %s\ndead %s\n' \
    "$k" "$k" "$dead" > "$OUT/ft$k.pfc"
  echo "$OUT/ft$k.pfc"
}

declare -A FILES=(
  [sigcomm16]=examples/sigcomm16-flood-deadlock.pfc
  [dual-tor]=examples/dual-tor-bounce.pfc
  [ring3]=examples/ring-3-switch.pfc
  [clos-2-failures]=examples/clos-two-failures-bounce.pfc
  [dead-server-any]=examples/sigcomm16-dead-server-any.pfc
  [clos-any-two]=examples/clos-any-two-failures-bounce.pfc
  [ft4]=examples/fattree4-dead-host-per-tor.pfc
  [ft8]=examples/fattree8-dead-host-per-tor.pfc
)
ORDER="sigcomm16 dual-tor ring3 clos-2-failures dead-server-any clos-any-two ft4 ft8 ft16"
FABRICS="${FABRICS:-$ORDER}"

echo "| fabric | answer | changes | cost | fabrics tried | cycles | requirements | optimisations | check | witnesses | optimise | wall (median of $RUNS) | CPU (median) | peak RSS |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for f in $FABRICS; do
  case "$f" in
    ft16) file=$(fattree 16) ;;
    *) file="${FILES[$f]}" ;;
  esac
  walls=()
  cpus=()
  for r in $(seq "$RUNS"); do
    set +e
    JAVA_OPTS="-Xmx$HEAP" PFCHECK_SKIP_BUILD=1 /usr/bin/time -f '%e %U %S %M' -o "$OUT/$f.time" \
      ./pfcheck repair "$file" --format json > "$OUT/$f.json" 2> "$OUT/$f.err"
    set -e
    read -r wall user sys rss < "$OUT/$f.time"
    walls+=("$wall")
    cpus+=("$(echo "$user + $sys" | bc)")
  done
  median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
  python3 - "$f" "$OUT/$f.json" "$(median "${walls[@]}")" "$(median "${cpus[@]}")" "$rss" <<'PY'
import json, sys
name, path, wall, cpu, rss = sys.argv[1:]
d = json.load(open(path))
s = d.get("search") or {}
m = s.get("millis", {})
print(f"| {name} | {d['outcome']} | {len(d['changes'])} | {d['cost']} | {s.get('fabricsTried', '')} | {s.get('cycles', '')} "
      f"| {s.get('requirements', '')} | {s.get('optimisations', '')} | {m.get('check', 0) / 1000:.2f} s | {m.get('witnesses', 0) / 1000:.2f} s "
      f"| {m.get('optimise', 0) / 1000:.2f} s | **{float(wall):.2f} s** | {float(cpu):.2f} s "
      f"| {int(rss) // 1024} MB |")
PY
done

#!/usr/bin/env bash
# The SONiC import benchmark: a k-ary fat-tree written as config_db files (bench/sonic/fabric.py), then
# `pfcheck import sonic` on it RUNS times (wall and CPU time, peak RSS, the stage times of --verbose),
# and once `pfcheck check` on the files, import and analysis end to end (CHECK_TIMEOUT, default 15m).
#
# usage: bench/sonic/run.sh [K] [RUNS]      K = 64 (default): 5,120 switches, 65,536 servers, 361 MB
# The files are written once to $PFCHECK_BENCH_DIR (default: $TMPDIR/pfcheck-sonic-ftK) and reused.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
k=${1:-64}
runs=${2:-3}
dir=${PFCHECK_BENCH_DIR:-${TMPDIR:-/tmp}/pfcheck-sonic-ft$k}
if [ ! -d "$dir" ]; then
  echo "writing the fat-tree k=$k as config_db files to $dir"
  python3 "$root/bench/sonic/fabric.py" "$k" "$dir"
fi
echo "fat-tree k=$k: $(find "$dir" -name '*.json' | wc -l) config_db files, $(du -sh "$dir" | cut -f1); load: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd "$root" && mvn -B -q -o -DskipTests package >/dev/null)
for _ in $(seq "$runs"); do
  PFCHECK_SKIP_BUILD=1 /usr/bin/time -f "import: %e s wall, %U s user, %S s sys, %M KB peak RSS" \
    "$root/pfcheck" import sonic "$dir" -o /dev/null -v 2>&1 | grep -E '^(import|pfcheck: (read|imported))'
done
# The check: every host pair of the fabric, within CHECK_TIMEOUT (default 15m; a timeout is verdict unknown,
# exit 3). The verdict and the engine's stage times come from its JSON report.
report=$(mktemp "${TMPDIR:-/tmp}/pfcheck-sonic-check.XXXXXX.json")
PFCHECK_SKIP_BUILD=1 /usr/bin/time -f "check: %e s wall, %U s user, %S s sys, %M KB peak RSS, exit %x" \
  "$root/pfcheck" check "$dir" --format json -o "$report" --timeout "${CHECK_TIMEOUT:-15m}" -q 2>&1 | tail -3 || true
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print("check verdict:", r["verdict"], r.get("reason") or "",
  "| stats:", json.dumps(r.get("stats", {}).get("millis", {})))' "$report" || true
rm -f "$report"

#!/usr/bin/env bash
# Performance guard (issue 21), run by .ci/run: the default `pfcheck check` of a fat-tree k=16 with a dead
# host under every ToR (120,832 dependencies), and each add-on stage's time against the engine's own work,
# graph + cycles, taken from the same run's JSON report (stats.millis). A ratio within one run, not a time:
# a slow or shared machine slows both sides alike. A stage over the engine's time fails the guard when it
# does so in every one of ATTEMPTS runs (default 3): one run on a busy machine may be unlucky, a stage that
# became quadratic is over in all of them. About 10 s per run on 2 cores.
#
# Usage: bench/guard.sh            (ATTEMPTS=N, K=16 may be set)
set -euo pipefail
cd "$(dirname "$0")/.."

# The add-on stages guarded: hazard checks, the coverage pass, and the re-checks (the engine's re-check of
# its counterexamples or certificate, `recheck`, and the reference re-check, `reference-recheck`: switched
# on once the recheck branch's fast reference re-check was merged; 0.45-0.73x of graph + cycles here).
GUARDED_STAGES="${GUARDED_STAGES-hazards coverage recheck reference-recheck}"
# Stages printed but not guarded (none now; a stage being made fast may wait here).
PENDING_RECHECK_STAGES="${PENDING_RECHECK_STAGES-}"
ATTEMPTS="${ATTEMPTS:-3}"
K="${K:-16}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
file="$work/ft$K-dead-host-per-tor.pfc"
{
  echo "network ft-$K"
  echo "routing up-down"
  echo "lossless 3, 4"
  echo "fabric fat-tree k $K"
  for ((p = 0; p < K; p++)); do for ((t = 0; t < K / 2; t++)); do echo "dead h${p}_${t}_0"; done; done
} >"$file"

./pfcheck --version >/dev/null  # builds on first use, outside the measured runs

for ((a = 1; a <= ATTEMPTS; a++)); do
  status=0
  ./pfcheck check "$file" --format json -o "$work/report.json" 2>"$work/err" || status=$?
  [ "$status" -eq 1 ] || { cat "$work/err" >&2; echo "bench/guard.sh: pfcheck exited $status, expected 1" >&2; exit 1; }
  verdict=0
  python3 - "$work/report.json" "$GUARDED_STAGES" "$PENDING_RECHECK_STAGES" "$a" "$ATTEMPTS" <<'PY' || verdict=$?
import json, sys
report, guarded, pending, attempt, attempts = sys.argv[1], sys.argv[2].split(), sys.argv[3].split(), sys.argv[4], sys.argv[5]
ms = json.load(open(report))["stats"]["millis"]
engine = ms.get("graph", 0) + ms.get("cycles", 0)
over = []
line = []
for stage in guarded + pending:
    if stage not in ms:
        if stage in guarded:
            print(f"bench/guard.sh: stage {stage!r} is not in the report's stats.millis {sorted(ms)}", file=sys.stderr)
            sys.exit(2)
        continue
    mark = "" if stage in guarded else " (pending, not guarded)"
    line.append(f"{stage} {ms[stage]} ms ({ms[stage] / max(engine, 1):.2f}x){mark}")
    if stage in guarded and ms[stage] > engine:
        over.append(stage)
print(f"bench/guard.sh: run {attempt} of {attempts}: engine graph + cycles {engine} ms; " + "; ".join(line))
sys.exit(1 if over else 0)
PY
  case "$verdict" in
    0) echo "bench/guard.sh: ok: every guarded add-on stage (${GUARDED_STAGES}) within the engine's graph + cycles"; exit 0 ;;
    1) ;;
    *) exit 1 ;;
  esac
done
echo "bench/guard.sh: FAILED: an add-on stage took longer than the engine's graph + cycles in all $ATTEMPTS runs" >&2
exit 1

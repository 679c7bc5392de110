#!/usr/bin/env bash
# pfcheck at scale, side by side with a networkx baseline, in one run.
#
# Usage: bench/run.sh [RUNS]          RUNS: pfcheck runs per fabric, the median is reported (default 3)
#   FABRICS="ft-8 clos3-24" bench/run.sh   only these fabrics (default: all sixteen, see below)
#   BASELINE_TIMEOUT=600 (seconds), BASELINE_MEMORY_GB=16: limits of each networkx run
#   HEAP=4g: pfcheck's -Xmx
#
# For every fabric it writes a .pfc file (a `fabric` template, lossless 3 and 4, up-down routing, the
# first host of every ToR dead: its MAC entry ages out, so its ToR floods lossless packets to it),
# runs `pfcheck check` (the ./pfcheck launcher with JAVA_OPTS=-Xmx$HEAP: the JVM flags and class-data
# archive a user gets; PFCHECK_SKIP_BUILD=1 so that no rebuild starts in the middle of a measurement)
# RUNS times under /usr/bin/time -v (wall time, peak RSS, stage times from the
# JSON report), exports the dependency graph as an edge list (bench/jmh ExportEdges), runs
# bench/baseline_networkx.py on it, and prints a Markdown table. The "-fix" fabrics add
# `default on-mac-miss drop-lossless` (the SIGCOMM'16 fix): acyclic, so pfcheck proves freedom and
# networkx's cycle search must visit the whole graph. Work files go to bench/out/ (not tracked).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
RUNS="${1:-3}"
HEAP="${HEAP:-4g}"
BASELINE_TIMEOUT="${BASELINE_TIMEOUT:-600}"
BASELINE_MEMORY_GB="${BASELINE_MEMORY_GB:-16}"
OUT="$ROOT/bench/out"
mkdir -p "$OUT"

need_apt() {
  echo "bench: installing $* with apt-get" >&2
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq "$@" >&2
  else sudo apt-get update -qq && sudo apt-get install -y -qq "$@" >&2; fi
}
[ -x /usr/bin/time ] || need_apt time
python3 -c 'import networkx' 2>/dev/null || need_apt python3-networkx

echo "bench: building pfcheck and the bench tools" >&2
mvn -B -q -DskipTests install >&2
mvn -B -q -f bench/jmh/pom.xml compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt >&2
BENCH_CP="bench/jmh/target/classes:$(cat bench/jmh/target/classpath.txt)"
./pfcheck --version >/dev/null   # makes the launcher's class-data archive outside the measurements

# name -> template statement; hosts of ToR <p>_<t> are h<p>_<t>_<i> in both templates
declare -A TEMPLATE=(
  [ft-8]="fat-tree k 8" [ft-16]="fat-tree k 16" [ft-32]="fat-tree k 32" [ft-48]="fat-tree k 48"
  [ft-64]="fat-tree k 64" [ft-8-fix]="fat-tree k 8" [ft-16-fix]="fat-tree k 16" [ft-64-fix]="fat-tree k 64"
  [clos3-2]="clos3 pods 2 tors-per-pod 2 leaves-per-pod 8 spines 64 hosts-per-tor 32"
  [clos3-4]="clos3 pods 4 tors-per-pod 8 leaves-per-pod 8 spines 64 hosts-per-tor 32"
  [clos3-16]="clos3 pods 16 tors-per-pod 16 leaves-per-pod 8 spines 64 hosts-per-tor 32"
  [clos3-24]="clos3 pods 24 tors-per-pod 36 leaves-per-pod 8 spines 64 hosts-per-tor 32"
  [clos3-32]="clos3 pods 32 tors-per-pod 64 leaves-per-pod 8 spines 64 hosts-per-tor 32"
  [clos3-32-fix]="clos3 pods 32 tors-per-pod 64 leaves-per-pod 8 spines 64 hosts-per-tor 32"
  [clos3-4-fix]="clos3 pods 4 tors-per-pod 8 leaves-per-pod 8 spines 64 hosts-per-tor 32"
  [clos3-16-fix]="clos3 pods 16 tors-per-pod 16 leaves-per-pod 8 spines 64 hosts-per-tor 32"
)
FABRICS="${FABRICS:-ft-8 ft-16 ft-32 ft-48 ft-64 ft-8-fix ft-16-fix ft-64-fix clos3-2 clos3-4 clos3-16 clos3-24 clos3-32 clos3-4-fix clos3-16-fix clos3-32-fix}"

write_fabric() { # name file
  local name="$1" file="$2" words pods tors
  read -r -a words <<< "${TEMPLATE[$name]}"
  {
    echo "network $name"
    echo "routing up-down"
    echo "lossless 3, 4"
    [[ "$name" == *-fix ]] && echo "default on-mac-miss drop-lossless"
    echo "fabric ${TEMPLATE[$name]}"
    if [ "${words[0]}" = fat-tree ]; then pods="${words[2]}"; tors=$((pods / 2)); else pods="${words[2]}"; tors="${words[4]}"; fi
    for ((p = 0; p < pods; p++)); do for ((t = 0; t < tors; t++)); do echo "dead h${p}_${t}_0"; done; done
  } > "$file"
}

ROWS="$OUT/rows.jsonl"
: > "$ROWS"
for name in $FABRICS; do
  file="$OUT/$name.pfc"
  write_fabric "$name" "$file"
  for ((r = 1; r <= RUNS; r++)); do
    echo "bench: $name: pfcheck run $r of $RUNS" >&2
    status=0
    PFCHECK_SKIP_BUILD=1 JAVA_OPTS="-Xmx$HEAP" /usr/bin/time -v -o "$OUT/$name.time.$r" ./pfcheck check "$file" --format json \
      -o "$OUT/$name.json.$r" >/dev/null 2>"$OUT/$name.err.$r" || status=$?
    if [ "$status" -gt 1 ]; then echo "bench: $name: pfcheck exited $status" >&2; cat "$OUT/$name.err.$r" >&2; exit 1; fi
  done
  echo "bench: $name: exporting the edge list" >&2
  java "-Xmx$HEAP" -cp "$BENCH_CP" org.pfcheck.bench.ExportEdges "$file" "$OUT/$name.edges"
  echo "bench: $name: networkx (at most ${BASELINE_TIMEOUT}s, ${BASELINE_MEMORY_GB} GB)" >&2
  status=0
  (ulimit -v $((BASELINE_MEMORY_GB * 1024 * 1024)); timeout "$BASELINE_TIMEOUT" /usr/bin/time -f %e -o "$OUT/$name.nx.time" \
    python3 bench/baseline_networkx.py "$OUT/$name.edges") > "$OUT/$name.nx.json" 2>"$OUT/$name.nx.err" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "{\"failed\": \"exit $status$([ "$status" = 124 ] && echo ", over ${BASELINE_TIMEOUT}s")\"}" > "$OUT/$name.nx.json"
  fi
  rm -f "$OUT/$name.edges"
  python3 - "$OUT" "$name" "$RUNS" >> "$ROWS" <<'PY'
import json, re, statistics, sys
out, name, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def wall(text):
    m = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", text)
    return (int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + float(m.group(3)))
def rss(text):
    return int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1))
walls, rsses, reports = [], [], []
for r in range(1, runs + 1):
    t = open(f"{out}/{name}.time.{r}").read()
    walls.append(wall(t)); rsses.append(rss(t))
    reports.append(json.load(open(f"{out}/{name}.json.{r}")))
mid = sorted(range(runs), key=lambda i: walls[i])[runs // 2]
rep = reports[mid]
stages = {k: statistics.median(r["stats"]["millis"].get(k, 0) for r in reports)
          for k in rep["stats"]["millis"]}
print(json.dumps({"name": name, "verdict": rep["verdict"], "stats": rep["stats"], "stages_ms": stages,
                  "wall_s": statistics.median(walls), "walls": walls, "rss_kb": max(rsses),
                  "nx": json.load(open(f"{out}/{name}.nx.json")),
                  "nx_process_s": float(open(f"{out}/{name}.nx.time").read().split()[-1])
                  if "failed" not in json.load(open(f"{out}/{name}.nx.json")) else None}))
PY
done

python3 - "$ROWS" "$RUNS" "$HEAP" <<'PY' | tee "$OUT/results.md"
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print(f"pfcheck: median of {sys.argv[2]} runs of `pfcheck check FILE --format json` with -Xmx{sys.argv[3]} "
      "(wall time of the whole process, JVM start included; stages from the report); networkx: one run.")
print()
print("| fabric | hosts | switches | queues | dependencies | verdict | read | validate | index+fwd | graph | cycles | recheck/cert | pfcheck total | peak RSS | networkx read | networkx SCC+cycle | ratio | networkx process | process ratio |")
print("|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
def s(ms): return f"{ms / 1000:.2f} s"
for r in rows:
    st, ms, nx = r["stats"], r["stages_ms"], r["nx"]
    check = ms.get("recheck", 0) + ms.get("certificate", 0)
    if "failed" in nx:
        nx_read, nx_search, ratio, nx_process, process_ratio = "—", nx["failed"], "—", "—", "—"
    else:
        search = nx["scc_s"] + nx["cycle_s"]
        nx_read, nx_search = f"{nx['read_s']:.2f} s", f"{search:.2f} s"
        ratio = f"{search / r['wall_s']:.3g}×"
        nx_process = f"{r['nx_process_s']:.2f} s"
        process_ratio = f"{r['nx_process_s'] / r['wall_s']:.3g}×"
    print(f"| {r['name']} | {st['hosts']:,} | {st['switches']:,} | {st['queues']:,} | {st['dependencies']:,} | "
          f"{r['verdict']} | {s(ms.get('read', 0))} | {s(ms.get('validate', 0))} | "
          f"{s(ms.get('index', 0) + ms.get('forwarding', 0))} | {s(ms.get('graph', 0))} | {s(ms.get('cycles', 0))} | "
          f"{s(check)} | **{r['wall_s']:.2f} s** | {r['rss_kb'] / 1024:,.0f} MB | {nx_read} | {nx_search} | {ratio} | "
          f"{nx_process} | {process_ratio} |")
print()
print("ratio: networkx's SCC + cycle search time (reading the edge list not counted) over pfcheck's whole run;")
print("process ratio: the whole networkx process (Python start, import, read, search) over pfcheck's whole run.")
PY

#!/usr/bin/env bash
# pfcheck at scale, with its default options, side by side with networkx and igraph, in one run.
#
# Usage: bench/run.sh [RUNS]          RUNS: pfcheck runs per fabric, the median is reported (default 3)
#   FABRICS="ft-8 clos3-24" bench/run.sh   only these fabrics (default: all sixteen, see below)
#   BASELINE_TIMEOUT=600 (seconds), BASELINE_MEMORY_GB=16: limits of each baseline run
#   HEAP=4g: pfcheck's -Xmx;  EXTRAS=0: leave out the healthy k=32 and repair rows
#
# Needs networkx (Debian: apt-get install python3-networkx) and igraph (Debian: apt-get install
# python3-igraph; it is Debian's /usr/bin/python3 that has it, not a pyenv or venv python): the script
# installs them with apt-get where it can (root or sudo), else says what to install.
#
# For every fabric it writes a .pfc file (a `fabric` template, lossless 3 and 4, up-down routing, the
# first host of every ToR dead: its MAC entry ages out, so its ToR floods lossless packets to it),
# runs `pfcheck check FILE --format json` with the default options (hazard checks, coverage and the
# re-checks included: what a user runs; the ./pfcheck launcher with JAVA_OPTS=-Xmx$HEAP, its JVM flags
# and class-data archive; PFCHECK_SKIP_BUILD=1 so that no rebuild starts in the middle of a measurement)
# RUNS times under /usr/bin/time -v (wall and CPU time, peak RSS, stage times from the JSON report),
# once more with --hazards none, exports the dependency graph as an edge list (bench/jmh ExportEdges),
# runs bench/baseline_networkx.py and bench/baseline_igraph.py on it, and prints a Markdown table. CPU
# time (user + sys) is the figure to compare on a shared machine; the ratios compare processes of the
# same run. The "-fix" fabrics add `default on-mac-miss drop-lossless` (the SIGCOMM'16 fix): acyclic,
# so pfcheck proves freedom and networkx's cycle search must visit the whole graph. With EXTRAS=1 (the
# default) it also counts the diagnostic lines of a healthy generated k=32 fat-tree and times
# `pfcheck repair examples/fattree8-dead-host-per-tor.pfc`. Work files go to bench/out/ (not tracked).
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
can_install() { [ "$(id -u)" = 0 ] || command -v sudo >/dev/null 2>&1; }
[ -x /usr/bin/time ] || need_apt time
if ! python3 -c 'import networkx' 2>/dev/null; then
  can_install || { echo "bench: networkx missing: apt-get install python3-networkx" >&2; exit 1; }
  need_apt python3-networkx
fi
# igraph: the first python that has it (Debian's package is for /usr/bin/python3)
IGRAPH_PY=""
for py in python3 /usr/bin/python3; do
  if "$py" -c 'import igraph' 2>/dev/null; then IGRAPH_PY="$py"; break; fi
done
if [ -z "$IGRAPH_PY" ]; then
  can_install || { echo "bench: igraph missing: apt-get install python3-igraph (Debian's /usr/bin/python3)" >&2; exit 1; }
  need_apt python3-igraph
  IGRAPH_PY=/usr/bin/python3
fi
EXTRAS="${EXTRAS:-1}"

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
  echo "bench: $name: pfcheck --hazards none" >&2
  status=0
  PFCHECK_SKIP_BUILD=1 JAVA_OPTS="-Xmx$HEAP" /usr/bin/time -v -o "$OUT/$name.time.none" ./pfcheck check "$file" --format json \
    --hazards none -o "$OUT/$name.json.none" >/dev/null 2>"$OUT/$name.err.none" || status=$?
  if [ "$status" -gt 1 ]; then echo "bench: $name: pfcheck --hazards none exited $status" >&2; exit 1; fi
  echo "bench: $name: exporting the edge list" >&2
  java "-Xmx$HEAP" -cp "$BENCH_CP" org.pfcheck.bench.ExportEdges "$file" "$OUT/$name.edges"
  echo "bench: $name: networkx (at most ${BASELINE_TIMEOUT}s, ${BASELINE_MEMORY_GB} GB)" >&2
  status=0
  (ulimit -v $((BASELINE_MEMORY_GB * 1024 * 1024)); timeout "$BASELINE_TIMEOUT" /usr/bin/time -f "%e %U %S" -o "$OUT/$name.nx.time" \
    python3 bench/baseline_networkx.py "$OUT/$name.edges") > "$OUT/$name.nx.json" 2>"$OUT/$name.nx.err" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "{\"failed\": \"exit $status$([ "$status" = 124 ] && echo ", over ${BASELINE_TIMEOUT}s")\"}" > "$OUT/$name.nx.json"
  fi
  echo "bench: $name: igraph (at most ${BASELINE_TIMEOUT}s, ${BASELINE_MEMORY_GB} GB)" >&2
  status=0
  (ulimit -v $((BASELINE_MEMORY_GB * 1024 * 1024)); timeout "$BASELINE_TIMEOUT" /usr/bin/time -f "%e %U %S" -o "$OUT/$name.ig.time" \
    "$IGRAPH_PY" bench/baseline_igraph.py "$OUT/$name.edges") > "$OUT/$name.ig.json" 2>"$OUT/$name.ig.err" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "{\"failed\": \"exit $status$([ "$status" = 124 ] && echo ", over ${BASELINE_TIMEOUT}s")\"}" > "$OUT/$name.ig.json"
  fi
  rm -f "$OUT/$name.edges"
  python3 - "$OUT" "$name" "$RUNS" >> "$ROWS" <<'PY'
import json, re, statistics, sys
out, name, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def wall(text):
    m = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", text)
    return (int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + float(m.group(3)))
def cpu(text):
    return (float(re.search(r"User time \(seconds\): ([\d.]+)", text).group(1))
            + float(re.search(r"System time \(seconds\): ([\d.]+)", text).group(1)))
def rss(text):
    return int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1))
def process(kind):
    result = json.load(open(f"{out}/{name}.{kind}.json"))
    if "failed" in result:
        return result, None, None
    w, u, s = open(f"{out}/{name}.{kind}.time").read().split()[-3:]
    return result, float(w), float(u) + float(s)
walls, cpus, rsses, reports = [], [], [], []
for r in range(1, runs + 1):
    t = open(f"{out}/{name}.time.{r}").read()
    walls.append(wall(t)); cpus.append(cpu(t)); rsses.append(rss(t))
    reports.append(json.load(open(f"{out}/{name}.json.{r}")))
mid = sorted(range(runs), key=lambda i: walls[i])[runs // 2]
rep = reports[mid]
stages = {k: statistics.median(r["stats"]["millis"].get(k, 0) for r in reports)
          for k in rep["stats"]["millis"]}
none = open(f"{out}/{name}.time.none").read()
nx, nx_wall, nx_cpu = process("nx")
ig, ig_wall, ig_cpu = process("ig")
print(json.dumps({"name": name, "verdict": rep["verdict"], "stats": rep["stats"], "stages_ms": stages,
                  "wall_s": statistics.median(walls), "cpu_s": statistics.median(cpus), "walls": walls,
                  "rss_kb": max(rsses), "none_wall_s": wall(none), "none_cpu_s": cpu(none),
                  "nx": nx, "nx_process_s": nx_wall, "nx_cpu_s": nx_cpu,
                  "ig": ig, "ig_process_s": ig_wall, "ig_cpu_s": ig_cpu}))
PY
done

python3 - "$ROWS" "$RUNS" "$HEAP" <<'PY' | tee "$OUT/results.md"
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print(f"pfcheck: median of {sys.argv[2]} runs of `pfcheck check FILE --format json` (default options) with "
      f"-Xmx{sys.argv[3]}, and one run with --hazards none (wall / CPU = user + sys of the whole process, JVM "
      "start included; stages are wall times from the report); networkx and igraph: one run each, whole process "
      "(start, import, read the edge list, SCC, cycle).")
print()
print("| fabric | hosts | dependencies | verdict | graph + cycles | coverage | hazards | recheck | reference-recheck | "
      "pfcheck wall / CPU | `--hazards none` wall / CPU | peak RSS | networkx wall / CPU | igraph wall / CPU | "
      "networkx / pfcheck (wall) | igraph / pfcheck (wall) |")
print("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
def s(ms): return f"{ms / 1000:.2f} s"
def proc(r, kind):
    res = r[kind]
    if "failed" in res:
        return res["failed"], "—"
    return f"{r[kind + '_process_s']:.2f} s / {r[kind + '_cpu_s']:.2f} s", f"{r[kind + '_process_s'] / r['wall_s']:.2f}×"
for r in rows:
    st, ms = r["stats"], r["stages_ms"]
    nx, nx_ratio = proc(r, "nx")
    ig, ig_ratio = proc(r, "ig")
    print(f"| {r['name']} | {st['hosts']:,} | {st['dependencies'] or 0:,} | {r['verdict']} | "
          f"{s(ms.get('graph', 0) + ms.get('cycles', 0))} | {s(ms.get('coverage', 0))} | {s(ms.get('hazards', 0))} | "
          f"{s(ms.get('recheck', 0) + ms.get('certificate', 0))} | {s(ms.get('reference-recheck', 0))} | "
          f"**{r['wall_s']:.2f} s** / {r['cpu_s']:.2f} s | {r['none_wall_s']:.2f} s / {r['none_cpu_s']:.2f} s | "
          f"{r['rss_kb'] / 1024:,.0f} MB | {nx} | {ig} | {nx_ratio} | {ig_ratio} |")
print()
print("networkx / pfcheck, igraph / pfcheck: the baseline's whole process over pfcheck's whole run (wall), same sitting.")
PY

if [ "$EXTRAS" = 1 ]; then
  echo "bench: healthy k=32 (pfcheck generate fat-tree --k 32): diagnostic lines" >&2
  PFCHECK_SKIP_BUILD=1 ./pfcheck generate fat-tree --k 32 > "$OUT/healthy32.pfc"
  status=0
  PFCHECK_SKIP_BUILD=1 JAVA_OPTS="-Xmx$HEAP" /usr/bin/time -f "%e %U %S" -o "$OUT/healthy32.time" ./pfcheck check \
    "$OUT/healthy32.pfc" > /dev/null 2> "$OUT/healthy32.err" || status=$?
  read -r w u s < <(tail -1 "$OUT/healthy32.time")
  echo "| healthy k=32, default check | exit $status | $(wc -l < "$OUT/healthy32.err") lines on stderr, $(grep -c '\[PFC' "$OUT/healthy32.err" || true) diagnostics | ${w} s wall / $(python3 -c "print(round($u + $s, 2))") s CPU |" | tee -a "$OUT/results.md"
  echo "bench: pfcheck repair examples/fattree8-dead-host-per-tor.pfc" >&2
  status=0
  PFCHECK_SKIP_BUILD=1 JAVA_OPTS="-Xmx$HEAP" timeout 600 /usr/bin/time -f "%e %U %S" -o "$OUT/repair8.time" ./pfcheck repair \
    examples/fattree8-dead-host-per-tor.pfc > "$OUT/repair8.out" 2> "$OUT/repair8.err" || status=$?
  read -r w u s < <(tail -1 "$OUT/repair8.time")
  echo "| repair fattree8-dead-host-per-tor | exit $status | | ${w} s wall / $(python3 -c "print(round($u + $s, 2))") s CPU |" | tee -a "$OUT/results.md"
fi

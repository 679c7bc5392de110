#!/usr/bin/env bash
# Cold start of pfcheck on the examples, one process per check, with hyperfine (Debian: apt-get
# install hyperfine): the launcher in this clone (thin jar + lib/), the launcher of the release archive
# (dist/target/pfcheck-VERSION.tar.gz, unpacked: the shaded jar), `java -jar` on the release jar with
# the JVM's defaults, and, with BASELINE=REV, the launcher of revision REV run on this build's jars.
# Each launcher has made its class-data archive before the runs (its first run does). Run it after
# `mvn -B package`. Usage: [BASELINE=REV] [RUNS=20] bench/startup.sh [EXAMPLE.pfc ...]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { echo "bench/startup.sh: hyperfine not found (apt-get install hyperfine)" >&2; exit 2; }
archive="$(ls dist/target/pfcheck-*.tar.gz)"
version="$(basename "$archive" .tar.gz)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar xzf "$archive" -C "$work"
release="$work/$version"
commands=(-n "clone ./pfcheck check" "./pfcheck check {example} --quiet"
          -n "release pfcheck check" "$release/pfcheck check {example} --quiet"
          -n "java -jar pfcheck-VERSION.jar check" "java -jar $release/$version.jar check {example} --quiet")
if [ -n "${BASELINE:-}" ]; then
  mkdir -p "$work/baseline/cli/target"
  git archive "$BASELINE" | tar x -C "$work/baseline"
  cp -r cli/target/pfcheck-cli-*.jar cli/target/lib "$work/baseline/cli/target/"
  touch "$work/baseline/cli/target/"pfcheck-cli-*.jar
  commands+=(-n "$BASELINE ./pfcheck check" "$work/baseline/pfcheck check {example} --quiet")
fi
examples=("$@")
[ ${#examples[@]} -gt 0 ] || examples=(examples/sigcomm16-flood-deadlock.pfc examples/sigcomm16-flood-drop-fix.pfc
  examples/clos-two-failures-bounce.pfc examples/sigcomm16-dead-server-any.pfc)
for i in "${!examples[@]}"; do  # one example at a time: all commands on it, then the next
  hyperfine -N --warmup 2 --runs "${RUNS:-20}" -i "${commands[@]//\{example\}/${examples[$i]}}" \
    --export-json "$work/startup.$i.json" >&2
done
# median wall time (robust against other load on the machine), mean ± σ, and the CPU time per run
python3 - "${examples[@]}" <<PY
import json, sys
print("| example | command | median | mean ± σ | user + sys CPU |")
print("|---|---|---:|---:|---:|")
for i, example in enumerate(sys.argv[1:]):
  for r in json.load(open(f"$work/startup.{i}.json"))["results"]:
    ex = example.split("/")[-1]
    print(f"| {ex} | {r['command']} | {r['median']*1000:.0f} ms | {r['mean']*1000:.0f} ± {r['stddev']*1000:.0f} ms "
          f"| {(r['user']+r['system'])*1000:.0f} ms |")
PY

#!/usr/bin/env bash
# Z3 space query against explicit enumeration on k-ary fat-trees with "any <= f link failures".
# Usage: bench/z3/run.sh [CAP_SECONDS] [ROUTING[,ROUTING]] [K,..] [F,..]
#   defaults: 120 shortest-path 4,6,8 1,2,3   (prints a Markdown table; each engine run capped at CAP)
set -euo pipefail
cd "$(dirname "$0")/../.."
mvn -B -q -o -pl encodings -am install -DskipTests
mvn -B -q -o -pl encodings dependency:build-classpath -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test
CP="encodings/target/test-classes:encodings/target/classes:$(cat encodings/target/bench.classpath)"
exec java -Xss16m -cp "$CP" org.pfcheck.encodings.bench.SpaceBenchmark "${1:-120}" "${2:-shortest-path}" "${3:-4,6,8}" "${4:-1,2,3}"

#!/usr/bin/env bash
# JMH benchmarks of the hot stages (BDG build, SCC + cycle cover, certificate) on k-ary fat-trees.
# Usage: bench/jmh/run.sh [JMH options...]   e.g. bench/jmh/run.sh -p k=32 StageBenchmarks.buildGraph
# Builds and installs pfcheck first; this module is not part of the default `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")/../.."
mvn -B -q install -DskipTests
mvn -B -q -f bench/jmh/pom.xml compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
exec java -cp "bench/jmh/target/classes:$(cat bench/jmh/target/classpath.txt)" org.openjdk.jmh.Main "$@"

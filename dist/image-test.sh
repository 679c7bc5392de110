#!/usr/bin/env bash
# Builds the container image (Dockerfile) and runs it on the examples, where a container engine runs
# (docker or podman); elsewhere it says that it skipped and why, and exits 0. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

engine=""
why=""
for candidate in docker podman; do
  if ! command -v "$candidate" >/dev/null 2>&1; then
    why="$why${why:+; }no $candidate"
    continue
  fi
  if out="$("$candidate" info 2>&1)"; then
    engine="$candidate"
    break
  fi
  why="$why${why:+; }$candidate info: $(printf '%s\n' "$out" | grep -v '^ *$' | tail -n 1)"
done
if [ -z "$engine" ]; then
  echo "dist/image-test.sh: skipped: no container engine runs here ($why)"
  exit 0
fi

tag="pfcheck-image-test:$$"
trap '"$engine" rmi -f "$tag" >/dev/null 2>&1 || true' EXIT
fail() { echo "dist/image-test.sh: $*" >&2; exit 1; }
"$engine" build -q --build-arg PFCHECK_COMMIT="$(git rev-parse HEAD 2>/dev/null || true)" -t "$tag" . >/dev/null \
  || fail "$engine build failed"

work="$(mktemp -d)"
cp examples/sigcomm16-flood-deadlock.pfc examples/sigcomm16-flood-drop-fix.pfc "$work/"
chmod -R a+rwX "$work"
run() { "$engine" run --rm -v "$work:/work" "$tag" "$@"; }
status=0; run check sigcomm16-flood-deadlock.pfc --quiet || status=$?
[ "$status" -eq 1 ] || fail "check of a deadlocking fabric exited $status, expected 1"
status=0; run check sigcomm16-flood-drop-fix.pfc --report reports --quiet || status=$?
[ "$status" -eq 0 ] || fail "check of a free fabric exited $status, expected 0"
[ -s "$work/reports/sigcomm16-flood-drop-fix.html" ] || fail "no HTML report in the mounted directory"
user="$("$engine" run --rm --entrypoint id "$tag" -u)"
[ "$user" != 0 ] || fail "the image runs as root"
run --version | grep -q "^pfcheck " || fail "--version does not name pfcheck"
rm -rf "$work"
echo "dist/image-test.sh: ok ($engine: the image checks the examples as user $user)"

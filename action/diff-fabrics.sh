#!/usr/bin/env bash
# For a change (a pull or merge request): runs `pfcheck diff --git BASE HEAD FILE` on every fabric the
# change modifies, prints what changed (on GitHub Actions grouped, with an annotation, and in the job
# summary) and keeps each diff in OUT/diff/. Exits 1 when a change introduces a cycle or a version
# cannot be checked, else 0.
#   PFCHECK         the launcher (required)
#   PFCHECK_BASE    the base revision (default: origin/$GITHUB_BASE_REF, fetched when missing)
#   PFCHECK_FABRICS git pathspecs of the fabrics (default: *.pfc)
#   PFCHECK_OUT     the output directory (default: pfcheck-out)
set -euo pipefail
: "${PFCHECK:?set PFCHECK to the pfcheck launcher}"
base="${PFCHECK_BASE:-}"
if [ -z "$base" ]; then
  : "${GITHUB_BASE_REF:?set PFCHECK_BASE (or GITHUB_BASE_REF) to the base revision}"
  base="origin/$GITHUB_BASE_REF"
  git rev-parse --verify -q "$base^{commit}" >/dev/null \
    || git fetch --no-tags --quiet origin "+refs/heads/$GITHUB_BASE_REF:refs/remotes/origin/$GITHUB_BASE_REF"
fi
out="${PFCHECK_OUT:-pfcheck-out}"
read -r -a pathspecs <<< "$(printf '%s' "${PFCHECK_FABRICS:-*.pfc}" | tr '\n' ' ')"
mkdir -p "$out/diff"
github() { [ "${GITHUB_ACTIONS:-}" = true ]; }
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

worst=0
while IFS= read -r -d '' f; do
  report_name "$f"
  name="$REPORT_NAME"
  github && echo "::group::pfcheck diff $(escape_data "$f")"
  status=0
  "$PFCHECK" diff --git "$base" HEAD "$f" >"$out/diff/$name.txt" 2>&1 || status=$?
  cat "$out/diff/$name.txt"
  github && echo "::endgroup::"
  case "$status" in
    0) message="" ;;
    1) message="this change introduces a PFC deadlock" ;;
    2) message="pfcheck could not read one version of this file (input error)" ;;
    3) message="pfcheck gave no verdict for this change (timeout or limit): not a proof" ;;
    *) message="pfcheck diff failed (exit status $status)" ;;
  esac
  if [ -n "$message" ]; then
    annotate error "$f" "$message"
    worst=1
  fi
  if github && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    { echo "### pfcheck diff \`$f\`"; echo '```'; cat "$out/diff/$name.txt"; echo '```'; } >>"$GITHUB_STEP_SUMMARY"
  fi
done < <(git diff -z --name-only --diff-filter=M "$base" HEAD -- "${pathspecs[@]}")
exit "$worst"

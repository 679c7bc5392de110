#!/usr/bin/env bash
# For a change (a pull or merge request): runs `pfcheck diff --git BASE HEAD FILE` on every fabric the
# change modifies, prints what changed (on GitHub Actions grouped, with an annotation, and in the job
# summary) and keeps each diff in OUT/diff/. Exits 1 when a change introduces a cycle, a version
# cannot be checked or a changed fabric is no regular file (a symbolic link), else 0; 2 when it refuses
# the output directory (one git tracks files in, or a symbolic link). What pfcheck prints reaches the
# log through log_safe (common.sh).
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
github() { [ "${GITHUB_ACTIONS:-}" = true ]; }
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
refused="$(out_refusal "$out")"
if [ -n "$refused" ]; then
  echo "diff-fabrics: will not write into $out: $refused" | log_safe >&2
  exit 2
fi
mkdir -p "$out/diff"

worst=0
while IFS= read -r -d '' f; do
  # both versions come from git's objects; the one rule still holds: a link is not a fabric
  refused="$(fabric_refusal "$f" "$(git --literal-pathspecs ls-tree HEAD -- "$f" | cut -d ' ' -f 1)")"
  if [ -n "$refused" ]; then
    annotate error "$f" "pfcheck: not compared: $refused (only regular files of the repository are read)"
    worst=1
    continue
  fi
  report_name "$f"
  name="$REPORT_NAME"
  github && echo "::group::pfcheck diff $(escape_data "$f")"
  status=0
  # '--' before the revisions and the path: a fabric named -V/fabric.pfc is a file, not --version
  "$PFCHECK" diff --git -- "$base" HEAD "$f" >"$out/diff/$name.txt" 2>&1 || status=$?
  log_safe <"$out/diff/$name.txt"
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
    { echo "### pfcheck diff <code>$(html_text "$f")</code>"; echo '<pre>'; html_text <"$out/diff/$name.txt"
      echo '</pre>'; } >>"$GITHUB_STEP_SUMMARY"
  fi
done < <(git diff -z --name-only --diff-filter=M "$base" HEAD -- "${pathspecs[@]}")
exit "$worst"

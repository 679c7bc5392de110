#!/usr/bin/env bash
# Checks every fabric of the repository in the current directory with pfcheck: one report per fabric
# in OUT/FORMAT/ and its HTML report in OUT/html/NAME/ (NAME: the path with / as _, made unique with -2,
# -3, ...); prints one line per fabric (on GitHub Actions, an annotation on the file), and records
# whether any fabric failed. Exits 0 when every fabric is proven deadlock-free, else 1 (a deadlock, an
# input error, no verdict, a hazard with --hazards error, an internal error, or a fabric not checked:
# a symbolic link or a file outside the work tree), 2 for a usage error or an output directory it
# refuses (one git tracks files in, or a symbolic link). What pfcheck prints reaches the log through
# log_safe (common.sh): no file name or fabric line in it is a workflow command.
#   PFCHECK         the launcher (required)
#   PFCHECK_FABRICS git pathspecs of the fabrics, one per line or separated by spaces (default: *.pfc)
#   PFCHECK_FORMAT  sarif (default; GitHub code scanning) or junit (GitLab's test report)
#   PFCHECK_ARGS    more options for `pfcheck check`, split at white space and newlines (e.g. --timeout 5m)
#   PFCHECK_OUT     the output directory (default: pfcheck-out)
set -euo pipefail
: "${PFCHECK:?set PFCHECK to the pfcheck launcher}"
format="${PFCHECK_FORMAT:-sarif}"
case "$format" in
  sarif) ext=sarif ;;
  junit) ext=xml ;;
  *) echo "check-fabrics: PFCHECK_FORMAT must be sarif or junit, not '$format'" >&2; exit 2 ;;
esac
out="${PFCHECK_OUT:-pfcheck-out}"
read -r -d '' -a args <<< "${PFCHECK_ARGS:-}" || true  # split at white space, newlines included
read -r -a pathspecs <<< "$(printf '%s' "${PFCHECK_FABRICS:-*.pfc}" | tr '\n' ' ')"
# One line per fabric; on GitHub Actions an annotation on the file.
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
refused="$(out_refusal "$out")"
if [ -n "$refused" ]; then
  echo "check-fabrics: will not write into $out: $refused" | log_safe >&2
  exit 2
fi
mkdir -p "$out/$format" "$out/html"
# the Action uploads OUT's reports only when this says it checked OUT (not a link to elsewhere)
[ -z "${GITHUB_OUTPUT:-}" ] || echo "out-safe=1" >>"$GITHUB_OUTPUT"

failed=0
count=0
while IFS= read -r -d '' entry; do
  f="${entry#*$'\t'}"  # git ls-files -s: MODE OBJECT STAGE<TAB>PATH
  count=$((count + 1))
  refused="$(fabric_refusal "$f" "${entry%% *}")"
  if [ -n "$refused" ]; then
    annotate error "$f" "pfcheck: not checked: $refused (only regular files of the repository are read)"
    failed=1
    continue
  fi
  report_name "$f"
  name="$REPORT_NAME"
  status=0
  # one HTML directory per fabric: two fabrics of one name in two directories keep both reports; '--'
  # before the path: a fabric named -h-ring.pfc is a file to check, not a request for help
  "$PFCHECK" check --quiet --format "$format" --output "$out/$format/$name.$ext" --report "$out/html/$name" \
    ${args[@]+"${args[@]}"} -- "$f" 2>&1 | log_safe || status=${PIPESTATUS[0]}
  case "$status" in
    0) annotate notice "$f" "pfcheck: deadlock-free (proven)" ;;
    1) annotate error "$f" "pfcheck: a PFC deadlock is possible (exit status 1): see the report" ;;
    2) annotate error "$f" "pfcheck: input or usage error (exit status 2)" ;;
    3) annotate warning "$f" "pfcheck: no verdict (exit status 3: a timeout or limit), not a proof" ;;
    5) annotate error "$f" "pfcheck: deadlock-free, but --hazards error found a hazard (exit status 5): see the report" ;;
    *) annotate error "$f" "pfcheck failed (exit status $status)" ;;
  esac
  [ "$status" -eq 0 ] || failed=1
done < <(git ls-files -s -z -- "${pathspecs[@]}")
if [ "$count" -eq 0 ]; then
  echo "check-fabrics: no file matches ${pathspecs[*]}: nothing checked" | log_safe >&2
  failed=1
fi
[ -z "${GITHUB_OUTPUT:-}" ] || echo "failed=$failed" >>"$GITHUB_OUTPUT"
echo "check-fabrics: $count fabric(s) checked; reports in $out/$format/, HTML reports in $out/html/" | log_safe
exit "$failed"

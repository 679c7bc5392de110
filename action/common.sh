#!/usr/bin/env bash
# Sourced by check-fabrics.sh and diff-fabrics.sh.
#   annotate LEVEL FILE MESSAGE  one line about FILE; on GitHub Actions a workflow command (an annotation
#                                on the file), escaped as GitHub requires: a name with ',' or ':' still
#                                names the file, and a newline in it starts no command
#   escape_data TEXT             TEXT as a workflow command's message or a group's title
#   report_name FILE             sets REPORT_NAME: FILE without .pfc, / as _, unique among the names
#                                made so far (a/b.pfc and a_b.pfc must not write one report)

escape_data() {
  local s="${1//%/%25}"
  s="${s//$'\r'/%0D}"
  printf '%s' "${s//$'\n'/%0A}"
}

annotate() {
  if [ "${GITHUB_ACTIONS:-}" = true ]; then
    local file
    file="$(escape_data "$2")"
    file="${file//:/%3A}"
    echo "::$1 file=${file//,/%2C}::$(escape_data "$3")"
  else
    echo "$2: $3"
  fi
}

report_names=()  # an indexed array: macOS's bash 3.2 has no associative ones
report_name() {
  local base="${1%.pfc}" k=2
  base="${base//\//_}"
  REPORT_NAME="$base"
  while report_name_taken "$REPORT_NAME"; do
    REPORT_NAME="$base-$k"
    k=$((k + 1))
  done
  report_names+=("$REPORT_NAME")
}

report_name_taken() {
  local n
  for n in ${report_names[@]+"${report_names[@]}"}; do
    [ "$n" != "$1" ] || return 0
  done
  return 1
}

#!/usr/bin/env bash
# Sourced by check-fabrics.sh and diff-fabrics.sh.
#   annotate LEVEL FILE MESSAGE  one line about FILE; on GitHub Actions a workflow command (an annotation
#                                on the file), escaped as GitHub requires: a name with ',' or ':' still
#                                names the file, and a newline in it starts no command
#   escape_data TEXT             TEXT as a workflow command's message or a group's title
#   log_safe                     a filter: every line pfcheck prints goes through it into the log
#   html_text [TEXT]             TEXT (else standard input) as HTML text, for the job summary
#   fabric_refusal FILE MODE     why FILE (git's index MODE) is not checked, or nothing
#   out_refusal DIR              why the scripts may not write into DIR, or nothing
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
    echo "$2: $3" | log_safe
  fi
}

# GitHub's runner reads a log line as a workflow command when, after white space, it starts with '::'
# (::error, ::add-mask::, ::stop-commands::) or when it holds '##[' anywhere (the older form), and it
# ends a line at CR as at LF. Its white space is .NET's (String.TrimStart): Unicode's too, a no-break
# space (U+00A0) or U+3000 included, which sed's [[:space:]] is not. What pfcheck prints quotes file
# names and fabric lines: a '::' after a run of white space or non-ASCII bytes that starts a line gets a
# '\' before it, '##[' becomes '#\#[', and a CR a line end of its own. Bytes, in the C locale.
log_safe() {
  tr '\r' '\n' | LC_ALL=C sed -E -e 's/^(([[:space:]]|[^ -~])*)::/\1\\::/' -e 's/##\[/#\\#[/g'
}

# The job summary is Markdown with HTML: a file name or a line pfcheck prints is shown in <code> or
# <pre> with & < > and Markdown's punctuation as character references, so it can close no element or
# code fence and add no link, image or heading.
html_text() {
  if [ "$#" -gt 0 ]; then printf '%s' "$1" | tr '\r\n' '  '; else cat; fi \
    | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/\[/\&#91;/g' -e 's/]/\&#93;/g' \
      -e 's/(/\&#40;/g' -e 's/)/\&#41;/g' -e 's/`/\&#96;/g' -e 's/\*/\&#42;/g' -e 's/_/\&#95;/g' \
      -e 's/!/\&#33;/g' -e 's/\\/\&#92;/g' -e 's/|/\&#124;/g' -e 's/~/\&#126;/g'
}

# The one rule for what the scripts read: a regular file of the repository (git mode 100644 or 100755),
# not a symbolic link, inside the work tree. A committed link (leak.pfc -> .git/config) would copy what
# it points to into the reports and the uploaded artifacts.
fabric_refusal() {
  case "$2" in
    100644 | 100755) ;;
    120000) echo "it is a symbolic link"; return ;;
    *) echo "it is not a regular file (git mode $2)"; return ;;
  esac
  if [ -L "$1" ]; then echo "it is a symbolic link"; return; fi
  if [ ! -f "$1" ]; then echo "it is not a regular file in the work tree"; return; fi
  local top dir
  top="$(cd -P -- "$(git rev-parse --show-toplevel)" && pwd -P)"
  dir="$(cd -P -- "$(dirname -- "$1")" 2>/dev/null && pwd -P)" || { echo "its directory cannot be read"; return; }
  case "$dir/" in
    "$top/"*) ;;
    *) echo "it is outside the repository" ;;
  esac
}

# The one rule for where the scripts write: not into a directory that git tracks files in (a committed
# pfcheck-out could hold links), nor through a symbolic link in the path below the current directory
# (a committed pfcheck-out -> /elsewhere made the scripts write outside the workspace).
out_refusal() {
  local path="${1%/}" here part
  here="$(pwd -P)"
  case "$path" in
    "$here"/*) path="${path#"$here"/}" ;;
    /*) [ ! -L "$path" ] || echo "it is a symbolic link"; return ;;
  esac
  if [ -n "$(git --literal-pathspecs ls-files -- "$path" 2>/dev/null | head -n 1)" ]; then
    echo "git tracks files in it"
    return
  fi
  part="$path"
  while [ -n "$part" ]; do
    if [ -L "$part" ]; then echo "$part is a symbolic link"; return; fi
    case "$part" in */*) part="${part%/*}" ;; *) part="" ;; esac
  done
}

report_names=()  # an indexed array: macOS's bash 3.2 has no associative ones
report_name() {
  local base="${1%.pfc}" k=2
  base="${base//\//_}"
  case "$base" in .*) base="_$base" ;; esac  # '.', '..' and hidden names stay files of their own
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

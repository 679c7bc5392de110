#!/usr/bin/env bash
# Downloads a pfcheck release archive, checks its SHA-256 and unpacks it; prints the launcher's path
# (and sets the step output `pfcheck` on GitHub Actions). Needs curl or wget, sha256sum (or macOS's
# shasum), tar.
#   PFCHECK_VERSION     the release, e.g. 0.1.0; default: the version of the action files beside this
#                       script (a release tag's pom), refused when that is a -SNAPSHOT
#   PFCHECK_REPOSITORY  OWNER/NAME of the GitHub repository whose releases hold pfcheck-VERSION.tar.gz
#   PFCHECK_ARCHIVE_URL the archive's URL instead (any URL curl reads, file:// too); its checksum is URL.sha256
#   PFCHECK_SHA256      the archive's expected SHA-256, to pin its content (optional)
#   PFCHECK_DEST        where to unpack (default: $RUNNER_TEMP/pfcheck, else a new temporary directory)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
fail() { echo "pfcheck install: $*" >&2; exit 2; }

version="${PFCHECK_VERSION:-}"
if [ -z "$version" ] && [ -f "$here/../pom.xml" ]; then
  version="$(sed -n '/<artifactId>pfcheck-parent<\/artifactId>/{n;s/.*<version>\(.*\)<\/version>.*/\1/p;q}' "$here/../pom.xml")"
  case "$version" in
    *-SNAPSHOT) fail "this action's ref is not a release (version $version): pin a release tag, or set 'version'" ;;
  esac
fi
[ -n "$version" ] || fail "no version: set 'version' (PFCHECK_VERSION), e.g. 0.1.0"
name="pfcheck-$version.tar.gz"
url="${PFCHECK_ARCHIVE_URL:-}"
if [ -z "$url" ]; then
  [ -n "${PFCHECK_REPOSITORY:-}" ] \
    || fail "no repository to download from: set 'repository' (PFCHECK_REPOSITORY=OWNER/NAME) or PFCHECK_ARCHIVE_URL"
  url="https://github.com/$PFCHECK_REPOSITORY/releases/download/v$version/$name"
fi
dest="${PFCHECK_DEST:-}"
if [ -z "$dest" ]; then
  if [ -n "${RUNNER_TEMP:-}" ]; then dest="$RUNNER_TEMP/pfcheck"; else dest="$(mktemp -d)"; fi
fi
mkdir -p "$dest"

fetch() {  # fetch URL FILE
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --retry 3 -o "$2" "$1"
  else
    wget -q -O "$2" "$1"
  fi
}
fetch "$url" "$dest/$name" || fail "cannot download $url"
fetch "$url.sha256" "$dest/$name.sha256" || fail "cannot download $url.sha256"
check_sum() {  # check_sum FILE|-  (lines 'HASH  NAME', as sha256sum writes them)
  if command -v sha256sum >/dev/null 2>&1; then sha256sum -c --quiet "$1"; else shasum -a 256 -c --quiet "$1"; fi
}
# the published line must name the archive itself: 'HASH  /dev/null' would check another file and pass
read -r _ published_name _ <"$dest/$name.sha256" || true
case "$published_name" in
  "$name" | "*$name") ;;
  *) fail "$name.sha256 does not name $name: it cannot vouch for it" ;;
esac
(cd "$dest" && check_sum "$name.sha256") >&2 || fail "$name does not match its published SHA-256"
if [ -n "${PFCHECK_SHA256:-}" ]; then
  (cd "$dest" && echo "$PFCHECK_SHA256  $name" | check_sum -) >&2 || fail "$name does not match the SHA-256 given"
fi
tar -xzf "$dest/$name" -C "$dest"
launcher="$dest/pfcheck-$version/pfcheck"
[ -x "$launcher" ] || fail "$name holds no pfcheck-$version/pfcheck"
"$launcher" --version >&2
[ -z "${GITHUB_OUTPUT:-}" ] || echo "pfcheck=$launcher" >>"$GITHUB_OUTPUT"
echo "$launcher"

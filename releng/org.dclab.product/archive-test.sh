#!/usr/bin/env bash
# Archive test: the Linux x86_64 download used the way a student uses it, on this machine.
#   1. GNU tar unpacks it without a word into an empty folder outside the source tree, whose path has a space, as
#      many users' folders do; it holds one folder, dclab/;
#   2. a user with a home of their own, java on the PATH and no Maven there, and nothing of the source tree (no
#      variable, no working directory in it) runs ./dclab in that folder: --version; the command line validates the
#      shipped examples, runs one and writes its results outside the folder, with its state folder in XDG_STATE_HOME;
#      with no Java at all it says what to install;
#   3. the workbench opens on an X display of the test's own and paints its window (the screenshot is kept); its
#      workspace and state are in the user's home, and it logs no error;
#   4. nothing was written into the unpacked folder (its listing of names, types, modes, sizes and times is the same
#      after all this as right after unpacking), and no file there names the build's source tree, except p2's own
#      record of where the build installed the product (p2/), which the product never reads.
# It runs as the build's user, who could write into the folder, so that a write would show in the listing.
# Usage: archive-test.sh ARCHIVE OUTPUT_DIR
set -euo pipefail

archive=$1
out=$2
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
window_timeout_s=${DCLAB_SMOKE_TIMEOUT:-90}
rm -rf "$out"
mkdir -p "$out"

fail() { printf 'ARCHIVE TEST FAILED: %s\n' "$*" >&2; exit 1; }
# shellcheck source=workbench-window.sh
. "$(dirname "${BASH_SOURCE[0]}")/workbench-window.sh"

[ -f "$archive" ] || fail "no archive at $archive"
place=$(mktemp -d "${TMPDIR:-/tmp}/dclab archive-test.XXXXXX")
trap 'stop_workbench; stop_own_display; rm -rf "$place"' EXIT
case $place/ in "$root"/*) fail "the test folder $place is inside the source tree $root" ;; esac
unpacked="$place/my downloads"
home="$place/home"
mkdir -p "$unpacked" "$home"

# 1. Unpack as a user does.
tar -xzf "$archive" -C "$unpacked" 2>"$out/tar.err" || fail "tar -xzf $archive exited $?: $(cat "$out/tar.err")"
[ ! -s "$out/tar.err" ] || fail "GNU tar said while unpacking: $(head -n 5 "$out/tar.err")"
[ "$(ls -A "$unpacked")" = dclab ] || fail "the archive holds $(ls -A "$unpacked" | tr '\n' ' ')rather than one folder dclab/"
folder="$unpacked/dclab"
listing() {
	find "$folder" -printf '%y %m %s %T@ %P\n' | LC_ALL=C sort
}
listing >"$out/listing-unpacked.txt"
echo "archive: $(basename "$archive") ($(du -m "$archive" | cut -f 1) MB) unpacked by GNU tar without a word: $(wc -l <"$out/listing-unpacked.txt") files and folders"

# 2. The user's PATH: the programs of /usr/bin and /bin but Maven's, and the java that runs this build in a folder of
# its own, so that a PATH without it can be had as well.
tools="$place/bin"
java_dir="$place/java"
mkdir -p "$tools" "$java_dir"
for tool in /usr/bin/* /bin/*; do
	name=${tool##*/}
	case $name in mvn* | java) continue ;; esac
	[ -e "$tools/$name" ] || ln -s "$tool" "$tools/$name"
done
ln -s "$(command -v "${JAVA_HOME:+$JAVA_HOME/bin/}java")" "$java_dir/java"
user_path="$java_dir:$tools"
user=(env -i -C "$folder" HOME="$home" LANG=C.UTF-8 USER="${USER:-student}")
! "${user[@]}" PATH="$user_path" bash -c 'command -v mvn' >/dev/null || fail "the user's PATH has Maven"

version=$("${user[@]}" PATH="$user_path" ./dclab --version) || fail "./dclab --version exited $?"
grep -q '^DC Lab [0-9]' <<<"$version" || fail "./dclab --version printed: $version"
echo "archive: ./dclab --version -> ${version%%$'\n'*}"

state="$home/cli-state"
"${user[@]}" PATH="$user_path" XDG_STATE_HOME="$state" bash -c './dclab validate examples/*.dclab' >"$out/validate.out" 2>&1 \
	|| fail "./dclab validate examples/*.dclab: $(tail -n 20 "$out/validate.out")"
echo "archive: ./dclab validate examples/*.dclab -> $(grep -c ': valid' "$out/validate.out") valid"
results="$place/results"
"${user[@]}" PATH="$user_path" XDG_STATE_HOME="$state" ./dclab run examples/incast-naive-single-bottleneck.dclab \
	--set incast.serverCount=4 --set incast.blocks=2 --quiet --out "$results" >"$out/run.out" 2>&1 \
	|| fail "./dclab run examples/incast-naive-single-bottleneck.dclab: $(tail -n 20 "$out/run.out")"
grep -q '"goodputGbps"' "$results/summary.json" || fail "the run wrote no goodput into summary.json: $(head -c 300 "$results/summary.json")"
[ -s "$results/summary.csv" ] || fail "the run wrote no summary.csv"
[ "$(wc -l <"$results/series.csv")" -gt 1 ] || fail "the run wrote no samples into series.csv"
# The headless commands start without the OSGi framework and cache nothing; the folder is where a crash log would go.
[ -d "$state/dclab" ] || fail "the command line made no state folder in XDG_STATE_HOME ($state/dclab)"
echo "archive: ./dclab run of an example wrote $(ls "$results" | tr '\n' ' ')($(($(wc -l <"$results/series.csv") - 1)) samples); state in XDG_STATE_HOME"

set +e
"${user[@]}" PATH="$tools" ./dclab --version >"$out/no-java.out" 2>"$out/no-java.err"
code=$?
set -e
[ "$code" -eq 2 ] && grep -q '^dclab: DC Lab needs Java 17 or later and found none: install one (' "$out/no-java.err" \
	|| fail "./dclab without any Java exited $code: $(cat "$out/no-java.out" "$out/no-java.err")"
echo "archive: without Java -> exit 2: $(cut -c 1-110 "$out/no-java.err")…"

# 3. The workbench, as the user starts it: no arguments, the default workspace in the home.
own_display "$out"
start_workbench "$out" "$home/.dclab/workspace" "${user[@]}" PATH="$user_path" DISPLAY="$DISPLAY" ./dclab
await_painted_window "$out/workbench.png" "$window_timeout_s"
echo "archive: workbench window \"DC Lab\" painted ($(convert "$out/workbench.png" -format %k info:) colours); screenshot $out/workbench.png"
check_workbench_logs
[ -d "$home/.dclab/workspace/.metadata" ] || fail "the workbench made no workspace in $home/.dclab/workspace"
compgen -G "$home/.local/state/dclab/configuration-*" >/dev/null \
	|| fail "the workbench kept no state in ~/.local/state/dclab (the default XDG_STATE_HOME)"
stop_workbench

# 4. The folder as it was unpacked.
listing >"$out/listing-after.txt"
diff "$out/listing-unpacked.txt" "$out/listing-after.txt" >"$out/listing.diff" \
	|| fail "DC Lab wrote into its folder: $(head -n 20 "$out/listing.diff")"
build_paths=$(grep -rIl -F "$root" --exclude-dir=p2 "$folder" || true)
[ -z "$build_paths" ] || fail "files of the download name the build's source tree $root: $build_paths"
echo "archive: nothing written into the unpacked folder; workspace and state in the user's home; no file names the source tree"

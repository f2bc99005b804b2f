#!/usr/bin/env bash
# Product smoke test: use the built product the way a person does, through ./dclab.
#   1. the product ships the examples and lab sheets; the command line answers --version and rejects --bogus
#      with usage, with no display at all; it validates and runs the examples (writing a run bundle and
#      reproducing it), and refuses a broken file with exit 1 and a message, not a stack trace; it starts with the
#      class-data-sharing archive the build made, and without a word from a moved copy the archive does not fit;
#   2. on a display that does not answer, the workbench says so in one line and exits 1;
#   3. the workbench opens a window titled "DC Lab" within a time limit, and a screenshot of it is kept for people
#      to look at. It opens on an X display of its own (Xvfb), so that what earlier tests did to the build's display
#      cannot decide the result; without Xvfb, on the current one.
# Usage: smoke-test.sh PRODUCT_DIR OUTPUT_DIR
set -euo pipefail

product=$1
out=$2
dclab="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/dclab"
window_timeout_s=${DCLAB_SMOKE_TIMEOUT:-90}
export DCLAB_PRODUCT=$product
mkdir -p "$out"

fail() { printf 'SMOKE TEST FAILED: %s\n' "$*" >&2; exit 1; }
# shellcheck source=workbench-window.sh
. "$(dirname "${BASH_SOURCE[0]}")/workbench-window.sh"

[ -f "$product/examples/labs/README.md" ] || fail "the product does not ship examples/labs/ (root files of features/org.dclab.distribution)"
echo "smoke: the product ships $(ls "$product"/examples/*.dclab | wc -l) examples and $(ls "$product"/examples/labs/lab*.md | wc -l) lab sheets"

version=$(env -u DISPLAY "$dclab" --version) || fail "./dclab --version exited $?"
grep -q '^DC Lab [0-9]' <<<"$version" || fail "./dclab --version printed: $version"
echo "smoke: --version -> ${version%%$'\n'*}"

set +e
env -u DISPLAY "$dclab" --bogus >"$out/bogus.out" 2>"$out/bogus.err"
code=$?
set -e
[ "$code" -ne 0 ] || fail "./dclab --bogus exited 0"
grep -q 'Usage: dclab' "$out/bogus.err" || fail "./dclab --bogus printed no usage: $(cat "$out/bogus.err")"
echo "smoke: --bogus -> exit $code with usage"

examples="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/examples"
env -u DISPLAY "$dclab" validate "$examples"/*.dclab >"$out/validate.out" 2>&1 \
	|| fail "./dclab validate examples/*.dclab: $(cat "$out/validate.out")"
echo "smoke: validate examples -> $(grep -c ': valid' "$out/validate.out") valid"
summary=$(env -u DISPLAY "$dclab" run "$examples/incast-naive-single-bottleneck.dclab" --json --quiet \
	--set incast.serverCount=4 --set incast.blocks=2 --bundle "$out/incast-bundle.zip") || fail "./dclab run --json exited $?"
grep -q '"goodputGbps":' <<<"$summary" || fail "./dclab run --json printed: $summary"
echo "smoke: run --json -> ${summary:0:100}…"
env -u DISPLAY "$dclab" reproduce "$out/incast-bundle.zip" --quiet >"$out/reproduce.out" 2>&1 \
	|| fail "./dclab reproduce of the bundle just written: $(cat "$out/reproduce.out")"
echo "smoke: run --bundle, reproduce -> $(tail -n 1 "$out/reproduce.out")"
printf '<dclab:Scenario' >"$out/broken.dclab"
set +e
env -u DISPLAY "$dclab" validate "$out/broken.dclab" >"$out/broken.out" 2>"$out/broken.err"
code=$?
set -e
[ "$code" -eq 1 ] || fail "./dclab validate on a broken file exited $code: $(cat "$out/broken.err")"
! grep -q 'Exception' "$out/broken.err" || fail "./dclab validate printed a stack trace: $(cat "$out/broken.err")"
echo "smoke: validate broken file -> exit 1: $(head -n 1 "$out/broken.err")"

# The command line starts with the class-data-sharing archive of the product's headless/ folder (prepare-headless-start
# in pom.xml); in a moved copy of the product the archive no longer fits, and must go unused without a word.
[ -f "$product/headless/dclab.jsa" ] || fail "the product has no headless/dclab.jsa (prepare-headless-start in releng/org.dclab.product/pom.xml)"
shared=$(env -u DISPLAY DCLAB_JAVA_OPTS="-Xmx2g -Xlog:class+load" "$dclab" validate "$examples/dumbbell-two-flows.dclab" \
	| grep -c '^\[.*org\.dclab\..* source: shared objects file (top)' || true)
[ "$shared" -gt 0 ] || fail "./dclab validate loaded no DC Lab class from the product's class-data-sharing archive"
rm -rf "$out/moved-product"
cp -a "$product" "$out/moved-product"
moved=$(DCLAB_PRODUCT="$out/moved-product" env -u DISPLAY "$dclab" validate "$examples/dumbbell-two-flows.dclab" 2>&1) \
	|| fail "./dclab validate with a product moved away from its archive's jars: $moved"
[ "$moved" = "$examples/dumbbell-two-flows.dclab: valid" ] || fail "./dclab validate with a moved product printed: $moved"
rm -rf "$out/moved-product"
echo "smoke: headless start -> $shared DC Lab classes from the archive; a moved product's archive unused, same answer"

# A display that is named but does not answer: one line and exit 1, not "An error has occurred" and a log elsewhere.
gone=:4093
if ! xwininfo -display "$gone" -root >/dev/null 2>&1; then
	gone_workspace=$(mktemp -d)
	set +e
	DISPLAY=$gone "$dclab" -data "$gone_workspace" >"$out/gone-display.out" 2>"$out/gone-display.err"
	code=$?
	set -e
	rm -rf "$gone_workspace"
	[ "$code" -eq 1 ] && grep -q "^dclab: cannot open the display $gone" "$out/gone-display.err" \
		|| fail "./dclab on a display that does not answer exited $code: $(cat "$out/gone-display.out" "$out/gone-display.err")"
	echo "smoke: a display that does not answer -> exit 1: $(cut -c 1-80 "$out/gone-display.err")…"
fi

workspace=$(mktemp -d)
trap 'stop_workbench; rm -rf "$workspace"; stop_own_display' EXIT
own_display "$out"
start_workbench "$out" "$workspace" "$dclab" -data "$workspace"
await_painted_window "$out/workbench.png" "$window_timeout_s"
echo "smoke: workbench window \"DC Lab\" painted ($(convert "$out/workbench.png" -format %k info:) colours); screenshot $out/workbench.png"
check_workbench_logs

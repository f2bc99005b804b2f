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

[ -f "$product/examples/labs/README.md" ] || fail "the product does not ship examples/labs/ (see ship-examples in releng/org.dclab.product/pom.xml)"
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

# A display of the smoke test's own: Xvfb picks a free number itself (-displayfd), so it cannot meet another server.
if command -v Xvfb >/dev/null; then
	Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$out/display" >"$out/xvfb.log" 2>&1 &
	xvfb=$!
	stop_xvfb() { kill "$xvfb" 2>/dev/null && wait "$xvfb" 2>/dev/null || true; }
	trap stop_xvfb EXIT
	for _ in $(seq 100); do [ -s "$out/display" ] && break; kill -0 "$xvfb" 2>/dev/null || break; sleep 0.1; done
	[ -s "$out/display" ] || fail "Xvfb did not start: $(tail -n 5 "$out/xvfb.log")"
	export DISPLAY=":$(head -n 1 "$out/display")"
	unset XAUTHORITY
fi
[ -n "${DISPLAY:-}" ] || fail "no X display for the workbench check: install Xvfb, or run the build under xvfb-run"
# A workbench that cannot reach its display exits at once; say so in the display's words, not the workbench's.
xwininfo -root >/dev/null 2>&1 || fail "the X display $DISPLAY does not answer (xwininfo -root failed)"

workspace=$(mktemp -d)
"$dclab" -data "$workspace" >"$out/workbench.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$workspace"; [ -z "${xvfb:-}" ] || stop_xvfb' EXIT
# Why a workbench failed is in its workspace's log, which goes with the workspace: keep a copy beside the screenshot.
eclipse_log() {
	cp "$workspace/.metadata/.log" "$out/workbench-eclipse.log" 2>/dev/null || return 0
	printf '\n%s (%s):\n' "the workbench's own log" "$out/workbench-eclipse.log"
	grep -A12 -E '^!ENTRY' "$out/workbench-eclipse.log" | head -n 40
}

deadline=$((SECONDS + window_timeout_s))
until xwininfo -root -tree 2>/dev/null | grep -q '"DC Lab"'; do
	kill -0 "$pid" 2>/dev/null || fail "the workbench exited before its window appeared; output: $(tail -n 30 "$out/workbench.log")$(eclipse_log)"
	[ $SECONDS -lt $deadline ] || fail "no \"DC Lab\" window within ${window_timeout_s} s; output: $(tail -n 30 "$out/workbench.log")$(eclipse_log)"
	sleep 1
done
# The window maps before its views paint, and on a loaded machine the first frame can take many seconds: wait
# until the screen shows a painted workbench (charts, text and widgets give hundreds of colours; a window
# that has not painted yet is one or two flat colours), and keep that frame.
painted_min_colours=100
until import -window root "$out/workbench.png" 2>/dev/null \
	&& [ "$(convert "$out/workbench.png" -format %k info:)" -ge $painted_min_colours ]; do
	[ $SECONDS -lt $deadline ] || fail "the \"DC Lab\" window did not paint within ${window_timeout_s} s; last screenshot: $out/workbench.png"
	sleep 1
done
echo "smoke: workbench window \"DC Lab\" painted ($(convert "$out/workbench.png" -format %k info:) colours); screenshot $out/workbench.png"
! grep -E '^(!ENTRY|java\.lang\.\w+(Error|Exception))' "$out/workbench.log" >/dev/null \
	|| fail "the workbench logged errors: $(grep -A5 -E '^!ENTRY|Exception|Error' "$out/workbench.log" | head -n 40)"
! grep -qE '^!ENTRY \S+ 4 ' "$workspace/.metadata/.log" 2>/dev/null || fail "the workbench logged errors: $(eclipse_log)"

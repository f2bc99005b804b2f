#!/usr/bin/env bash
# The README's screenshots, taken from the real built product under a virtual display, so they stay current.
# Builds nothing: build first (xvfb-run -a ./mvnw -B verify, or ./mvnw -B -DskipTests verify), then run
#   releng/screenshots/take-screenshots.sh [PRODUCT_DIR]
# It starts Xvfb on $DCLAB_SCREENSHOT_DISPLAY (default :99), opens the workbench on a fresh workspace, drives it
# with xdotool and writes docs/screenshots/*.png:
#   welcome.png   the welcome page of a first start
#   labs.png      Help > DC Lab Labs, Lab 4 selected
#   editor.png    Lab 4's threshold-marking scenario opened from the Labs view in the topology editor
#   run.png       the same scenario run until 300 ms, live charts filled
# and then the classroom tour at 1280x720 in presentation mode, taken by the robot script ClassroomTourTest (it checks
# each scene before it keeps it: queue at K, packets on the wire, a prediction compared) through Maven:
#   classroom-coexistence.png, classroom-incast-step.png, classroom-leafspine.png, classroom-lab4-prediction.png
# DCLAB_SCREENSHOT_TOUR=0 skips the tour (it builds the robot module offline: a few minutes).
# Menus, the lab list and the Open scenario buttons are driven by keyboard; the Simulation Control fields and the
# Live Charts tab by clicks at their places in the default layout at 1400x900 (LOOK at run.png after a layout change).
# Needs Xvfb, xdotool, xwininfo (x11-utils) and ImageMagick (import, convert).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
product=${1:-$here/releng/org.dclab.product/target/products/org.dclab.product/linux/gtk/x86_64/dclab}
out=$here/docs/screenshots
display=${DCLAB_SCREENSHOT_DISPLAY:-:99}
width=1400
height=900
timeout_s=${DCLAB_SCREENSHOT_TIMEOUT:-120}

fail() { printf 'take-screenshots: %s\n' "$*" >&2; exit 1; }
[ -d "$product/plugins" ] || fail "no product at $product: build it first (./mvnw -B -DskipTests verify)"
for tool in Xvfb xdotool xwininfo import convert; do
	command -v "$tool" >/dev/null || fail "$tool is not installed"
done
mkdir -p "$out"

workspace=$(mktemp -d)
log=$workspace.log
Xvfb "$display" -screen 0 "${width}x${height}x24" -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cleanup() {
	[ -n "${dclab_pid:-}" ] && kill "$dclab_pid" 2>/dev/null && wait "$dclab_pid" 2>/dev/null
	kill "$xvfb" 2>/dev/null || true
	rm -rf "$workspace"
}
trap cleanup EXIT
export DISPLAY=$display
sleep 2

DCLAB_PRODUCT=$product "$here/dclab" -data "$workspace" >"$log" 2>&1 &
dclab_pid=$!

deadline=$((SECONDS + timeout_s))
# The workbench window is the largest one named "DC Lab" (SWT keeps small helper windows of the same name).
main_window() {
	local w best='' best_width=0 width
	for w in $(xdotool search --name '^DC Lab' 2>/dev/null); do
		width=$(xwininfo -id "$w" 2>/dev/null | sed -n 's/^ *Width: //p')
		if [ "${width:-0}" -gt "$best_width" ]; then
			best=$w
			best_width=$width
		fi
	done
	[ "$best_width" -gt 400 ] && echo "$best"
}
until window=$(main_window); do
	kill -0 "$dclab_pid" 2>/dev/null || fail "the workbench exited; log: $(tail -n 20 "$log")"
	[ $SECONDS -lt $deadline ] || fail "no DC Lab window within $timeout_s s"
	sleep 1
done
# Without a window manager the window keeps its initial size; make it fill the screen.
xdotool windowmove "$window" 0 0
xdotool windowsize "$window" "$width" "$height"

# Waits until the screen shows a painted frame (hundreds of colours, as in the smoke test) and keeps it as $1.
shoot() {
	local file=$out/$1 tmp=$workspace/shot.png
	sleep "${2:-3}"
	until import -window root "$tmp" 2>/dev/null && [ "$(convert "$tmp" -format %k info:)" -ge 100 ]; do
		[ $SECONDS -lt $deadline ] || fail "the screen did not paint for $1"
		sleep 1
	done
	# A 256-colour palette keeps a screenshot of widgets and charts small without visible loss.
	convert "$tmp" -colors 256 "PNG8:$file"
	printf 'take-screenshots: %s (%s bytes)\n' "$file" "$(stat -c %s "$file")"
}

# Sends keys one at a time with a pause, as focus moves asynchronously.
keys() {
	xdotool windowfocus "$window" 2>/dev/null || true
	local key
	for key in "$@"; do
		xdotool key "$key"
		sleep 1
	done
}

click() {
	xdotool mousemove "$1" "$2" click --repeat "${3:-1}" 1
	sleep 1
}

deadline=$((SECONDS + timeout_s))
shoot welcome.png 8

# Help > DC Lab Labs (mnemonics Alt+H, L); the lab drop-down has the focus, Down three times selects Lab 4.
keys alt+h l Down Down Down
shoot labs.png

# Tab from the drop-down to the second "Open scenario" button, coexist-fig3-threshold.dclab, and press it.
keys Tab Tab space
shoot editor.png 8

# Simulation Control: Until (ms) = 300, Run until; then bring the Live Charts tab to the front.
click 494 740 3
xdotool key ctrl+a
xdotool type 300
click 245 661
click 826 41
shoot run.png 15

kill "$dclab_pid" 2>/dev/null && wait "$dclab_pid" 2>/dev/null || true
dclab_pid=

if [ "${DCLAB_SCREENSHOT_TOUR:-1}" != 0 ]; then
	tour_log=$workspace-tour.log
	printf 'take-screenshots: the classroom tour (robot script ClassroomTourTest; log: %s)\n' "$tour_log"
	(cd "$here" && ./mvnw -B -o verify -pl bundles/org.dclab.ui.robot.tests -am -Dtest=ClassroomTourTest \
		-Dsurefire.failIfNoSpecifiedTests=false -Ddclab.skipCodegenCheck >"$tour_log" 2>&1) \
		|| fail "the classroom tour failed; its log: $tour_log"
	for scene in classroom-coexistence classroom-incast-step classroom-leafspine classroom-lab4-prediction; do
		convert "$here/bundles/org.dclab.ui.robot.tests/target/robot/$scene.png" -colors 256 "PNG8:$out/$scene.png"
		printf 'take-screenshots: %s (%s bytes)\n' "$out/$scene.png" "$(stat -c %s "$out/$scene.png")"
	done
fi

echo "take-screenshots: done; the log of the workbench is $log"

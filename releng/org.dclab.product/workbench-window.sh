# Opening the workbench in the product tests (smoke-test.sh, archive-test.sh), which source this file and define
# fail MESSAGE.

# A display of the test's own: Xvfb picks a free number itself (-displayfd), so it cannot meet another server, and
# what earlier tests did to the build's display cannot decide the result. Without Xvfb, the current display.
# Exports DISPLAY; stop_own_display ends the server.
own_display() { # OUTPUT_DIR
	local out=$1
	xvfb_pid=
	if command -v Xvfb >/dev/null; then
		Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$out/display" >"$out/xvfb.log" 2>&1 &
		xvfb_pid=$!
		for _ in $(seq 100); do [ -s "$out/display" ] && break; kill -0 "$xvfb_pid" 2>/dev/null || break; sleep 0.1; done
		[ -s "$out/display" ] || fail "Xvfb did not start: $(tail -n 5 "$out/xvfb.log")"
		export DISPLAY=":$(head -n 1 "$out/display")"
		unset XAUTHORITY
	fi
	[ -n "${DISPLAY:-}" ] || fail "no X display for the workbench check: install Xvfb, or run the build under xvfb-run"
	# A workbench that cannot reach its display exits at once; say so in the display's words, not the workbench's.
	xwininfo -root >/dev/null 2>&1 || fail "the X display $DISPLAY does not answer (xwininfo -root failed)"
}

stop_own_display() {
	if [ -n "${xvfb_pid:-}" ]; then
		kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null || true
	fi
}

# Starts the workbench as COMMAND on WORKSPACE (which the command names, or the workbench takes by default), with its
# output in OUTPUT_DIR/workbench.log; stop_workbench ends it.
start_workbench() { # OUTPUT_DIR WORKSPACE COMMAND...
	workbench_out=$1
	workbench_workspace=$2
	shift 2
	"$@" >"$workbench_out/workbench.log" 2>&1 &
	workbench_pid=$!
}

stop_workbench() {
	if [ -n "${workbench_pid:-}" ]; then
		kill "$workbench_pid" 2>/dev/null || true
		wait "$workbench_pid" 2>/dev/null || true
	fi
}

# Why a workbench failed: its output, and its own log, which is in its workspace; a copy of that log is kept beside
# the screenshot, since tests remove their workspaces.
workbench_diagnosis() {
	printf 'output: %s' "$(tail -n 30 "$workbench_out/workbench.log")"
	cp "$workbench_workspace/.metadata/.log" "$workbench_out/workbench-eclipse.log" 2>/dev/null || return 0
	printf '\n%s (%s):\n' "the workbench's own log" "$workbench_out/workbench-eclipse.log"
	grep -A12 -E '^!ENTRY' "$workbench_out/workbench-eclipse.log" | head -n 40
}

# Waits until the workbench shows a window titled "DC Lab" and has painted it, and keeps that frame in SCREENSHOT.
await_painted_window() { # SCREENSHOT TIMEOUT_S
	local screenshot=$1 deadline=$((SECONDS + $2))
	until xwininfo -root -tree 2>/dev/null | grep -q '"DC Lab"'; do
		kill -0 "$workbench_pid" 2>/dev/null || fail "the workbench exited before its window appeared; $(workbench_diagnosis)"
		[ $SECONDS -lt $deadline ] || fail "no \"DC Lab\" window within $2 s; $(workbench_diagnosis)"
		sleep 1
	done
	# The window maps before its views paint, and on a loaded machine the first frame can take many seconds: wait
	# until the screen shows a painted workbench (charts, text and widgets give hundreds of colours; a window
	# that has not painted yet is one or two flat colours), and keep that frame.
	local painted_min_colours=100
	until import -window root "$screenshot" 2>/dev/null \
		&& [ "$(convert "$screenshot" -format %k info:)" -ge $painted_min_colours ]; do
		[ $SECONDS -lt $deadline ] || fail "the \"DC Lab\" window did not paint within $2 s; last screenshot: $screenshot"
		sleep 1
	done
}

# Fails when the workbench wrote an error to its output or its own log.
check_workbench_logs() {
	! grep -E '^(!ENTRY|java\.lang\.\w+(Error|Exception))' "$workbench_out/workbench.log" >/dev/null \
		|| fail "the workbench logged errors: $(grep -A5 -E '^!ENTRY|Exception|Error' "$workbench_out/workbench.log" | head -n 40)"
	! grep -qE '^!ENTRY \S+ 4 ' "$workbench_workspace/.metadata/.log" 2>/dev/null \
		|| fail "the workbench logged errors: $(workbench_diagnosis)"
}

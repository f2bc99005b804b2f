#!/usr/bin/env bash
# Product interrupt test: the built product through ./dclab when it is stopped while it writes what it measured.
#   1. Ctrl-C while a run's results are written: the writing goes on and says that Ctrl-C again stops it; a second
#      Ctrl-C stops it at once with exit 130 and one line naming the files that are complete. Every result file is
#      then whole or absent, and no temporary file is left in the folder.
#   2. Ctrl-C while the results of a run that ran out of memory are written: the writing ends, and the line saying
#      that the run ran out of memory still comes (exit 130).
#   3. kill -9 while a run bundle is written leaves nothing in the temporary folder and no bundle at its name; the
#      next bundle written under that name removes what the killed one left beside it.
# Usage: interrupt-test.sh PRODUCT_DIR OUTPUT_DIR
set -euo pipefail
# Background jobs of a shell with job control keep Ctrl-C's signal; without it they would start ignoring SIGINT.
set -m

product=$1
out=$2
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dclab="$root/dclab"
export DCLAB_PRODUCT=$product
rm -rf "$out"
mkdir -p "$out"

fail() { printf 'INTERRUPT TEST FAILED: %s\n' "$*" >&2; exit 1; }

# Waits up to 120 s for a file matching a glob; the run before it simulates for a few seconds.
wait_for() { # GLOB
	local i
	for ((i = 0; i < 2400; i++)); do
		compgen -G "$1" >/dev/null && return 0
		sleep 0.05
	done
	fail "nothing matching $1 appeared in 120 s"
}

# Whole files only: JSON that ends its outermost object or array, CSV whose last line is a complete row.
check_whole() { # DIR
	local dir=$1 f
	for f in summary.json summary.csv series.csv series.json; do
		[ -e "$dir/$f" ] || continue
		case $f in
		summary.json) [ "$(wc -l <"$dir/$f")" -eq 1 ] && grep -q '^{"scenario":.*}$' "$dir/$f" || fail "$f is not whole: $(cat "$dir/$f")" ;;
		summary.csv) [ "$(wc -l <"$dir/$f")" -eq 2 ] || fail "$f is not whole: $(cat "$dir/$f")" ;;
		series.csv) tail -n 1 "$dir/$f" | grep -Eq '^[^,]+,[^,]+,[-0-9.E]+,[-0-9.E]+$' || fail "$f ends mid-row: $(tail -c 80 "$dir/$f")" ;;
		series.json) [ "$(tail -c 4 "$dir/$f")" = ']}]' ] || fail "$f is cut off: $(tail -c 80 "$dir/$f")" ;;
		esac
	done
	[ -z "$(find "$dir" -mindepth 1 -name '.*')" ] || fail "temporary files left in $dir: $(ls -A "$dir")"
}

# Ten million samples of flow1's goodput (one every 10 ns for 0.1 s): about 500 MB of result files, seconds of writing.
sed -e 's/durationPs="500000000000"/durationPs="100000000000"/' -e '0,/periodPs="10000000000"/s//periodPs="10000"/' \
	"$root/examples/dumbbell-two-flows.dclab" >"$out/samples.dclab"

# 1. Ctrl-C twice while writing.
env -u DISPLAY "$dclab" run "$out/samples.dclab" --json --out "$out/twice" >"$out/twice.out" 2>"$out/twice.err" &
pid=$!
wait_for "$out/twice/summary.json"
kill -INT "$pid"
sleep 0.3
kill -0 "$pid" 2>/dev/null || fail "one Ctrl-C while writing ended the command: $(cat "$out/twice.err")"
grep -q 'Ctrl-C again' "$out/twice.err" || fail "one Ctrl-C while writing: nothing says how to stop the writing: $(cat "$out/twice.err")"
kill -INT "$pid"
start=$(date +%s%N)
set +e
wait "$pid"
code=$?
set -e
ms=$((($(date +%s%N) - start) / 1000000))
[ "$code" -eq 130 ] || fail "Ctrl-C twice: exit $code, expected 130: $(cat "$out/twice.err")"
[ "$ms" -lt 3000 ] || fail "Ctrl-C twice: the command went on for $ms ms after the second"
complete=$(grep '^dclab run: stopped writing the results' "$out/twice.err") \
	|| fail "Ctrl-C twice: no line saying which files are complete: $(cat "$out/twice.err")"
not_written=${complete#*; not written: }
[ "$not_written" != "$complete" ] || fail "Ctrl-C twice: the line does not say which files were not written: $complete"
for f in summary.json summary.csv series.csv series.json; do
	if [[ ", $not_written," == *", $f,"* ]]; then
		[ ! -e "$out/twice/$f" ] || fail "$f is said not to be written but is there: $complete"
	else
		[ -f "$out/twice/$f" ] || fail "$f is said to be complete but is absent: $complete"
	fi
done
check_whole "$out/twice"
grep -q '"status":"completed"' "$out/twice.out" || fail "Ctrl-C twice: the summary was not printed: $(head -c 200 "$out/twice.out")"
echo "interrupt: Ctrl-C twice while writing -> exit 130 within $ms ms; $complete"
rm -rf "$out/twice"

# 2. Out of memory, then one Ctrl-C while its results are written: two flows' windows recorded for a simulated day.
sed -e 's/durationPs="500000000000"/durationPs="86400000000000000"/' "$root/examples/dumbbell-two-flows.dclab" >"$out/huge.dclab"
env -u DISPLAY DCLAB_JAVA_OPTS=-Xmx256m "$dclab" run "$out/huge.dclab" --quiet --out "$out/oom" >"$out/oom.out" 2>"$out/oom.err" &
pid=$!
wait_for "$out/oom/summary.json"
kill -INT "$pid"
set +e
wait "$pid"
code=$?
set -e
[ "$code" -eq 130 ] || fail "out of memory, then Ctrl-C: exit $code, expected 130: $(cat "$out/oom.err")"
grep -q '^dclab run: out of memory at .* s simulated' "$out/oom.err" || fail "out of memory, then Ctrl-C: the out-of-memory line is lost: $(cat "$out/oom.err")"
check_whole "$out/oom"
echo "interrupt: out of memory, then Ctrl-C while writing -> exit 130; $(grep -c . "$out/oom.err") lines, the out-of-memory one kept"
rm -rf "$out/oom"

# 3. kill -9 while a bundle is written, with a temporary folder of the test's own.
mkdir -p "$out/tmp" "$out/bundles"
env -u DISPLAY DCLAB_JAVA_OPTS="-Xmx2g -Djava.io.tmpdir=$out/tmp" "$dclab" run "$out/samples.dclab" --quiet \
	--bundle "$out/bundles/run.zip" >"$out/bundle.out" 2>"$out/bundle.err" &
pid=$!
wait_for "$out/bundles/.run.zip*"
sleep 0.5
kill -KILL "$pid"
# The shell's own "Killed" notice is no news here.
wait "$pid" 2>/dev/null || true
left=$(ls -A "$out/tmp")
[ -z "$left" ] || fail "kill -9 during a bundle write left in the temporary folder: $left"
[ ! -e "$out/bundles/run.zip" ] || fail "kill -9 during a bundle write left a bundle at its name"
# What the killed write left is abandoned once its lock is gone and it is older than a save in progress could be.
find "$out/bundles" -name '.run.zip*' -exec touch -d '-1 minute' {} +
env -u DISPLAY "$dclab" run "$root/examples/dumbbell-two-flows.dclab" --until 1ms --quiet --bundle "$out/bundles/run.zip" >/dev/null \
	|| fail "a bundle after a killed one could not be written"
[ "$(ls -A "$out/bundles")" = run.zip ] || fail "the next bundle left beside it: $(ls -A "$out/bundles")"
echo "interrupt: kill -9 during a bundle write -> nothing in the temporary folder; the next write removed what it left"

#!/usr/bin/env bash
# Product limits test: the built product through ./dclab where a run meets the limits of the machine.
#   1. a run that fills a 256 MiB heap ends with one line saying so and how to raise it, exit 1 when the user set
#      the heap (DCLAB_JAVA_OPTS=-Xmx256m) and exit 2 when DC Lab did, and writes what it measured so far;
#   2. a device named as a scenario ends at once with exit 1: failures leave the launcher as exit codes, not as
#      a log in the install folder and exit 0;
#   3. a read-only product run by a user without a writable home validates and runs, and writes nothing into the
#      product; with no writable place at all it ends with one line saying what to set;
#   4. files of the fuzzing suite (kept by ScenarioFuzzTest in bundles/org.dclab.cli.tests/target/fuzz-sample) end
#      with the same exit codes through the launcher as in process.
# Usage: limits-test.sh PRODUCT_DIR OUTPUT_DIR
set -euo pipefail

product=$1
out=$2
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dclab="$root/dclab"
export DCLAB_PRODUCT=$product
rm -rf "$out"
mkdir -p "$out"

fail() { printf 'LIMITS TEST FAILED: %s\n' "$*" >&2; exit 1; }

# Two flows whose windows are recorded on every change for a simulated day: far more than 256 MiB of samples.
sed -e 's/durationPs="500000000000"/durationPs="86400000000000000"/' "$root/examples/dumbbell-two-flows.dclab" >"$out/huge.dclab"

expect_out_of_memory() { # NAME EXPECTED_EXIT COMMAND...
	local name=$1 expected=$2 code
	shift 2
	set +e
	"$@" run "$out/huge.dclab" --quiet --out "$out/$name" >"$out/$name.out" 2>"$out/$name.err"
	code=$?
	set -e
	[ "$code" -eq "$expected" ] || fail "$name: exit $code, expected $expected: $(cat "$out/$name.err")"
	grep -q '^dclab run: out of memory at .* s simulated (the heap of .* MiB is full); the results so far are in .*DCLAB_JAVA_OPTS=-Xmx' \
		"$out/$name.err" || fail "$name: no out-of-memory line: $(cat "$out/$name.err")"
	[ "$(wc -l <"$out/$name.err")" -eq 1 ] || fail "$name: more than one line: $(cat "$out/$name.err")"
	grep -q '"status":"out_of_memory"' "$out/$name/summary.json" || fail "$name: summary.json: $(head -c 300 "$out/$name/summary.json")"
	[ "$(wc -l <"$out/$name/series.csv")" -gt 1000 ] || fail "$name: series.csv holds no samples"
	grep -q '^status: out_of_memory' "$out/$name.out" || fail "$name: no summary printed: $(head -n 5 "$out/$name.out")"
	echo "limits: $name -> exit $code, $(wc -l <"$out/$name/series.csv") samples written; $(cut -c1-90 "$out/$name.err")…"
	# Hundreds of megabytes of samples have made their point; the build folder need not keep them.
	rm -f "$out/$name/series.csv" "$out/$name/series.json"
}

expect_out_of_memory user-heap 1 env -u DISPLAY DCLAB_JAVA_OPTS=-Xmx256m "$dclab"
launcher=$(compgen -G "$product/plugins/org.eclipse.equinox.launcher_*.jar" | head -n 1)
expect_out_of_memory own-heap 2 env -u DISPLAY java -Xmx256m -jar "$launcher" -application org.dclab.cli.application -data @none -nosplash

set +e
env -u DISPLAY "$dclab" validate /dev/zero >"$out/zero.out" 2>"$out/zero.err"
code=$?
set -e
[ "$code" -eq 1 ] || fail "./dclab validate /dev/zero exited $code: $(cat "$out/zero.err")"
echo "limits: validate /dev/zero -> exit 1: $(cat "$out/zero.err")"

# 3. A copy of the product that its user cannot write to, run by a user whose home does not exist (as root, the user
# nobody: root writes anywhere). The framework's state goes to a private folder in TMPDIR instead.
readonly_root=$(mktemp -d)
trap 'chmod -R u+w "$readonly_root" 2>/dev/null; rm -rf "$readonly_root"' EXIT
cp -r "$product" "$readonly_root/product"
cp "$dclab" "$root/examples/dumbbell-two-flows.dclab" "$readonly_root/"
mkdir -m 1777 "$readonly_root/tmp"
chmod -R a+rX "$readonly_root"
chmod -R a-w "$readonly_root/product"
chmod a+rx "$readonly_root"
as_user=()
if [ "$(id -u)" -eq 0 ]; then
	as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
touch "$out/readonly-start"
readonly_dclab() { # TMPDIR ARGS...
	local tmp=$1
	shift
	"${as_user[@]}" env -u DISPLAY -u XDG_STATE_HOME HOME=/nonexistent TMPDIR="$tmp" DCLAB_PRODUCT="$readonly_root/product" \
		"$readonly_root/dclab" "$@"
}
set +e
readonly_dclab "$readonly_root/tmp" validate "$readonly_root/dumbbell-two-flows.dclab" >"$out/readonly.out" 2>"$out/readonly.err"
code=$?
set -e
[ "$code" -eq 0 ] || fail "validate on a read-only product without a home exited $code: $(cat "$out/readonly.out" "$out/readonly.err")"
summary=$(readonly_dclab "$readonly_root/tmp" run "$readonly_root/dumbbell-two-flows.dclab" --until 10ms --json --quiet) \
	|| fail "run on a read-only product without a home exited $?"
grep -q '"status":"completed"' <<<"$summary" || fail "run on a read-only product printed: $summary"
written=$(find "$readonly_root/product" -newer "$out/readonly-start" | head -n 5)
[ -z "$written" ] || fail "the product folder was written to: $written"
echo "limits: read-only product, no home -> validate and run work; state in $(ls -d "$readonly_root"/tmp/dclab-*)"
set +e
readonly_dclab /nonexistent validate "$readonly_root/dumbbell-two-flows.dclab" >"$out/nowhere.out" 2>"$out/nowhere.err"
code=$?
set -e
[ "$code" -ne 0 ] && [ "$(wc -l <"$out/nowhere.err")" -eq 1 ] && grep -q 'set XDG_STATE_HOME' "$out/nowhere.err" \
	&& ! grep -qi '<title>' "$out/nowhere.err" || fail "with no writable place: exit $code, $(cat "$out/nowhere.err")"
echo "limits: read-only product, no home, no temporary folder -> exit $code: $(cat "$out/nowhere.err")"

# 4. The fuzzing suite runs in process; a sample of its files goes through the real launcher here.
sample="$root/bundles/org.dclab.cli.tests/target/fuzz-sample"
if [ -f "$sample/expected-exits.tsv" ]; then
	mapfile -t sampled < <(cut -f 1 "$sample/expected-exits.tsv")
	set +e
	(cd "$sample" && env -u DISPLAY "$dclab" validate "${sampled[@]}") >"$out/fuzz-validate.out" 2>"$out/fuzz-validate.err"
	set -e
	while IFS=$'\t' read -r name validate_exit run_exit; do
		if [ "$validate_exit" -eq 0 ]; then
			grep -qx "$name: valid.*" "$out/fuzz-validate.out" || fail "fuzzed $name: valid in process, not through the launcher: $(cat "$out/fuzz-validate.out")"
		else
			grep -q "^\(error: \)\?$name" "$out/fuzz-validate.err" || fail "fuzzed $name: refused in process, not through the launcher"
		fi
		set +e
		(cd "$sample" && env -u DISPLAY "$dclab" run "$name" --until 10us --quiet --json) </dev/null >"$out/fuzz-run.out" 2>"$out/fuzz-run.err"
		code=$?
		set -e
		[ "$code" -eq "$run_exit" ] || fail "fuzzed $name: run exited $code through the launcher, $run_exit in process: $(cat "$out/fuzz-run.err")"
		! grep -q 'Exception\|internal error' "$out/fuzz-run.err" "$out/fuzz-validate.err" || fail "fuzzed $name: an internal error"
	done <"$sample/expected-exits.tsv"
	echo "limits: ${#sampled[@]} fuzzed files through the launcher -> the exit codes they had in process"
else
	echo "limits: no fuzzing sample in $sample (its tests did not run in this build); skipped"
fi

#!/usr/bin/env bash
# Product plug-in test: a control from outside DC Lab, the sample Swift plug-in's jar, on the command line's class path
# (DCLAB_CLASSPATH) is one a scenario can name, with no change to the product:
#   1. without the jar, a transport naming swift is refused in one line that names the registered controls;
#   2. with it, the same file validates, its parameters take units on --set, and it runs with events and goodput;
#   3. a value outside a parameter's range is refused with the range, as for a built-in control;
#   4. a student's own control, from `dclab new-control`'s template, runs with --control, and one that does not compile
#      is refused in one line naming its file and line.
# Usage: plugin-test.sh PRODUCT_DIR OUTPUT_DIR
set -euo pipefail

product=$1
out=$2
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dclab="$root/dclab"
export DCLAB_PRODUCT=$product
rm -rf "$out"
mkdir -p "$out"

fail() { printf 'PLUGIN TEST FAILED: %s\n' "$*" >&2; exit 1; }

shopt -s nullglob
jars=("$root"/samples/org.dclab.sample.swift/target/org.dclab.sample.swift-*.jar)
shopt -u nullglob
[ ${#jars[@]} -eq 1 ] || fail "expected the sample's jar in samples/org.dclab.sample.swift/target, found ${#jars[@]}"

scenario="$root/examples/dumbbell-two-flows.dclab"
set_swift=(--set s1.transport.congestionControl=swift --set s2.transport.congestionControl=swift)
# The dumbbell's base RTT is 250 µs: a target above it, so that the windows grow.
targets=(--set s1.transport.targetDelayPs=300us --set s2.transport.targetDelayPs=300us)

set +e
"$dclab" run "$scenario" "${set_swift[@]}" --until 20ms --quiet >"$out/without.out" 2>"$out/without.err"
code=$?
set -e
[ "$code" -eq 1 ] || fail "without the jar: exit $code, expected 1: $(cat "$out/without.err")"
# DC Lab's own first; a control added to DC Lab later comes after them.
grep -q "unknown congestion control 'swift'; choose one of \[newreno, ecn-newreno, dctcp, cubic, vegas, gemini, bbr[],]" \
	"$out/without.err" || fail "without the jar: $(cat "$out/without.err")"

export DCLAB_CLASSPATH=${jars[0]}
"$dclab" run "$scenario" "${set_swift[@]}" "${targets[@]}" --until 100ms --quiet --json \
	>"$out/with.json" 2>"$out/with.err" || fail "with the jar: $(cat "$out/with.err")"
grep -q '"status":"completed"' "$out/with.json" || fail "with the jar: $(head -c 400 "$out/with.json")"
events=$(grep -o '"events":[0-9]*' "$out/with.json" | head -n 1 | cut -d: -f2)
[ "${events:-0}" -gt 10000 ] || fail "with the jar: only ${events:-no} events: $(head -c 400 "$out/with.json")"
goodput=$(grep -o '"goodputGbps":[0-9.]*' "$out/with.json" | head -n 1 | cut -d: -f2)
awk -v g="$goodput" 'BEGIN { exit !(g > 0.5) }' || fail "with the jar: goodput ${goodput} Gbit/s on a 1 Gbit/s bottleneck"

set +e
"$dclab" run "$scenario" "${set_swift[@]}" --set s1.transport.maxMdf=1.5 --until 1ms --quiet >"$out/range.out" 2>"$out/range.err"
code=$?
set -e
[ "$code" -eq 1 ] || fail "maxMdf=1.5: exit $code, expected 1: $(cat "$out/range.err")"
grep -q 'maxMdf must be above 0 and below 1, got 1.5' "$out/range.err" || fail "maxMdf=1.5: $(cat "$out/range.err")"
printf 'plugin test: the sample control ran from DCLAB_CLASSPATH (%s events)\n' "$events"

# 4. A student's own control, without the workbench: new-control writes the template, --control compiles it in the
# product (ecj and the budget's weaving on the command line's plain class path) and the scenario runs it.
unset DCLAB_CLASSPATH
"$dclab" new-control PluginTestAimd --dir "$out" >"$out/new-control.out" 2>"$out/new-control.err" \
	|| fail "new-control: $(cat "$out/new-control.err")"
set_own=(--set s1.transport.congestionControl=plugin-test-aimd --set s2.transport.congestionControl=plugin-test-aimd)
"$dclab" run --control "$out/PluginTestAimd.java" "$scenario" "${set_own[@]}" --until 20ms --quiet --json \
	>"$out/own.json" 2>"$out/own.err" || fail "--control: $(cat "$out/own.err")"
grep -q '"status":"completed"' "$out/own.json" || fail "--control: $(head -c 400 "$out/own.json")"
own_events=$(grep -o '"events":[0-9]*' "$out/own.json" | head -n 1 | cut -d: -f2)
[ "${own_events:-0}" -gt 10000 ] || fail "--control: only ${own_events:-no} events: $(head -c 400 "$out/own.json")"
sed -i 's/long acked = ack.ackedBytes();/long acked = ack.ackedBytes()/' "$out/PluginTestAimd.java"
set +e
"$dclab" run --control "$out/PluginTestAimd.java" "$scenario" "${set_own[@]}" --until 1ms --quiet >"$out/broken.out" 2>"$out/broken.err"
code=$?
set -e
[ "$code" -eq 1 ] || fail "a control that does not compile: exit $code, expected 1: $(cat "$out/broken.err")"
grep -q "PluginTestAimd.java line [0-9]*: " "$out/broken.err" || fail "a control that does not compile: $(cat "$out/broken.err")"
printf 'plugin test: a control of your own ran from --control (%s events)\n' "$own_events"

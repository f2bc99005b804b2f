#!/usr/bin/env bash
# Times DC Lab and htsim on the same work, run by run alternately (issue 33). Fetches nothing: give it an htsim
# source tree (a checkout of Broadcom/csg-htsim, the folder holding sim/). See README.md in this folder.
#
#   releng/htsim/compare.sh HTSIM_DIR [PAIRS] [SCENARIO...]
#
# PAIRS (default 3) alternating pairs per scenario; SCENARIOs from fattree-128 fattree-432 fattree-1024 incast-64x5000
# (the default: all four). Builds htsim into target/htsim (its own Makefiles and flags, plus dclab-bench.patch and
# the driver dclab_bench.cpp), writes the suite's files with `dclab bench --write-suite`, makes each one's
# htsim-matched copy (every segment acknowledged, marking on departure: htsim's model), then per pair runs htsim
# and `dclab bench FILE --forks 1 --warmup 2` (the order swapped every pair), and finally `dclab run FILE` once per
# scenario for its peak RSS. Prints one table row per pair and keeps the raw lines in target/htsim/results/<time>.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
src=${1:?usage: compare.sh HTSIM_DIR [PAIRS] [SCENARIO...]}
pairs=${2:-3}
shift $(( $# >= 2 ? 2 : 1 ))
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(fattree-128 fattree-432 fattree-1024 incast-64x5000)

work="$repo/target/htsim"
results="$work/results/$(date -u +%Y%m%dT%H%M%S)"
mkdir -p "$work" "$results"

# htsim, built as its Makefiles build it (libhtsim.a at -O3, the datacenter drivers at -O2), with the patch.
if [ ! -x "$work/sim/datacenter/dclab_bench" ]; then
  rm -rf "$work/sim"
  cp -r "$src/sim" "$work/sim"
  (cd "$work" && patch -s -p1 < "$here/dclab-bench.patch")
  cp "$here/dclab_bench.cpp" "$work/sim/datacenter/"
  make -s -C "$work/sim" libhtsim.a > "$work/build.log" 2>&1
  make -s -C "$work/sim/datacenter" -f Makefile -f "$here/driver.mk" dclab_bench >> "$work/build.log" 2>&1
fi
htsim="$work/sim/datacenter/dclab_bench"

# The suite's files, and their htsim-matched copies.
files="$work/suite"
rm -rf "$files" && mkdir -p "$files/matched"
"$repo/dclab" bench --write-suite "$files" > /dev/null
for f in "$files"/*.dclab; do
  sed -e 's/delayedAck="true"/delayedAck="false"/' -e 's/value="ARRIVAL"/value="DEPARTURE"/' "$f" > "$files/matched/$(basename "$f")"
done

htsim_args() {  # the driver's arguments for one suite scenario, read from its file
  local name=$1 durationUs
  durationUs=$(( $(grep -o 'durationPs="[0-9]*"' "$files/$name.dclab" | grep -o '[0-9]*') / 1000000 ))
  case $name in
    fattree-*) local hosts=${name#fattree-} k=2
               while [ $(( k * k * k / 4 )) -lt "$hosts" ]; do k=$(( k + 2 )); done
               echo "fattree $k $durationUs" ;;
    incast-*)  local spec=${name#incast-}; echo "incast ${spec%x*} ${spec#*x}" ;;
  esac
}

run_htsim() {  # $1 scenario, $2 pair
  local out="$results/$1.htsim.$2"
  # shellcheck disable=SC2046
  /usr/bin/time -f "processWallSeconds=%e processPeakRssKB=%M" -o "$out.time" "$htsim" $(htsim_args "$1") > "$out.log"
  { grep '^htsim ' "$out.log"; cat "$out.time"; echo "load=$(cut -d' ' -f1 /proc/loadavg)"; } | tr '\n' ' ' > "$out"
}

run_dclab() {  # $1 scenario, $2 pair
  "$repo/dclab" bench "$files/matched/$1.dclab" --forks 1 --warmup 2 | grep '^{' > "$results/$1.dclab.$2"
}

for name in "${scenarios[@]}"; do
  for pair in $(seq 1 "$pairs"); do
    if [ $(( pair % 2 )) -eq 1 ]; then run_htsim "$name" "$pair"; run_dclab "$name" "$pair"
    else run_dclab "$name" "$pair"; run_htsim "$name" "$pair"; fi
  done
  /usr/bin/time -f "%M" -o "$results/$name.dclab-run-rss" "$repo/dclab" run "$files/matched/$name.dclab" --quiet > /dev/null
  /usr/bin/time -f "%M" -o "$results/$name.dclab-run-rss-suite" "$repo/dclab" run "$files/$name.dclab" --quiet > /dev/null
done

python3 - "$results" "$pairs" "${scenarios[@]}" <<'EOF'
import json, sys
results, pairs, names = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def kv(path):
    return dict(f.split('=', 1) for f in open(path).read().split() if '=' in f)
print('| scenario | pair | htsim events | DC Lab events | htsim run s (CPU s), load | DC Lab cold run s (CPU s), load '
      '| DC Lab cold JIT compile s | DC Lab warm run s (CPU s) | cold speed / htsim | warm speed / htsim | cold CPU / htsim | warm CPU / htsim '
      '| peak RSS MB htsim / DC Lab bench cold |')
print('|' + '---|' * 13)
for name in names:
    for p in range(1, pairs + 1):
        h = kv(f'{results}/{name}.htsim.{p}')
        d = json.loads(open(f'{results}/{name}.dclab.{p}').read())
        he, de = int(h['events']), d['events']
        hs, hc = float(h['runSeconds']), float(h['cpuSeconds'])
        # speed = events per second of the run loop; the event counts differ by a few per cent (table in the doc)
        speed = lambda e, s: e / s
        print(f"| {name} | {p} | {he:,} | {de:,} | {hs:.2f} ({hc:.2f}), {h['load']} "
              f"| {d['coldRunSeconds']:.2f} ({d['coldCpuSeconds']:.2f}), {d['coldLoad'][0]} "
              f"| {d.get('coldCompileSeconds', float('nan')):.2f} | {d['warmRunSeconds']:.2f} ({d['warmCpuSeconds']:.2f}) "
              f"| {speed(de, d['coldRunSeconds']) / speed(he, hs):.2f} | {speed(de, d['warmRunSeconds']) / speed(he, hs):.2f} "
              f"| {speed(de, d['coldCpuSeconds']) / speed(he, hc):.2f} | {speed(de, d['warmCpuSeconds']) / speed(he, hc):.2f} "
              f"| {int(h['processPeakRssKB']) / 1024:.0f} / {d['coldPeakRssMB']:.0f} |")
    run = int(open(f'{results}/{name}.dclab-run-rss').read()) / 1024
    suite = int(open(f'{results}/{name}.dclab-run-rss-suite').read()) / 1024
    print(f'| {name} | `dclab run` peak RSS MB: matched file {run:.0f}, suite file {suite:.0f} | | | | | | | | | | |')
EOF

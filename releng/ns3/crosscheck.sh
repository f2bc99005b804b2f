#!/usr/bin/env bash
# The differential suite against ns-3: builds the ns-3 twin (releng/ns3/twin, against Debian's libns3-dev), runs every
# pair of releng/ns3/pairs.txt on both sides (DC Lab through the built product's `dclab run`, ns-3 through the twin),
# compares their figures within the stated tolerances, writes the table into docs/crosscheck-ns3.md and exits 1 when a
# figure leaves its tolerance. Without ns-3 or g++ it says so and is skipped, unless DCLAB_REQUIRE_NS3 is set (CI).
# Usage: crosscheck.sh [--product DIR] [--doc FILE] [--only REGEX] [--jobs N]
#   --product DIR  the built product (default: the one this checkout's build writes)
#   --doc FILE     the page whose table is rewritten (default docs/crosscheck-ns3.md; any other FILE starts as a copy of
#                  it, and the run says whether its table differs from the committed one: the build writes under target/)
#   --only REGEX   only the pairs whose names match
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
product="$root/releng/org.dclab.product/target/products/org.dclab.product/linux/gtk/x86_64/dclab"
doc="$root/docs/crosscheck-ns3.md"
only='.*'
jobs=$(nproc)
while [ $# -gt 0 ]; do
	case "$1" in
	--product) product=$(realpath "$2"); shift 2 ;;
	--doc) doc=$(realpath -m "$2"); shift 2 ;;
	--only) only="$2"; shift 2 ;;
	--jobs) jobs="$2"; shift 2 ;;
	*) echo "crosscheck: unknown argument $1" >&2; exit 2 ;;
	esac
done

libs=(ns3-core ns3-network ns3-internet ns3-point-to-point ns3-traffic-control)
missing=()
command -v g++ >/dev/null || missing+=(g++)
[ -f /usr/include/ns3/tcp-dctcp.h ] || missing+=(libns3-dev)
if [ ${#missing[@]} -gt 0 ]; then
	why="needs Debian's g++ and libns3-dev (ns-3 3.37) (missing: ${missing[*]})"
	if [ -n "${DCLAB_REQUIRE_NS3:-}" ]; then
		echo "CROSSCHECK FAILED: $why" >&2
		exit 1
	fi
	echo "crosscheck: SKIPPED: $why; .ci/run installs them and requires this suite"
	exit 0
fi
[ -f "$product/configuration/config.ini" ] || { echo "crosscheck: no built product in $product; build it first (./mvnw -B -DskipTests verify)" >&2; exit 1; }

# The twin, rebuilt when a source is newer than it: one program, -O2, about half a minute.
out="$here/target"
twin="$out/dclab-twin"
mkdir -p "$out"
if [ ! -x "$twin" ] || [ -n "$(find "$here/twin" -newer "$twin" -print -quit)" ]; then
	echo "crosscheck: building the ns-3 twin"
	g++ -std=c++17 -O2 -Wall -Werror -I/usr/include -o "$twin.part" "$here"/twin/*.cc "${libs[@]/#/-l}"
	mv "$twin.part" "$twin"
fi

# A page other than the docs' own (the build's copy under target/) starts as a copy of it, so that the committed table
# can be compared with this run's afterwards.
committed="$root/docs/crosscheck-ns3.md"
if [ "$doc" != "$committed" ]; then
	mkdir -p "$(dirname "$doc")"
	cp "$committed" "$doc"
fi

rm -rf "$out/runs"
cd "$root"
status=0
DCLAB_PRODUCT="$product" java "$here/Crosscheck.java" --pairs "$here/pairs.txt" --dclab "$root/dclab" --twin "$twin" \
	--out "$out/runs" --doc "$doc" --only "$only" --jobs "$jobs" || status=$?
if [ "$doc" != "$committed" ] && [ "$only" = '.*' ] && ! cmp -s "$doc" "$committed"; then
	echo "crosscheck: this run's table differs from the one in docs/crosscheck-ns3.md; write it there with" \
		"releng/ns3/crosscheck.sh (the new page is $doc)"
fi
exit $status

#!/usr/bin/env bash
# Archive contents test: every download the build makes, including the Windows and macOS ones, which cannot be run
# here. They are built and checked, not run. For each archive:
#   1. it is under the size budget, and unpacks without a word (GNU tar; unzip for the Windows zip) into one folder
#      dclab/; no path in it is too long for Windows' Explorer (200 characters, leaving 60 for the folder it is
#      unpacked in), has a character Windows refuses, or differs from another only in case (Windows' and macOS's
#      file systems would merge them);
#   2. it holds the platform's launcher (./dclab, mode 755, the source tree's own; dclab.cmd with CRLF line ends on
#      Windows; on macOS an app bundle whose Info.plist names its executable, Contents/MacOS/dclab, which runs
#      Contents/Eclipse/dclab, with the README and links to ./dclab and the examples beside the app), the README,
#      the example scenarios and lab sheets, the Equinox launcher jar and the platform's SWT fragment and no
#      other's; its configuration lists that fragment, and p2's profile names the platform's os, ws and arch;
#   3. its bundles resolve in OSGi as on that platform (ResolveProduct.java: every bundle resolved, the SWT fragment
#      attached to SWT).
# Usage: archive-contents-test.sh PRODUCTS_DIR OUTPUT_DIR
set -euo pipefail

products=$1
out=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
max_mb=80
rm -rf "$out"
mkdir -p "$out"

fail() { printf 'ARCHIVE CONTENTS TEST FAILED: %s: %s\n' "${name:-}" "$*" >&2; exit 1; }
trap 'rm -rf "$out/unpacked"' EXIT

check_names() { # LIST_OF_PATHS
	local long bad twins
	long=$(awk 'length($0) > 200' "$1")
	[ -z "$long" ] || fail "paths too long for Windows: $long"
	bad=$(grep -E '[<>:"|?*\\]' "$1" || true)
	[ -z "$bad" ] || fail "paths with characters Windows refuses: $bad"
	twins=$(sed 's|/$||' "$1" | sort -f | uniq -di)
	[ -z "$twins" ] || fail "paths that differ only in case: $twins"
}

check_archive() { # OS WS ARCH FORMAT
	local os=$1 ws=$2 arch=$3 format=$4 archive size top product swt
	name="dclab-$os.$ws.$arch.$format"
	archive="$products/$name"
	[ -f "$archive" ] || fail "not built"
	size=$(du -m "$archive" | cut -f 1)
	[ "$size" -lt "$max_mb" ] || fail "$size MB, over the budget of $max_mb MB"
	top="$out/unpacked/$os.$ws.$arch"
	mkdir -p "$top"
	if [ "$format" = zip ]; then
		unzip -Z1 "$archive" >"$out/$name.list"
		unzip -q "$archive" -d "$top" 2>"$out/$name.err" >&2 || fail "unzip exited $?: $(cat "$out/$name.err")"
	else
		tar -tzf "$archive" >"$out/$name.list"
		tar -xzf "$archive" -C "$top" 2>"$out/$name.err" || fail "tar -xzf exited $?: $(cat "$out/$name.err")"
	fi
	[ ! -s "$out/$name.err" ] || fail "unpacking said: $(head -n 5 "$out/$name.err")"
	[ "$(ls -A "$top")" = dclab ] || fail "holds $(ls -A "$top" | tr '\n' ' ')rather than one folder dclab/"
	check_names "$out/$name.list"
	top="$top/dclab"

	case $os in
	macosx)
		local app="$top/DC Lab.app"
		product="$app/Contents/Eclipse"
		grep -A1 '<key>CFBundleExecutable</key>' "$app/Contents/Info.plist" | grep -q '<string>dclab</string>' \
			|| fail "DC Lab.app/Contents/Info.plist names no executable dclab"
		[ -x "$app/Contents/MacOS/dclab" ] && grep -q '/../Eclipse/dclab"' "$app/Contents/MacOS/dclab" \
			|| fail "DC Lab.app/Contents/MacOS/dclab does not run Contents/Eclipse/dclab"
		[ "$(readlink "$top/dclab")" = "DC Lab.app/Contents/Eclipse/dclab" ] && [ -x "$top/dclab" ] \
			|| fail "dclab/dclab is no link to the app's launcher"
		[ "$(readlink "$top/examples")" = "DC Lab.app/Contents/Eclipse/examples" ] && [ -d "$top/examples/labs" ] \
			|| fail "dclab/examples is no link to the app's examples"
		cmp -s "$top/README.txt" "$product/README.txt" || fail "no README.txt beside the app"
		;;
	*) product=$top ;;
	esac
	if [ "$os" = win32 ]; then
		cmp -s "$product/dclab.cmd" "$root/features/org.dclab.distribution/rootfiles/dclab.cmd" || fail "no dclab.cmd, or not the source tree's"
		[ "$(grep -c $'\r$' "$product/dclab.cmd")" -eq "$(wc -l <"$product/dclab.cmd")" ] || fail "dclab.cmd has lines without CRLF"
		[ ! -e "$product/dclab" ] || fail "holds the bash launcher dclab"
	else
		cmp -s "$product/dclab" "$root/dclab" || fail "no launcher dclab, or not the source tree's"
		[ "$(stat -c %a "$product/dclab")" = 755 ] || fail "dclab has mode $(stat -c %a "$product/dclab"), not 755"
		[ ! -e "$product/dclab.cmd" ] || fail "holds the Windows launcher dclab.cmd"
	fi
	cmp -s "$product/README.txt" "$root/features/org.dclab.distribution/rootfiles/README.txt" || fail "no README.txt"
	diff -r "$product/examples" "$root/examples" >/dev/null || fail "its examples/ is not the source tree's"
	compgen -G "$product/plugins/org.eclipse.equinox.launcher_*.jar" >/dev/null || fail "no Equinox launcher jar"

	swt="org.eclipse.swt.$ws.$os.$arch"
	compgen -G "$product/plugins/${swt}_*.jar" >/dev/null || fail "no SWT fragment $swt"
	local others
	others=$(cd "$product/plugins" && ls | grep -E '^org\.eclipse\.swt\.(gtk|win32|cocoa)\.' | grep -v "^${swt}_" || true)
	[ -z "$others" ] || fail "holds other platforms' SWT fragments: $others"
	grep -q "^$swt," "$product/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info" \
		|| fail "its configuration (bundles.info) does not list $swt"
	local environment
	environment=$(zcat "$product"/p2/org.eclipse.equinox.p2.engine/profileRegistry/DefaultProfile.profile/*.profile.gz \
		| grep -o "name='org.eclipse.equinox.p2.environments' value='[^']*'" | head -n 1)
	for property in "osgi.os=$os" "osgi.ws=$ws" "osgi.arch=$arch"; do
		grep -q "[=',]${property}[,']" <<<"$environment" || fail "p2's profile does not name $property: $environment"
	done

	local resolved
	resolved=$("${JAVA_HOME:+$JAVA_HOME/bin/}java" -cp "$(compgen -G "$product/plugins/org.eclipse.osgi_*.jar" | head -n 1)" "$here/ResolveProduct.java" \
		"$product" "$os" "$ws" "$arch" "$out/osgi-$os.$ws.$arch" 2>&1) || fail "OSGi resolution: $resolved"
	echo "archive contents: $name, $size MB: $(wc -l <"$out/$name.list") entries, unpacked without a word; launcher, README, $(ls "$product"/examples/*.dclab | wc -l) examples, $(ls "$product"/examples/labs/lab*.md | wc -l) lab sheets, $swt; $resolved"
	rm -rf "$out/unpacked"
}

check_archive linux gtk x86_64 tar.gz
check_archive linux gtk aarch64 tar.gz
check_archive win32 win32 x86_64 zip
check_archive macosx cocoa aarch64 tar.gz
check_archive macosx cocoa x86_64 tar.gz

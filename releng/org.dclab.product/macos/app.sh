#!/usr/bin/env bash
# Completes the macOS products into app bundles. p2 installs each into dclab/DC Lab.app/Contents/Eclipse, with the
# distribution feature's root files; the native launcher and Info.plist that Eclipse's executable feature would brand
# are not on Maven Central, so the app's executable is a script that runs that ./dclab (with -XstartOnFirstThread),
# and the Info.plist is ours. Beside the app, in the dclab/ folder a download unpacks to: the README, and links to the
# command line and the examples inside the app.
# Usage: app.sh PRODUCTS_DIR VERSION
set -euo pipefail

products=$1
version=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

for arch in aarch64 x86_64; do
	top="$products/macosx/cocoa/$arch/dclab"
	app="$top/DC Lab.app"
	[ -x "$app/Contents/Eclipse/dclab" ] || { echo "app.sh: no launcher at $app/Contents/Eclipse/dclab" >&2; exit 1; }
	mkdir -p "$app/Contents/MacOS"
	sed "s/@VERSION@/$version/g" "$here/Info.plist" >"$app/Contents/Info.plist"
	install -m 755 "$here/dclab" "$app/Contents/MacOS/dclab"
	ln -sfn "DC Lab.app/Contents/Eclipse/dclab" "$top/dclab"
	ln -sfn "DC Lab.app/Contents/Eclipse/examples" "$top/examples"
	cp "$app/Contents/Eclipse/README.txt" "$top/README.txt"
done

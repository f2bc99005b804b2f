#!/usr/bin/env bash
# Fails when the committed EMF output differs from what the generator writes from the committed model.
#
# The generator (releng/org.dclab.codegen) runs on copies of the model and edit bundles in a temporary folder, so the
# working tree is never written to, whatever happens; the copies are then compared with the originals, files
# outside src-gen included (the genmodel, plugin.properties, icons), because the generator writes those too.
#
# usage: releng/check-codegen.sh [--offline[=true|false]]   (run by `verify` in releng/pom.xml, which passes
# --offline=${settings.offline}; offline, the generator's Maven build runs with -o)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
maven_flags=(-B -q)
case "${1:-}" in --offline | --offline=true) maven_flags+=(-o) ;; esac

work=$(mktemp -d "${TMPDIR:-/tmp}/dclab-codegen-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

bundles=(org.dclab.model org.dclab.model.edit)
mkdir -p "$work/bundles"
for b in "${bundles[@]}"; do
	(cd "$root/bundles" && tar --exclude=./"$b"/target --exclude=./"$b"/bin -cf - ./"$b") | tar -C "$work/bundles" -xf -
done
(cd "$root/releng" && tar --exclude=./org.dclab.codegen/target -cf - ./org.dclab.codegen) | tar -C "$work" -xf -

if ! "$root/mvnw" "${maven_flags[@]}" -f "$work/org.dclab.codegen/pom.xml" compile exec:java \
	-Dgenmodel.file="$work/bundles/org.dclab.model/model/dclab.genmodel" >"$work/generator.log" 2>&1; then
	cat "$work/generator.log" >&2
	echo "check-codegen: the EMF generator failed (output above)" >&2
	exit 1
fi

status=0
for b in "${bundles[@]}"; do
	if ! diff -ru --exclude=target --exclude=bin --exclude='.polyglot.*' --exclude=.tycho-consumer-pom.xml "$root/bundles/$b" "$work/bundles/$b" >"$work/$b.diff"; then
		status=1
		sed -e "/^diff -ru /d" -e "s#$work/bundles/#regenerated/#g" -e "s#$root/bundles/#committed/#g" "$work/$b.diff" | head -40 >&2
	fi
done
if [ $status -ne 0 ]; then
	echo "check-codegen: generated code differs from what dclab.ecore and dclab.genmodel produce; never edit src-gen by hand," \
		"regenerate with ./mvnw -f releng/org.dclab.codegen/pom.xml -q compile exec:java and commit the result" >&2
	exit 1
fi
echo "check-codegen: src-gen of ${bundles[*]} is what the generator writes"

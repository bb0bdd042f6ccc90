#!/usr/bin/env bash
# The plugin API's documentation (DocC), built from the catalogs in Sources/MODULE/MODULE.docc
# and the doc comments, with every warning an error (a symbol link that does not resolve, a
# topic naming a symbol that is gone). `make test` runs it; `make docs` keeps the archives.
#
#   Tests/Docs/docs.sh [OUTPUT]    writes OUTPUT/MODULE.doccarchive (default: a temporary folder)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
modules=(Lasso LassoPlugin LassoTestUtilities LassoXCTest)
work=$(mktemp -d "${TMPDIR:-/tmp}/lasso-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT
output=${1:-$work/out}
docc=${DOCC:-$(dirname "$(readlink -f "$(command -v swift)")")/docc}
[ -x "$docc" ] || { echo "docs: error: no docc next to swift ($docc); set DOCC" >&2; exit 1; }

cd "$root"
swift package dump-symbol-graph --minimum-access-level public >"$work/symbols.log" 2>&1 \
    || { tail -30 "$work/symbols.log" >&2; echo "docs: error: swift package dump-symbol-graph failed" >&2; exit 1; }
graphs=$(sed -n 's/^Files written to //p' "$work/symbols.log")
[ -d "$graphs" ] || { cat "$work/symbols.log" >&2; echo "docs: error: no symbol graphs" >&2; exit 1; }
mkdir -p "$output"
for module in "${modules[@]}"; do
    mkdir -p "$work/graphs/$module"
    cp "$graphs/$module.symbols.json" "$work/graphs/$module/"
    # Extensions of other modules' types (MODULE@OTHER.symbols.json) belong to this module's docs.
    for extension in "$graphs/$module"@*.symbols.json; do
        if [ -f "$extension" ]; then cp "$extension" "$work/graphs/$module/"; fi
    done
    "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "lasso.$module" \
        --output-path "$output/$module.doccarchive" --warnings-as-errors >"$work/$module.log" 2>&1 \
        || { grep -E "warning|error" "$work/$module.log" >&2; echo "docs: error: the documentation of $module has problems (above)" >&2; exit 1; }
done
echo "docs: ${modules[*]} documented without warnings${1:+ in $output}"

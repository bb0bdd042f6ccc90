#!/usr/bin/env bash
# Installs the Lasso runtime SDK under PREFIX (`make install PREFIX=DIR`): what a plugin builds
# against and what runs it, without this checkout.
#
#   PREFIX/bin/lasso-shell                          the shell
#   PREFIX/lib/libLassoRuntime.so                   the runtime (host and plugins share it)
#   PREFIX/lib/libLassoTestUtilities.so             store and flow test helpers, for plugin tests
#                                                   (swift-custom-dump linked in, its symbols local)
#   PREFIX/lib/libLassoXCTest.so                    Lasso's XCTest test cases, for ported tests
#   PREFIX/lib/swift/lasso/MODULE.swiftmodule/      module interfaces of Lasso, LassoPlugin and
#                                                   LassoTestUtilities (library evolution), and
#                                                   LassoXCTest's binary module
#   PREFIX/include/lasso/lasso_plugin.h             the C plugin ABI
#   PREFIX/lib/pkgconfig/lasso-runtime.pc           for C plugins and other build systems
#
# Built in release mode into .build (CONFIGURATION=debug for a quicker, slower SDK).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${1:?usage: SDK/install.sh PREFIX}
configuration=${CONFIGURATION:-release}
swift=${SWIFT:-swift}
case "$prefix" in /*) ;; *) prefix=$(pwd)/$prefix ;; esac

fail() { echo "install: error: $*" >&2; exit 1; }
header=$root/Sources/CLassoPluginABI/include/lasso_plugin.h
version=$("$root/SDK/release.sh" version)

cd "$root"
"$swift" build -c "$configuration" --product LassoRuntime
"$swift" build -c "$configuration" --product lasso-shell
# The test utilities' own dependencies (swift-custom-dump and what it imports), as SwiftPM builds them.
"$swift" build -c "$configuration" --target LassoTestUtilities
build=$("$swift" build -c "$configuration" --show-bin-path)
modules=$build/Modules
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["moduleTriple"])')

mkdir -p "$prefix/bin" "$prefix/lib/pkgconfig" "$prefix/lib/swift/lasso" "$prefix/include/lasso"
install -m 0755 "$build/lasso-shell" "$prefix/bin/lasso-shell"
install -m 0755 "$build/libLassoRuntime.so" "$prefix/lib/libLassoRuntime.so"
install -m 0644 "$header" "$prefix/include/lasso/lasso_plugin.h"

# A module interface goes in MODULE.swiftmodule/TRIPLE.swiftinterface, where the compiler looks.
install_interface() { # MODULE FOLDER
    local folder=$prefix/lib/swift/lasso/$1.swiftmodule
    [ -f "$2/$1.swiftinterface" ] || fail "$2/$1.swiftinterface is missing: the plugin API must be built with library evolution"
    rm -rf "$folder"
    mkdir -p "$folder"
    install -m 0644 "$2/$1.swiftinterface" "$folder/$triple.swiftinterface"
    if [ -f "$2/$1.swiftdoc" ]; then install -m 0644 "$2/$1.swiftdoc" "$folder/$triple.swiftdoc"; fi
}
install_interface Lasso "$modules"
install_interface LassoPlugin "$modules"

# The test utilities are their own library on top of the installed runtime (in the runtime, every
# app would load swift-testing): compiled here with library evolution, like the runtime, and in
# the runtime's package (`-package-name`, as SwiftPM named it when it built the runtime), since
# they describe hierarchies with the runtime's `package` API. So libLassoTestUtilities.so goes
# with the libLassoRuntime.so it is installed with (docs/plugin-abi.md).
package_name=$(python3 -c 'import re, sys
for line in open(sys.argv[1]):
    if "\"-module-name\",\"Lasso\"" in line:
        found = re.search(r"\"-package-name\",\"([^\"]*)\"", line)
        if found:
            print(found.group(1))
            break' "$root/.build/$configuration.yaml")
[ -n "$package_name" ] || fail "cannot tell the runtime's package name from $root/.build/$configuration.yaml"
work=$(mktemp -d "${TMPDIR:-/tmp}/lasso-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
optimization=-O
[ "$configuration" = debug ] && optimization=-Onone
#
# What LassoTestUtilities uses outside the runtime, swift-custom-dump (failure messages' diffs)
# and the IssueReporting module it imports, is an implementation detail (`internal import`: the
# module interface does not mention it). Their objects, as SwiftPM built them above, are linked
# into libLassoTestUtilities.so from an archive whose symbols stay local to the library
# (--exclude-libs), so a plugin's tests that use another swift-custom-dump link without a clash;
# `-z defs` fails the install if the list below misses a module they need.
test_utilities_dependencies="CustomDump IssueReporting"
for module in $test_utilities_dependencies; do
    ls "$build/$module.build/"*.o >/dev/null 2>&1 || fail "SwiftPM did not build $module in $build"
    ar rcs "$work/libLassoTestUtilitiesDependencies.a" "$build/$module.build/"*.o
done
find Sources/LassoTestUtilities -name '*.swift' | LC_ALL=C sort >"$work/sources"
swiftc -module-name LassoTestUtilities -package-name "$package_name" -parse-as-library -emit-library -swift-version 6 "$optimization" \
    -enable-upcoming-feature ExistentialAny -enable-library-evolution \
    -emit-module-interface-path "$work/LassoTestUtilities.swiftinterface" -emit-module-path "$work/LassoTestUtilities.swiftmodule" \
    -I "$modules" -L "$build" -lLassoRuntime -Xlinker -rpath -Xlinker '$ORIGIN' \
    -L "$work" -lLassoTestUtilitiesDependencies -Xlinker --exclude-libs=ALL -Xlinker -z -Xlinker defs \
    -o "$work/libLassoTestUtilities.so" $(cat "$work/sources")
grep -q CustomDump "$work/LassoTestUtilities.swiftinterface" && fail "LassoTestUtilities' module interface mentions CustomDump: import it internally"
install -m 0755 "$work/libLassoTestUtilities.so" "$prefix/lib/libLassoTestUtilities.so"
install_interface LassoTestUtilities "$work"

# Lasso's XCTest test cases, for ported tests (docs/coming-from-lasso.md). XCTest on Linux is not
# built with library evolution, so this module is not either: it installs as a binary module,
# which only the compiler that built the SDK reads (the one every plugin needs anyway).
find Sources/LassoXCTest -name '*.swift' | LC_ALL=C sort >"$work/xctest-sources"
swiftc -module-name LassoXCTest -package-name "$package_name" -parse-as-library -emit-library -swift-version 6 "$optimization" \
    -enable-upcoming-feature ExistentialAny -emit-module-path "$work/LassoXCTest.swiftmodule" \
    -I "$modules" -I "$work" -L "$build" -L "$work" -lLassoRuntime -lLassoTestUtilities -Xlinker -rpath -Xlinker '$ORIGIN' \
    -o "$work/libLassoXCTest.so" $(cat "$work/xctest-sources")
install -m 0755 "$work/libLassoXCTest.so" "$prefix/lib/libLassoXCTest.so"
folder=$prefix/lib/swift/lasso/LassoXCTest.swiftmodule
rm -rf "$folder"
mkdir -p "$folder"
install -m 0644 "$work/LassoXCTest.swiftmodule" "$folder/$triple.swiftmodule"
if [ -f "$work/LassoXCTest.swiftdoc" ]; then install -m 0644 "$work/LassoXCTest.swiftdoc" "$folder/$triple.swiftdoc"; fi

cat >"$prefix/lib/pkgconfig/lasso-runtime.pc" <<EOF
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include
swiftmoduledir=\${libdir}/swift/lasso

Name: lasso-runtime
Description: Lasso for Linux runtime: the plugin API (Swift module interfaces) and the C plugin ABI
Version: $version
Cflags: -I\${includedir}/lasso
Libs: -L\${libdir} -lLassoRuntime
EOF
echo "install: Lasso runtime $version SDK in $prefix (lasso-shell, libLassoRuntime.so, module interfaces, lasso_plugin.h, lasso-runtime.pc)"

#!/usr/bin/env bash
# The plugin SDK as a plugin author meets it, in a temporary folder. `make test` runs it last.
#
#   1. `make install PREFIX=…`, in LASSO_SDK_CONFIGURATION (default debug: the build `make test`'s
#      build stage made, so the SDK costs no second cold build of the runtime and its
#      dependencies; a release runs it with `release`, docs/releasing.md).
#   2. The ABI of that build against the committed baseline (Tests/ABI/abi.sh check).
#   3. `lasso-shell plugins new notes` from the installed SDK; the package's three commands:
#      `swift build` (cold, and again after an edit), `swift test` (with a failing assertion's
#      diff too), and running its config with a script through the installed shell.
#   4. `plugins new c-notes --c`: the C package builds without warnings and passes its script.
#
# Prints one line per check with the build times; exits non-zero at the first failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/lasso-sdk.XXXXXX")
trap 'rm -rf "$work"' EXIT
export LASSO_PLUGIN_CACHE=$work/plugin-scan.cache XDG_CONFIG_HOME=$work/config
fail() { echo "FAIL: $*" >&2; exit 1; }
seconds() { local start=$1; echo "$(( ($(date +%s%N) - start) / 1000000 ))" | awk '{ printf "%.1f s", $1 / 1000 }'; }

configuration=${LASSO_SDK_CONFIGURATION:-debug}
case "$configuration" in debug | release) ;; *) fail "LASSO_SDK_CONFIGURATION is '$configuration': use debug or release" ;; esac
CONFIGURATION=$configuration make -C "$root" install PREFIX="$work/sdk" >"$work/install.log" 2>&1 || { tail -30 "$work/install.log" >&2; fail "make install ($configuration)"; }
"$root/Tests/Support/own-warnings.sh" "$work/install.log" "$root" >&2 || fail "make install ($configuration) printed warnings"
echo "ok: make install PREFIX=… installs the SDK ($configuration)"

(cd "$root" && swift build -c "$configuration" --target LassoTestUtilities >"$work/abi-build.log" 2>&1) || { tail -30 "$work/abi-build.log" >&2; fail "the $configuration build of LassoTestUtilities"; }
"$root/Tests/ABI/abi.sh" check "$root/.build/$configuration/Modules"

shell=$work/sdk/bin/lasso-shell
"$shell" plugins new notes --path "$work/notes" >"$work/new.log" 2>&1 || { cat "$work/new.log" >&2; fail "plugins new"; }
echo "ok: plugins new notes writes a package"
cd "$work/notes"
start=$(date +%s%N)
swift build >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "swift build in the new package"; }
cold=$(seconds "$start")
if grep -q "warning:" "$work/build.log"; then grep "warning:" "$work/build.log" >&2; fail "the new package built with warnings"; fi
echo "// An edit." >>Sources/NotesPlugin/NotesStore.swift
start=$(date +%s%N)
swift build >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "swift build after an edit"; }
echo "ok: the new package builds against the SDK alone (cold $cold, after an edit $(seconds "$start"))"
swift test >"$work/test.log" 2>&1 || { cat "$work/test.log" >&2; fail "swift test in the new package"; }
grep -q "Test run with 3 tests in 1 suite passed" "$work/test.log" || { cat "$work/test.log" >&2; fail "the new package's store tests did not all run"; }
echo "ok: the new package's store tests pass"
# A failing store assertion, expected: its message is swift-custom-dump's diff, so the CustomDump
# code the SDK links into libLassoTestUtilities.so runs in a plugin's tests.
cat >Tests/NotesPluginTests/NotesStoreDiffTests.swift <<'SWIFT'
import LassoTestUtilities
import Testing
@testable import NotesPlugin

@MainActor
@Suite struct NotesStoreDiffTests {
    @Test func aWrongStateIsShownAsADiff() async {
        await withKnownIssue {
            await StoreTest<NotesStore>()
                .given(.init(draft: "Buy milk", notes: []))
                .when(.didTapAdd)
                .then(.state(.init(draft: "", notes: ["Buy bread"])), .outputs([.didAddNote(count: 1)]))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(#"-     [0]: "Buy bread""#) && $0.rawValue.contains(#"+     [0]: "Buy milk""#) }
        }
    }
}
SWIFT
swift test >"$work/test.log" 2>&1 || { cat "$work/test.log" >&2; fail "a failing store assertion in the new package"; }
grep -q "Test run with 4 tests in 2 suites passed" "$work/test.log" || { cat "$work/test.log" >&2; fail "the failing store assertion did not show swift-custom-dump's diff"; }
echo "ok: a failing store assertion shows a diff (swift-custom-dump, linked into libLassoTestUtilities.so)"
# A store test written as Lasso's XCTest test case, as a ported test is, against the SDK's
# LassoXCTest.
cat >Tests/NotesPluginTests/NotesStoreXCTests.swift <<'SWIFT'
import LassoXCTest
@testable import NotesPlugin

@MainActor
final class NotesStoreXCTests: XCTestCase, LassoStoreTestCase {
    let testableStore = TestableStore<NotesStore>()

    override func setUp() async throws {
        store = NotesStore(with: .init(draft: "Buy milk", notes: []))
    }

    func test_AddingANoteTellsTheOwner() async {
        store.dispatchAction(.didTapAdd)
        XCTAssertStateEquals(updatedMarker { $0 = .init(draft: "", notes: ["Buy milk"]) })
        XCTAssertLastOutput(.didAddNote(count: 1))
    }
}
SWIFT
# As the package's README says: SwiftPM's generated XCTest listing module needs the SDK's modules.
swift test -Xswiftc -I -Xswiftc "$work/sdk/lib/swift/lasso" >"$work/test.log" 2>&1 || { cat "$work/test.log" >&2; fail "a LassoXCTest store test in the new package"; }
grep -q "Executed 1 test, with 0 failures" "$work/test.log" || { cat "$work/test.log" >&2; fail "the LassoXCTest store test did not run"; }
echo "ok: a store test written as Lasso's LassoStoreTestCase passes against the SDK"
cat >"$work/notes.script" <<'SCRIPT'
expect 0 notes
focus draft
type Buy milk
tap Add
expect Buy milk
expect 1 note  █░░░░░░░░░
focus draft
type Call Ada
press enter
expect 2 notes  ██░░░░░░░░
SCRIPT
"$shell" run notes.yaml --script "$work/notes.script" >"$work/run.log" 2>&1 || { cat "$work/run.log" >&2; fail "the new package's config does not run"; }
echo "ok: the installed shell runs the new plugin's config"

# The C scaffold: one C screen against the installed lasso_plugin.h, tested by its script.
cd "$work"
"$shell" plugins new c-notes --c --path "$work/c-notes" >"$work/new.log" 2>&1 || { cat "$work/new.log" >&2; fail "plugins new --c"; }
cd "$work/c-notes"
swift build >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "swift build in the new C package"; }
if grep -q "warning:" "$work/build.log"; then grep "warning:" "$work/build.log" >&2; fail "the new C package built with warnings"; fi
"$shell" run c-notes.yaml --script Tests/c-notes.script >"$work/run.log" 2>&1 || { cat "$work/run.log" >&2; fail "the new C plugin's scripted test"; }
echo "ok: plugins new --c writes a C plugin that builds against the SDK and passes its scripted test"

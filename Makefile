# Lasso for Linux. The two commands a newcomer needs:
#   make demo   runs the demo app
#   make test   runs every test
SWIFT ?= swift
PLUGINS_BUILD := Plugins/.build/debug

.PHONY: all plugins format format-check test test-under-load sanitizers fuzz demo capture benchmarks benchmark-serve clean install docs

all: plugins

# The plugins, lasso-shell and libLassoRuntime.so, built together in one folder so that they
# share one runtime library. SwiftPM does not notice a file added to or removed from the root
# package when it builds it as Plugins/' path dependency, until Plugins/Package.swift changes:
# touch that manifest when the list of source files, or the root manifest, changed since the
# last build (a changed root manifest, a new define say, is not noticed either). (Comparing
# the list, not folder times: an editor that saves by renaming a new file over the old one
# changes the folder's time but not the list, and a needless re-plan costs seconds.)
SOURCE_LIST := Plugins/.build/source-files.list
SOURCE_FOLDERS := Sources Plugins/Features Plugins/Sources Plugins/Fixtures Plugins/CPlugins

plugins:
	@mkdir -p Plugins/.build
	@find $(SOURCE_FOLDERS) -type f \( -name '*.swift' -o -name '*.c' -o -name '*.h' -o -name '*.modulemap' \) -not -name '.*' | LC_ALL=C sort > $(SOURCE_LIST).new
	@if cmp -s $(SOURCE_LIST).new $(SOURCE_LIST); then rm $(SOURCE_LIST).new; else touch Plugins/Package.swift; mv $(SOURCE_LIST).new $(SOURCE_LIST); fi
	@if ! cmp -s Package.swift Plugins/.build/root-manifest.copy; then touch Plugins/Package.swift; cp Package.swift Plugins/.build/root-manifest.copy; fi
	$(SWIFT) build --package-path Plugins
	$(SWIFT) build --package-path Plugins --product lasso-shell

# Every test, in stages (Tests/stages.sh): the format check and the build; the unit and
# end-to-end tests (which run lasso-shell as a subprocess) in one run, where every wait awaits its
# event and holds no thread; the browser tests of `lasso-shell serve` in Debian's chromium
# (Tests/Browser); the plugin API's documentation, without warnings; the plugin ABI contract
# through real builds in copies of the tree: old plugins on a changed runtime, version bumps, and
# a runtime without library evolution (docs/plugin-abi.md), and the previous release's sample
# plugins (built from its recorded commit, docs/releasing.md) on this runtime; then the SDK as a
# plugin author meets it: `make install`, the ABI check of that release build, and a scaffolded
# plugin's build, tests and run. Each stage runs even when an earlier one failed (those that need
# the build, only when it passed), and the run ends with every stage's result.
test:
	@SWIFT=$(SWIFT) Tests/stages.sh

# The same unit and end-to-end tests, run beside busy loops on every core (CI runs it after
# `make test`): a test that depends on the machine's speed fails here.
test-under-load: plugins
	$(SWIFT) build --build-tests
	Tests/Load/test-under-load.sh

# AddressSanitizer over the C plugin path and ThreadSanitizer over the store tests, each in its
# own build folder (Tests/Sanitizers/sanitizers.sh; docs/testing.md says what each costs).
sanitizers:
	Tests/Sanitizers/sanitizers.sh

# libFuzzer over config reading and scripts, each for FUZZ_SECONDS (Tests/Fuzz/fuzz.sh).
FUZZ_SECONDS ?= 120
fuzz:
	Tests/Fuzz/fuzz.sh $(FUZZ_SECONDS)

demo: plugins
	$(PLUGINS_BUILD)/lasso-shell run config/demo.yaml

# README's pictures of the demo in colour: docs/capture/demo.script's snapshots as SVG, drawn from
# the shell's own output by rich (PyPI), which this installs when it is missing.
capture: plugins
	@python3 -c 'import rich' 2>/dev/null || python3 -m pip install --quiet rich
	python3 docs/capture/capture.py $(PLUGINS_BUILD)/lasso-shell
	LASSO_BROWSER_SCREENSHOT=docs/capture/browser.png python3 -W ignore Tests/Browser/browser_tests.py DemoInTheBrowser.test_log_in_switch_tabs_push_pop_present_dismiss_type_toggle_and_sort

# lasso-benchmarks, in release, from the benchmarks' own package (Benchmarks/Package.swift); run
# its suites as BENCHMARKS.md says, e.g. .build-bench/release/lasso-benchmarks store.
benchmarks:
	$(SWIFT) build -c release --package-path Benchmarks --scratch-path .build-bench

# The load benchmark of `lasso-shell serve` (BENCHMARKS.md, "Serve: clicks, sessions, patches"):
# builds the shell and the plugins in release, and the load client, then runs it once (about
# three minutes; it starts and stops the server itself, on loopback). Options go in
# SERVE_LOAD_ARGS, e.g. `make benchmark-serve SERVE_LOAD_ARGS="--sessions 500"`.
SERVE_LOAD_ARGS ?=
benchmark-serve:
	$(SWIFT) build -c release --package-path Plugins
	$(SWIFT) build -c release --package-path Plugins --product lasso-shell
	$(SWIFT) build -c release --package-path Benchmarks --scratch-path .build-bench --product lasso-serve-load
	.build-bench/release/lasso-serve-load $(SERVE_LOAD_ARGS)

# The plugin API's documentation (DocC archives of Lasso, LassoPlugin, LassoTestUtilities and
# LassoXCTest)
# in .build/docs; `make test` builds it too, failing on any warning.
docs:
	Tests/Docs/docs.sh .build/docs

# The runtime SDK under PREFIX: lasso-shell, libLassoRuntime.so, the plugin API's module
# interfaces, lasso_plugin.h and a pkg-config file (docs/writing-a-plugin.md).
PREFIX ?= /usr/local
install:
	SDK/install.sh "$(PREFIX)"

clean:
	rm -rf .build Plugins/.build

# The Swift sources' formatting, by `swift format` (part of the Swift toolchain) with the rules in
# .swift-format; `make format` applies them. Lasso's ported examples (Tests/LassoPortTests) keep
# Lasso's own formatting, so that they stay line-for-line comparable with the originals.
FORMAT_FILES = $(shell git ls-files '*.swift' ':!:Tests/LassoPortTests')
format:
	@$(SWIFT) format format --in-place --parallel $(FORMAT_FILES)
format-check:
	@$(SWIFT) format lint --strict --parallel $(FORMAT_FILES)

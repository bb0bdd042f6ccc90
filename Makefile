# Lasso for Linux. The two commands a newcomer needs:
#   make demo   runs the demo app
#   make test   runs every test
SWIFT ?= swift
PLUGINS_BUILD := Plugins/.build/debug

.PHONY: all plugins test demo benchmarks clean

all: plugins

# The plugins, lasso-shell and libLassoRuntime.so, built together in one folder so that they
# share one runtime library. SwiftPM does not notice a file added to or removed from the root
# package when it builds it as Plugins/' path dependency, until Plugins/Package.swift changes:
# touch that manifest when a source folder changed since the last build.
plugins:
	@if [ -f Plugins/.build/debug.yaml ] && [ -n "$$(find Sources Plugins/Features Plugins/Sources Plugins/Fixtures Plugins/CPlugins -type d -newer Plugins/.build/debug.yaml -print -quit)" ]; then touch Plugins/Package.swift; fi
	$(SWIFT) build --package-path Plugins
	$(SWIFT) build --package-path Plugins --product lasso-shell

# Unit tests first, then the end-to-end tests (which run lasso-shell as a subprocess and wait for
# it): run together, those waits would hold the test runner's few concurrent threads and starve
# the unit tests that await work on other threads. Last, the runtime build fingerprint through
# real incremental rebuilds, in a copy of the tree (about a minute).
test: plugins
	$(SWIFT) test --skip LassoShellTests
	$(SWIFT) test --skip-build --filter LassoShellTests
	Tests/Rebuild/incremental-rebuild.sh

demo: plugins
	$(PLUGINS_BUILD)/lasso-shell run config/demo.yaml

clean:
	rm -rf .build Plugins/.build

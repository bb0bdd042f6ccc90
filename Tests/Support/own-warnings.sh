#!/usr/bin/env bash
# Prints the warnings of a build log that are the project's own: every `warning:` line but
# SwiftPM's note that a *dependency* has files it does not declare
# (`warning: 'swift-distributed-tracing': found 1 file(s) which are unhandled; …`), which no change
# here can fix. The checks that a build prints no warning use it (Tests/SDK/sdk.sh,
# Tests/Rebuild/runtime-upgrade.sh).
#
#   Tests/Support/own-warnings.sh BUILD-LOG PACKAGE-ROOT
# Exits 0 when there are none, 1 (printing them) when there are some. A quoted package is a
# dependency when the build checked it out (PACKAGE-ROOT/.build/checkouts or Plugins/.build/…).
set -euo pipefail
log=${1:?usage: own-warnings.sh BUILD-LOG PACKAGE-ROOT}
root=${2:?usage: own-warnings.sh BUILD-LOG PACKAGE-ROOT}
pattern="warning: '[^']*': found [0-9]+ file\\(s\\) which are unhandled"
own=$(grep "warning:" "$log" | grep -Ev "$pattern" || true)
for package in $(grep -Eo "$pattern" "$log" | sed -E "s/warning: '([^']*)'.*/\\1/" | sort -u); do
    if [ ! -d "$root/.build/checkouts/$package" ] && [ ! -d "$root/Plugins/.build/checkouts/$package" ]; then
        own+=$'\n'"warning: '$package': found file(s) which are unhandled"
    fi
done
own=$(printf '%s\n' "$own" | sed '/^$/d')
[ -z "$own" ] && exit 0
printf '%s\n' "$own"
exit 1

#!/usr/bin/env bash
# The browser tests of `lasso-shell serve` (Tests/Browser/browser_tests.py): the demo in Debian's
# chromium, driven by Playwright for Python and audited by axe-core (axe-playwright-python).
# `.ci/run` installs them; on another machine:
#   apt-get install chromium nginx && pip install -r Tests/Browser/requirements.txt
# With LASSO_BROWSER_SCREENSHOT=FILE the demo test saves a screenshot there (make capture uses it
# for README's picture of the demo in the browser).
set -euo pipefail
cd "$(dirname "$0")/../.."

chromium=${CHROMIUM:-$(command -v chromium || true)}
if [ -z "$chromium" ]; then
    echo "browser tests: no chromium found; install it with: apt-get install chromium (or set CHROMIUM)" >&2
    exit 1
fi
if ! command -v "${NGINX:-nginx}" >/dev/null && [ ! -x /usr/sbin/nginx ]; then
    echo "browser tests: no nginx found (the reverse proxy of several servers); install it with: apt-get install nginx" >&2
    exit 1
fi
if ! python3 -c "import playwright, axe_playwright_python" 2>/dev/null; then
    echo "browser tests: Playwright for Python or axe-playwright-python (the accessibility audit) is missing; install it with: pip install -r Tests/Browser/requirements.txt" >&2
    exit 1
fi
export CHROMIUM="$chromium"
exec python3 -W ignore::ResourceWarning Tests/Browser/browser_tests.py

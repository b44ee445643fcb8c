#!/usr/bin/env bash
# The browser tests drive Debian's chromium (Playwright's own browser download cannot be used here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium is missing: installing Debian's chromium with apt-get (about a minute) ..."
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium." >&2
echo "Install it as root with:  apt-get update && apt-get install -y chromium" >&2
exit 1

#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser): install it when missing.
set -euo pipefail
chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
else
  echo "The browser tests need Chromium at $chromium_path: sudo apt-get install chromium (or set CHROMIUM_PATH)" >&2
  exit 1
fi

#!/usr/bin/env bash
# The browser tests drive the system Chromium; install Debian's package when
# it is missing and we are root.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install the 'chromium' package (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null

#!/usr/bin/env bash
# Invoice PDFs draw text with DejaVu Sans and Chinese with Droid Sans Fallback
# (Debian's fonts-dejavu-core and fonts-droid-fallback); install them when
# missing and we are root.
set -euo pipefail
missing=()
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || missing+=(fonts-droid-fallback)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Fonts for invoice PDFs are missing: install Debian's ${missing[*]}." >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null

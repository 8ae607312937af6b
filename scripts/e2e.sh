#!/usr/bin/env bash
# Browser tests: the built apps served by the real server, driven by
# Playwright in the system Chromium. The setup project seeds a database with
# demo data and signs each role in once; every spec file then runs on a
# server of its own, on a copy of that database (frontend/e2e/fixtures.ts),
# so no spec sees another's data or clock. Arguments go to Playwright (a spec
# file, --grep ...).
#
# E2E_DIR: the run's directory (emptied first): databases, stored sign-ins,
#   mail, and one directory per spec file with its server's log.
# E2E_PORT: the servers' first port; with E2E_WORKERS=n (default 1) the
#   workers serve on E2E_PORT, E2E_PORT+2, ... E2E_PORT+2(n-1).
# E2E_MAIL_PORT: the local SMTP mail sink (default E2E_PORT+1), which keeps
#   every e-mail the platform sends as a file.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
port="${E2E_PORT:-8765}"
mail_port="${E2E_MAIL_PORT:-$((port + 1))}"
data="${E2E_DIR:-$root/var/e2e}"
rm -rf "$data"
mkdir -p "$data/mail"
export E2E_OUTPUT_DIR="${E2E_OUTPUT_DIR:-$data/test-results}" E2E_DIR="$data" E2E_PORT="$port" E2E_MAIL_PORT="$mail_port" E2E_MAIL_DIR="$data/mail"

(cd "$root/backend" && exec .venv/bin/python -m relief mailsink --port "$mail_port" --dir "$data/mail") >"$data/mailsink.log" 2>&1 &
mailsink=$!
trap 'kill $mailsink 2>/dev/null; wait $mailsink 2>/dev/null || true' EXIT

cd "$root/frontend"
status=0
npx playwright test "$@" 2>&1 | tee "$data/playwright.log" || status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  # The servers' errors first, then Playwright's failures again, so the end
  # of the output names what failed.
  for log in "$data"/setup/server.log "$data"/specs/*/server.log; do
    [ -f "$log" ] && grep -q -E 'Traceback|ERROR' "$log" || continue
    echo "--- $log (last 30 lines) ---" >&2
    tail -n 30 "$log" >&2
  done
  echo "--- failed tests ---" >&2
  sed -n '/^  [0-9]* failed/,$p' "$data/playwright.log" >&2
  grep -E '^\s+(✘|[0-9]+\) )' "$data/playwright.log" | head -40 >&2 || true
  exit "$status"
fi

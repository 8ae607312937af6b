#!/usr/bin/env bash
# Browser tests: the built apps served by the real server on a fresh database
# with demo data, driven by Playwright in the system Chromium. Arguments go to
# Playwright (a spec file, --grep ...); E2E_PORT, E2E_MAIL_PORT and E2E_DIR let
# two runs share a machine.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
port="${E2E_PORT:-8765}"
data="${E2E_DIR:-$root/var/e2e}"
rm -rf "$data"
mkdir -p "$data"

mail_port="${E2E_MAIL_PORT:-8766}"
mkdir -p "$data/mail"
export DATABASE_URL="sqlite:///$data/relief.db"
export SMTP_HOST=127.0.0.1 SMTP_PORT="$mail_port" SMS_LOG="$data/sms.log"
export E2E_SMS_LOG="$data/sms.log" E2E_MAIL_DIR="$data/mail"
# A local SMTP server keeps every e-mail the platform sends as a file.
(cd "$root/backend" && exec .venv/bin/python -m relief mailsink --port "$mail_port" --dir "$data/mail") >"$data/mailsink.log" 2>&1 &
mailsink=$!
export PORT="$port" DEMO_DATA=true RELIEF_ENV=development MAP_TILE_URL= MAP_GEOCODER_URL=
(cd "$root/backend" && exec .venv/bin/python -m relief serve) >"$data/server.log" 2>&1 &
server=$!
trap 'kill $server $mailsink 2>/dev/null; wait $server $mailsink 2>/dev/null || true' EXIT

for _ in $(seq 1 120); do
  if curl -fsS -o /dev/null -X POST "http://127.0.0.1:$port/api/show/system/config" 2>/dev/null; then
    break
  fi
  if ! kill -0 $server 2>/dev/null; then
    echo "The server did not start:" >&2
    cat "$data/server.log" >&2
    exit 1
  fi
  sleep 0.5
done

cd "$root/frontend"
status=0
E2E_BASE_URL="http://127.0.0.1:$port" npx playwright test "$@" 2>&1 | tee "$data/playwright.log" || status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  # The server's last words first, then Playwright's failures again, so the
  # end of the output names what failed.
  echo "--- server log (last 50 lines) ---" >&2
  tail -n 50 "$data/server.log" >&2
  echo "--- failed tests ---" >&2
  sed -n '/^  [0-9]* failed/,$p' "$data/playwright.log" >&2
  grep -E '^\s+(✘|[0-9]+\) )' "$data/playwright.log" | head -40 >&2 || true
  exit "$status"
fi

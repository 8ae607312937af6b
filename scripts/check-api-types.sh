#!/usr/bin/env bash
# The web apps' API types must be generated from the server's current OpenAPI
# document, and their list of refusals from the server's classes: regenerate
# them and fail if a checked-in file differs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(cd "$root/backend" && .venv/bin/python -m relief openapi "$tmp/openapi.json")
(cd "$root/frontend" && npx openapi-typescript "$tmp/openapi.json" -o "$tmp/schema.d.ts" >/dev/null)
if ! diff -q "$tmp/schema.d.ts" "$root/frontend/src/shared/api/schema.d.ts" >/dev/null; then
  echo "frontend/src/shared/api/schema.d.ts is out of date: run 'make api-types'." >&2
  diff -u "$root/frontend/src/shared/api/schema.d.ts" "$tmp/schema.d.ts" | head -n 40 >&2 || true
  exit 1
fi
(cd "$root/backend" && .venv/bin/python -m relief refusals "$tmp/codes.json")
if ! diff -q "$tmp/codes.json" "$root/frontend/src/shared/refusals/codes.json" >/dev/null; then
  echo "frontend/src/shared/refusals/codes.json is out of date: run 'make api-types'." >&2
  diff -u "$root/frontend/src/shared/refusals/codes.json" "$tmp/codes.json" | head -n 40 >&2 || true
  exit 1
fi

#!/usr/bin/env bash
# The browser tests while every core is kept busy: one Python busy loop per
# core runs in the background for the whole run and is stopped (by its PID)
# at the end, whatever the outcome. Arguments and E2E_* variables go to
# scripts/e2e.sh; E2E_STRESS_CORES sets how many loops (default: every core).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cores="${E2E_STRESS_CORES:-$(nproc)}"
loops=()
stop_loops() {
  if [ "${#loops[@]}" -gt 0 ]; then
    kill "${loops[@]}" 2>/dev/null || true
    wait "${loops[@]}" 2>/dev/null || true
  fi
}
trap stop_loops EXIT
for _ in $(seq 1 "$cores"); do
  python3 -c 'while True: pass' &
  loops+=("$!")
done
echo "e2e-stress: $cores busy loops (PIDs ${loops[*]})" >&2
"$root/scripts/e2e.sh" "$@"

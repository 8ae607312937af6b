"""The booking list under load, against the fastest this machine allows.

`/center/job/book/list` (20 rows, as the portal asks for them) is loaded by
wrk, closed-loop, on two API processes under uvicorn (as deploy/ runs them)
and under granian; the same 20 rows come from `bench.list_limit`, a bare
ASGI endpoint doing the same database work with raw SQL, on the same two
processes: the limit. Our throughput is printed as a share of it.

Latency is then checked open-loop (`bench.open_loop`): requests arrive at a
constant rate, the rate our endpoint must sustain to be at the goal's share
of the limit, and p99 is timed from when each request was due.

The budget (issue 21): 1,000 requests/s with p99 under 100 ms, or at least
70% of the limit's throughput with p99 under 100 ms at that rate.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass

from bench import open_loop
from bench.servers import api_server

PATH = "/api/center/job/book/list"
LIMIT_APP = "bench.list_limit:app"
BODY = {"scope": "processing", "pageNo": 1, "pageSize": 20}
GOAL_RPS = 1000.0
GOAL_SHARE = 0.70
P99_BUDGET_MS = 100.0
# What main measured before this work, on this machine (2 cores): the 3x goal's base.
BEFORE_RPS = 300.0
SECONDS = 15
OPEN_LOOP_SECONDS = 15


@dataclass(frozen=True)
class Closed:
    rps: float
    p99_ms: float


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    if os.geteuid() == 0:
        subprocess.run(
            ["apt-get", "install", "-y", "-qq", "wrk"],
            check=True,
            env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
        )
        found = shutil.which("wrk")
    if not found:
        sys.exit("bench: wrk is needed (apt-get install wrk)")
    return found


def _script(token: str) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(
            'wrk.method = "POST"\n'
            f"wrk.body = '{json.dumps(BODY)}'\n"
            'wrk.headers["Content-Type"] = "application/json"\n'
            f'wrk.headers["Authorization"] = "Bearer {token}"\n'
        )
    return script.name


def closed_loop(target: str, token: str) -> Closed:
    """wrk, 2 threads x 16 connections, after a warm-up."""
    wrk, script = ensure_wrk(), _script(token)
    subprocess.run(
        [wrk, "-t1", "-c4", "-d3s", "-s", script, target], check=True, capture_output=True
    )
    output = subprocess.run(
        [wrk, "-t2", "-c16", f"-d{SECONDS}s", "--latency", "-s", script, target],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    if "Non-2xx" in output:
        sys.exit(f"bench: {target} answered errors:\n{output}")
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))  # type: ignore[union-attr]
    value, unit = re.search(r"99%\s+([\d.]+)(us|ms|s)\b", output).groups()  # type: ignore[union-attr]
    return Closed(rps, float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit])


def report(url: str, token: str) -> list[str]:
    """Measure on the bench database at `url` as the centre of `token`; answer what missed."""
    with api_server(url) as base:
        ours = closed_loop(base + PATH, token)
    with api_server(url, server="granian") as base:
        granian = closed_loop(base + PATH, token)
    with api_server(url, app=LIMIT_APP) as base:
        limit = closed_loop(base + "/limit", token)
    rate = max(GOAL_SHARE * limit.rps, 1.0)
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}"}
    with api_server(url) as base:
        steady = open_loop.run(
            base + PATH, headers, json.dumps(BODY).encode(), rate=rate, seconds=OPEN_LOOP_SECONDS
        )
    share = ours.rps / limit.rps
    best = max(ours.rps, granian.rps)
    print(f"\n{PATH}, 20 rows, 2 processes, wrk 2 threads x 16 connections for {SECONDS} s")
    print(f"  uvicorn   {ours.rps:6.0f} requests/s   p99 {ours.p99_ms:6.1f} ms")
    print(f"  granian   {granian.rps:6.0f} requests/s   p99 {granian.p99_ms:6.1f} ms")
    print(
        f"  the limit {limit.rps:6.0f} requests/s   p99 {limit.p99_ms:6.1f} ms   (raw SQL, bare ASGI)"
    )
    print(
        f"  ours is {share:.0%} of the limit (goal {GOAL_SHARE:.0%}, or {GOAL_RPS:.0f}/s);"
        f" {best / BEFORE_RPS:.1f}x the {BEFORE_RPS:.0f}/s measured before (goal 3x)"
    )
    print(
        f"  open loop at {rate:.0f} requests/s for {OPEN_LOOP_SECONDS} s (uvicorn):"
        f" p50 {steady.percentile(0.5):.1f} ms   p99 {steady.percentile(0.99):.1f} ms"
        f"   failed {steady.failures}   (budget p99 < {P99_BUDGET_MS:.0f} ms)"
    )
    failures: list[str] = []
    if ours.rps < GOAL_RPS and share < GOAL_SHARE:
        failures.append(f"book list {ours.rps:.0f} requests/s, {share:.0%} of the limit")
    if steady.percentile(0.99) >= P99_BUDGET_MS or steady.failures:
        failures.append(f"book list p99 {steady.percentile(0.99):.0f} ms at {rate:.0f}/s open loop")
    return failures

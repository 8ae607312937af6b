"""The web apps' first load in a real browser, against issue 21's budgets.

Serves the built apps (frontend/dist, precompressed by the build) with the
demo data, signs the demo centre and a demo teacher in through the API, and
loads each page cold in the system Chromium (`bench/browser.mjs`):

- every script comes compressed (brotli, as the browser asks), the hashed
  assets with a year's immutable caching and the HTML shell with `no-cache`;
- the JavaScript each page fetches, in bytes over the wire: each app's sign-in
  page at most 170 KB, the centre's dashboard after sign-in at most 250 KB;
- no chunk over 350 KB as served (brotli), a route's own included;
- Lighthouse (its mobile defaults: a slow 4G network and a 4x slower CPU,
  simulated) on the portal's sign-in and dashboard and the teacher app's
  sign-in and invites: at least 95 for performance and 100 for
  accessibility, the median of `LIGHTHOUSE_RUNS` runs.

    python -m bench.first_load      # this part of `make bench` alone
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.servers import stop

BACKEND = Path(__file__).resolve().parents[1]
DIST = BACKEND.parent / "frontend" / "dist"
BROWSER_SCRIPT = Path(__file__).with_name("browser.mjs")
DEMO_PASSWORD = "relief-demo-2026"  # noqa: S105 (the demo data's, README "Demo logins")
CENTRE = "centre@example.com"
# An approved demo teacher with invites (as the browser suite's).
TEACHER = "teacher05@example.com"
SIGN_IN_BUDGET = 170_000
DASHBOARD_BUDGET = 250_000
CHUNK_BUDGET = 350_000
PERFORMANCE_BUDGET = 95
ACCESSIBILITY_BUDGET = 100
LIGHTHOUSE_RUNS = int(os.environ.get("LIGHTHOUSE_RUNS", "3"))
IMMUTABLE = "public, max-age=31536000, immutable"


@dataclass(frozen=True)
class Page:
    app: str
    name: str
    path: str
    budget: int | None
    lighthouse: bool
    # Text the page shows once drawn (a signed-in page waits for it).
    expect: str | None = None
    cookies: dict[str, str] = field(default_factory=dict)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def platform(work: Path) -> Iterator[str]:
    """`python -m relief serve` on a fresh SQLite database with the demo data."""
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{work / 'relief.db'}",
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "DEMO_DATA": "true",
        "RELIEF_ENV": "development",
        "FILES_DIR": str(work / "files"),
        "SMS_LOG": str(work / "sms.log"),
        # No mail server: the worker keeps the e-mails and says so in the log.
        "SMTP_HOST": "127.0.0.1",
        "SMTP_PORT": str(free_port()),
        # No map tiles from outside this machine.
        "MAP_TILE_URL": "",
        "MAP_GEOCODER_URL": "",
        "WEB_DIST": str(DIST),
    }
    log_path = work / "server.log"
    with log_path.open("w") as log:
        server = subprocess.Popen(
            [sys.executable, "-m", "relief", "serve"],
            cwd=BACKEND,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            if server.poll() is not None:
                raise RuntimeError(f"the platform did not start:\n{log_path.read_text()[-3000:]}")
            try:
                call(base, "/api/show/system/config")
                break
            except (OSError, RuntimeError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the platform did not answer within 180 s")
            time.sleep(0.5)
        yield base
    finally:
        stop(server)


def call(base: str, path: str, body: dict[str, str] | None = None, token: str = "") -> Any:
    """One API call; its `rtn_data`, or RuntimeError for a refusal."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    # `base` is the platform this module started on 127.0.0.1.
    request = urllib.request.Request(  # noqa: S310
        base + path, data=json.dumps(body or {}).encode(), headers=headers, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
            answer = json.load(response)
    except urllib.error.HTTPError as error:
        raise RuntimeError(f"{path}: HTTP {error.code}") from error
    if answer.get("rtn_code") != 0:
        raise RuntimeError(f"{path}: {answer}")
    return answer["rtn_data"]


def sign_in_body(email: str) -> dict[str, str]:
    return {
        "userName": email,
        "account": email,
        "password": DEMO_PASSWORD,
        "deviceToken": "",
        "deviceType": "web",
        "captcha": "",
        "uuid": "",
    }


def centre_cookies(base: str) -> dict[str, str]:
    """The portal's session cookies as its sign-in writes them, the terms accepted."""
    signed_in = call(base, "/api/user/password/login", sign_in_body(CENTRE))
    token = signed_in["token"]
    call(base, "/api/user/agree/agreement", token=token)
    user = {**signed_in["user"], "agreed": 1}
    return {"token": token, "user": json.dumps(user, separators=(",", ":"))}


def teacher_cookies(base: str) -> dict[str, str]:
    """The teacher app's session cookies as its sign-in writes them."""
    signed_in = call(base, "/api/teacher/login", sign_in_body(TEACHER))
    profile = signed_in["teacher"]
    user = {key: profile[key] for key in ("id", "firstName", "lastName", "email", "approval")}
    return {
        "teacherToken": signed_in["token"],
        "teacherUser": json.dumps(user, separators=(",", ":")),
    }


def pages(base: str) -> list[Page]:
    return [
        Page("centre portal", "sign-in", "/#/login", SIGN_IN_BUDGET, True),
        Page(
            "centre portal",
            "dashboard",
            "/#/dashboard",
            DASHBOARD_BUDGET,
            True,
            expect="Kowhai Kids Centre",
            cookies=centre_cookies(base),
        ),
        Page("teacher app", "sign-in", "/teacher/#/login", SIGN_IN_BUDGET, True),
        Page(
            "teacher app",
            "invites",
            "/teacher/#/invites",
            None,
            True,
            cookies=teacher_cookies(base),
        ),
        Page("admin console", "sign-in", "/admin/#/login", SIGN_IN_BUDGET, False),
    ]


def in_browser(base: str, to_load: list[Page], runs: int) -> list[dict[str, Any]]:
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is needed to drive the browser")
    request = {
        "base": base,
        "lighthouseRuns": runs,
        "pages": [
            {
                "app": page.app,
                "name": page.name,
                "path": page.path,
                "expect": page.expect,
                "cookies": page.cookies,
                "lighthouse": page.lighthouse,
            }
            for page in to_load
        ],
    }
    done = subprocess.run(
        [node, str(BROWSER_SCRIPT)],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        check=False,
        cwd=BACKEND,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the browser run failed:\n{done.stderr[-4000:]}")
    report: list[dict[str, Any]] = json.loads(done.stdout)
    return report


def kb(size: float) -> str:
    return f"{size / 1000:.1f} KB"


def served_chunks(dist: Path) -> list[tuple[int, str]]:
    """Every chunk's size as served to a browser that takes brotli."""
    sizes = []
    for script in (dist / "assets").glob("*.js"):
        brotli = script.with_name(script.name + ".br")
        sizes.append(((brotli if brotli.is_file() else script).stat().st_size, script.name))
    return sorted(sizes, reverse=True)


def median_run(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The run of median performance (Lighthouse's advice for noisy hosts)."""
    ordered = sorted(runs, key=lambda run: run["performance"])
    return ordered[len(ordered) // 2]


def check_page(page: Page, loaded: dict[str, Any], failures: list[str]) -> None:
    scripts = loaded["scripts"]
    total = sum(script["bytes"] for script in scripts)
    label = f"{page.app} {page.name}"
    print(
        f"  {label:<28} {kb(total):>10} in {len(scripts):>3} files"
        + (f"   (budget {kb(page.budget)})" if page.budget else "")
    )
    for script in sorted(scripts, key=lambda s: s["bytes"], reverse=True)[:5]:
        print(
            f"      {kb(script['bytes']):>10}  {script['encoding'] or 'identity':<8} {script['path']}"
        )
    if page.budget and total > page.budget:
        failures.append(f"{label} JavaScript {kb(total)} > {kb(page.budget)}")
    # Every script the build compressed (all but the few under 512 bytes) comes as brotli.
    plain = [
        s["path"]
        for s in scripts
        if s["encoding"] != "br" and (DIST / f"{s['path'].lstrip('/')}.br").is_file()
    ]
    if plain:
        failures.append(f"{label}: scripts not sent as brotli: {', '.join(plain[:3])}")
    uncached = [s["path"] for s in scripts if s["cacheControl"] != IMMUTABLE]
    if uncached:
        failures.append(f"{label}: scripts without immutable caching: {', '.join(uncached[:3])}")
    if loaded["shell"]["cacheControl"] != "no-cache":
        failures.append(f"{label}: HTML shell's Cache-Control {loaded['shell']['cacheControl']}")


def check_lighthouse(page: Page, runs: list[dict[str, Any]], failures: list[str]) -> None:
    label = f"{page.app} {page.name}"
    chosen = median_run(runs)
    scores = ", ".join(str(run["performance"]) for run in runs)
    print(
        f"  {label:<28} performance {chosen['performance']:>3} (runs {scores})"
        f"   accessibility {chosen['accessibility']:>3}"
    )
    if chosen["error"]:
        print(f"      Lighthouse could not measure the page: {chosen['error']}")
    else:
        print(
            f"      FCP {chosen['fcp'] / 1000:.2f} s   LCP {chosen['lcp'] / 1000:.2f} s"
            f"   TBT {chosen['tbt']:.0f} ms   CLS {chosen['cls']:.3f}   SI {chosen['si'] / 1000:.2f} s"
            f"   (host benchmark index {chosen['benchmarkIndex']:.0f})"
        )
    for audit in chosen["failed"]:
        print(f"      accessibility: {audit['title']} {audit['nodes'][:1]}")
    if chosen["performance"] < PERFORMANCE_BUDGET:
        failures.append(f"{label} Lighthouse performance {chosen['performance']}")
    if chosen["accessibility"] < ACCESSIBILITY_BUDGET:
        failures.append(f"{label} Lighthouse accessibility {chosen['accessibility']}")


def report(dist: Path = DIST, runs: int = LIGHTHOUSE_RUNS) -> list[str]:
    """Prints the report; returns the budgets missed."""
    if not (dist / "index.html").is_file():
        return [f"no built web apps in {dist} (npm --prefix frontend run build)"]
    failures: list[str] = []
    chunks = served_chunks(dist)
    print(
        f"\nweb apps' chunks as served, brotli ({len(chunks)} chunks, budget each < {kb(CHUNK_BUDGET)})"
    )
    for size, name in chunks[:6]:
        print(f"  {kb(size):>10}  {name}")
    failures += [f"chunk {name} {kb(size)}" for size, name in chunks if size >= CHUNK_BUDGET]

    with (
        tempfile.TemporaryDirectory(prefix="relief-first-load-") as work,
        platform(Path(work)) as base,
    ):
        to_load = pages(base)
        loaded = in_browser(base, to_load, runs)
    print("\nJavaScript each page fetches on a cold load, bytes over the wire")
    for page, result in zip(to_load, loaded, strict=True):
        check_page(page, result, failures)
    if runs:
        print(f"\nLighthouse, mobile (slow 4G, 4x CPU, simulated), median of {runs} runs")
        for page, result in zip(to_load, loaded, strict=True):
            if page.lighthouse:
                check_lighthouse(page, result["lighthouse"], failures)
    return failures


def main() -> int:
    failures = report()
    print("\n" + ("OVER BUDGET: " + "; ".join(failures) if failures else "first-load budgets met"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

"""The web apps' JavaScript against issue 21's budget: no chunk over 350 KB
gzipped, a route's own chunk included.

Reads the built apps in frontend/dist (`make bench` builds them first) and
reports, gzipped as a server sends them: the largest chunks, each app's first
load (its entry and everything it imports before anything is drawn), and what
opening each admin console screen adds to the console's first load.

    python -m bench.bundle      # this part of `make bench` alone
"""

from __future__ import annotations

import gzip
import re
import sys
from dataclasses import dataclass
from pathlib import Path

DIST = Path(__file__).resolve().parents[2] / "frontend" / "dist"
CHUNK_BUDGET = 350_000
APPS = {
    "centre portal": "index.html",
    "teacher app": "teacher/index.html",
    "admin console": "admin/index.html",
}
# A chunk imported by another: `import{a as b}from"./x.js"`, `import"./x.js"`.
STATIC_IMPORT = re.compile(r"""(?:\bfrom|\bimport)\s*["']\./([\w.-]+\.js)["']""")
# A chunk loaded on demand: `import("./x.js")` (or with backquotes).
LAZY_IMPORT = re.compile(r"""\bimport\(\s*["'`]\./([\w.-]+\.js)["'`]\s*\)""")
# The entry script of a built page.
ENTRY_SCRIPT = re.compile(r"""<script[^>]*\bsrc=["']/assets/([\w.-]+\.js)["']""")
# A screen's own chunk (the apps name their route files `...Page`).
SCREEN_CHUNK = re.compile(r"^([A-Z]\w*Page)-[\w-]+\.js$")


@dataclass(frozen=True)
class Chunk:
    name: str
    gzipped: int
    imports: frozenset[str]
    lazy: frozenset[str]


def gzipped_size(data: bytes) -> int:
    """Bytes once gzipped at the level a web server uses by default."""
    return len(gzip.compress(data, compresslevel=6, mtime=0))


def static_imports(code: str) -> frozenset[str]:
    """The chunks a chunk imports before it runs (not its `import()`s)."""
    return frozenset(STATIC_IMPORT.findall(code))


def read_chunks(assets: Path) -> dict[str, Chunk]:
    chunks = {}
    for path in sorted(assets.glob("*.js")):
        data = path.read_bytes()
        code = data.decode("utf-8", "replace")
        chunks[path.name] = Chunk(
            path.name,
            gzipped_size(data),
            static_imports(code),
            frozenset(LAZY_IMPORT.findall(code)),
        )
    return chunks


def closure(chunks: dict[str, Chunk], start: str, *, lazy: bool = False) -> set[str]:
    """A chunk and every chunk it imports, directly or not (with `lazy`, the
    ones it may load later too: everything the app can reach)."""
    seen: set[str] = set()
    to_visit = [start]
    while to_visit:
        name = to_visit.pop()
        if name in seen or name not in chunks:
            continue
        seen.add(name)
        to_visit.extend(chunks[name].imports)
        if lazy:
            to_visit.extend(chunks[name].lazy)
    return seen


def weight(chunks: dict[str, Chunk], names: set[str]) -> int:
    return sum(chunks[name].gzipped for name in names)


def kb(size: int) -> str:
    return f"{size / 1000:.1f} KB"


def report(dist: Path = DIST) -> list[str]:
    """Prints the report; returns the budgets missed."""
    assets = dist / "assets"
    if not assets.is_dir():
        return [f"no built web apps in {dist} (npm --prefix frontend run build)"]
    chunks = read_chunks(assets)
    print(f"\nweb apps' JavaScript, gzipped ({len(chunks)} chunks in {assets})")
    print(f"  largest chunks (budget each < {kb(CHUNK_BUDGET)}):")
    for chunk in sorted(chunks.values(), key=lambda c: c.gzipped, reverse=True)[:6]:
        print(f"    {kb(chunk.gzipped):>10}  {chunk.name}")

    for app, page in APPS.items():
        html = dist / page
        entry = ENTRY_SCRIPT.search(html.read_text()) if html.is_file() else None
        if entry is None:
            continue
        first_load = closure(chunks, entry.group(1))
        print(f"  {app} first load: {kb(weight(chunks, first_load))} in {len(first_load)} chunks")
        screens = sorted(
            (match.group(1), name)
            for name in closure(chunks, entry.group(1), lazy=True) - first_load
            if (match := SCREEN_CHUNK.match(name))
        )
        # Every screen of the console, the heaviest few of the others.
        shown = len(screens) if app == "admin console" else 3
        added = {name: weight(chunks, closure(chunks, name) - first_load) for _, name in screens}
        heaviest = sorted(screens, key=lambda screen: added[screen[1]], reverse=True)[:shown]
        print(f"    {'screen':<24} {'own chunk':>10}   added to the first load (shell included)")
        for screen, name in sorted(heaviest):
            print(f"    {screen:<24} {kb(chunks[name].gzipped):>10}   {kb(added[name]):>10}")
    return [
        f"chunk {chunk.name} {kb(chunk.gzipped)}"
        for chunk in chunks.values()
        if chunk.gzipped >= CHUNK_BUDGET
    ]


def main() -> int:
    failures = report()
    print("\n" + ("OVER BUDGET: " + "; ".join(failures) if failures else "web budget met"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

"""The web budget's reading of a build (bench/bundle.py), on a small build made here."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import bundle


def build(tmp_path: Path, files: dict[str, str]) -> Path:
    (tmp_path / "assets").mkdir()
    (tmp_path / "admin").mkdir()
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return tmp_path


def test_static_and_lazy_imports_are_told_apart() -> None:
    code = 'import{a as b}from"./shared-1.js";import"./style-2.js";const p=()=>import(`./StatisticsPage-3.js`)'
    assert bundle.static_imports(code) == {"shared-1.js", "style-2.js"}
    assert set(bundle.LAZY_IMPORT.findall(code)) == {"StatisticsPage-3.js"}


def test_a_screen_is_weighed_beyond_the_first_load_and_a_heavy_chunk_misses_the_budget(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    heavy = "".join(f"{n:x}" for n in range(200_000))  # hard to compress
    dist = build(
        tmp_path,
        {
            "admin/index.html": '<script type="module" crossorigin src="/assets/admin-1.js"></script>',
            "assets/admin-1.js": 'import"./shared-1.js";const s=()=>import("./StatisticsPage-2.js")',
            "assets/shared-1.js": "export const a=1",
            "assets/StatisticsPage-2.js": 'import"./shared-1.js";import"./charts-3.js"',
            "assets/charts-3.js": heavy,
        },
    )
    failures = bundle.report(dist)
    out = capsys.readouterr().out
    chunks = bundle.read_chunks(dist / "assets")
    assert bundle.closure(chunks, "admin-1.js") == {"admin-1.js", "shared-1.js"}
    assert bundle.closure(chunks, "admin-1.js", lazy=True) == set(chunks)
    assert "StatisticsPage" in out
    assert chunks["charts-3.js"].gzipped >= bundle.CHUNK_BUDGET
    assert failures == [f"chunk charts-3.js {bundle.kb(chunks['charts-3.js'].gzipped)}"]


def test_no_build_is_a_missed_budget(tmp_path: Path) -> None:
    assert bundle.report(tmp_path)[0].startswith("no built web apps")

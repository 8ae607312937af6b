"""The built web apps' files: the compressed form a request accepts (brotli,
then gzip, then the file itself), with its own length, type, ETag and
`Vary: Accept-Encoding`; a year's immutable caching for the hashed assets and
`no-cache` for the HTML shells and every other file; 304 for a form the
browser holds."""

from __future__ import annotations

import gzip
import zlib
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from relief.config import Settings
from relief.kit.webfiles import (
    IMMUTABLE,
    REVALIDATE,
    accepted_codings,
    cache_control,
    chosen_coding,
)
from relief.main import create_app

SCRIPT = b"export const greeting = 'kia ora';\n" * 200
SHELL = b'<!doctype html><title>centre portal</title><script type="module" src="/assets/centre-1a.js"></script>'
# Stand-ins for the build's forms: the server sends what is on disk, never compresses.
BROTLI = b"brotli form of centre-1a.js"


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "teacher").mkdir()
    (dist / "assets" / "centre-1a.js").write_bytes(SCRIPT)
    (dist / "assets" / "centre-1a.js.br").write_bytes(BROTLI)
    (dist / "assets" / "centre-1a.js.gz").write_bytes(gzip.compress(SCRIPT, mtime=0))
    # A file too small to be worth compressing has no forms.
    (dist / "assets" / "tiny-2b.js").write_bytes(b"export {}")
    (dist / "assets" / "logo-3c.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (dist / "index.html").write_bytes(SHELL)
    (dist / "index.html.gz").write_bytes(gzip.compress(SHELL, mtime=0))
    (dist / "teacher" / "index.html").write_bytes(SHELL.replace(b"centre portal", b"teacher app"))
    (dist / "teacher" / "sw.js").write_bytes(b"self.addEventListener('fetch', () => {})")
    (dist / "teacher" / "manifest.webmanifest").write_bytes(b'{"name": "Relief"}')
    (dist / "favicon.svg").write_bytes(b"<svg xmlns='http://www.w3.org/2000/svg'/>")
    return dist


@pytest.fixture
def web(settings: Settings, dist: Path) -> TestClient:
    return TestClient(create_app(settings.model_copy(update={"web_dist": dist})))


def get(web: TestClient, path: str, accept_encoding: str, **headers: str) -> bytes:
    """The body as sent, not decoded (the test client would undo gzip)."""
    with web.stream("GET", path, headers={"accept-encoding": accept_encoding, **headers}) as answer:
        return b"".join(answer.iter_raw())


@pytest.mark.parametrize(
    ("accept", "coding"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("br;q=0.1, gzip;q=1.0", "br"),
        ("gzip, deflate", "gzip"),
        ("br;q=0, gzip", "gzip"),
        ("*", "br"),
        ("*;q=0, gzip", "gzip"),
        ("deflate", None),
        ("", None),
        ("identity", None),
        ("gzip;q=0, br;q=0", None),
        ("br;q=nonsense, gzip", "gzip"),
    ],
)
def test_brotli_then_gzip_then_the_file_itself(accept: str, coding: str | None) -> None:
    assert chosen_coding(accept, ["br", "gzip"]) == coding


def test_only_the_forms_a_file_has_are_chosen() -> None:
    assert chosen_coding("br, gzip", ["gzip"]) == "gzip"
    assert chosen_coding("br", ["gzip"]) is None
    assert chosen_coding("br, gzip", []) is None


def test_identity_is_refused_only_by_name_or_by_star() -> None:
    assert "identity" in accepted_codings("gzip")
    assert "identity" not in accepted_codings("gzip, identity;q=0")
    assert "identity" not in accepted_codings("*;q=0")
    assert accepted_codings(None) == {"identity"}


@pytest.mark.parametrize(
    ("path", "rule"),
    [
        ("assets/centre-1a.js", IMMUTABLE),
        ("assets/logo-3c.png", IMMUTABLE),
        ("index.html", REVALIDATE),
        ("teacher/index.html", REVALIDATE),
        ("teacher/sw.js", REVALIDATE),
        ("teacher/manifest.webmanifest", REVALIDATE),
        ("favicon.svg", REVALIDATE),
    ],
)
def test_only_the_hashed_assets_are_kept_without_asking(path: str, rule: str) -> None:
    assert cache_control(path) == rule


def test_a_browser_that_takes_brotli_gets_the_brotli_form(web: TestClient) -> None:
    with web.stream(
        "GET", "/assets/centre-1a.js", headers={"accept-encoding": "gzip, br"}
    ) as answer:
        body = b"".join(answer.iter_raw())
        headers = answer.headers
        status = answer.status_code
    assert status == 200
    assert body == BROTLI
    assert headers["content-encoding"] == "br"
    assert headers["content-length"] == str(len(BROTLI))
    assert headers["content-type"] == "text/javascript; charset=utf-8"
    assert headers["vary"] == "Accept-Encoding"
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    # Still under the platform's security headers.
    assert "script-src 'self'" in headers["content-security-policy"]


def test_a_browser_without_brotli_gets_gzip_which_it_decodes(web: TestClient) -> None:
    raw = get(web, "/assets/centre-1a.js", "gzip, deflate")
    assert zlib.decompress(raw, wbits=31) == SCRIPT
    answer = web.get("/assets/centre-1a.js", headers={"accept-encoding": "gzip"})
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.headers["content-length"] == str(len(raw))
    assert answer.content == SCRIPT


def test_a_browser_that_takes_no_compression_gets_the_file(web: TestClient) -> None:
    answer = web.get("/assets/centre-1a.js", headers={"accept-encoding": "identity"})
    assert answer.content == SCRIPT
    assert "content-encoding" not in answer.headers
    assert answer.headers["content-length"] == str(len(SCRIPT))
    assert answer.headers["vary"] == "Accept-Encoding"


def test_a_file_without_compressed_forms_is_sent_as_it_is(web: TestClient) -> None:
    answer = web.get("/assets/tiny-2b.js", headers={"accept-encoding": "br, gzip"})
    assert answer.content == b"export {}"
    assert "content-encoding" not in answer.headers
    assert "vary" not in answer.headers
    assert answer.headers["cache-control"] == IMMUTABLE
    assert web.get("/assets/logo-3c.png").headers["content-type"] == "image/png"


@pytest.mark.parametrize(
    ("path", "title"), [("/", b"centre portal"), ("/teacher/", b"teacher app")]
)
def test_the_html_shells_are_checked_before_each_use(
    web: TestClient, path: str, title: bytes
) -> None:
    answer = web.get(path, headers={"accept-encoding": "br, gzip"})
    assert title in answer.content
    assert answer.headers["cache-control"] == "no-cache"
    assert answer.headers["content-type"] == "text/html; charset=utf-8"


def test_the_shell_is_sent_in_the_form_the_build_made(web: TestClient) -> None:
    # The portal's shell has only a gzip form; brotli is not made up.
    answer = web.get("/", headers={"accept-encoding": "br, gzip"})
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.content == SHELL


def test_files_that_keep_their_name_are_checked_before_each_use(web: TestClient) -> None:
    worker = web.get("/teacher/sw.js")
    assert worker.headers["cache-control"] == "no-cache"
    assert worker.headers["content-type"] == "text/javascript; charset=utf-8"
    manifest = web.get("/teacher/manifest.webmanifest")
    assert manifest.headers["cache-control"] == "no-cache"
    assert manifest.headers["content-type"] == "application/manifest+json"
    assert web.get("/favicon.svg").headers["cache-control"] == "no-cache"


def test_each_form_has_its_own_etag_and_a_held_form_is_not_sent_again(web: TestClient) -> None:
    tags = {
        accept: web.get("/assets/centre-1a.js", headers={"accept-encoding": accept}).headers["etag"]
        for accept in ("br", "gzip", "identity")
    }
    assert len(set(tags.values())) == 3
    again = web.get(
        "/assets/centre-1a.js", headers={"accept-encoding": "br", "if-none-match": tags["br"]}
    )
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["etag"] == tags["br"]
    assert again.headers["vary"] == "Accept-Encoding"
    # The gzip form's tag does not stand for the brotli form.
    other = web.get(
        "/assets/centre-1a.js", headers={"accept-encoding": "br", "if-none-match": tags["gzip"]}
    )
    assert other.status_code == 200
    shell = web.get("/", headers={"accept-encoding": "gzip"})
    unchanged = web.get(
        "/", headers={"accept-encoding": "gzip", "if-none-match": shell.headers["etag"]}
    )
    assert unchanged.status_code == 304


def test_a_head_request_tells_the_length_without_the_body(web: TestClient) -> None:
    answer = web.head("/assets/centre-1a.js", headers={"accept-encoding": "br"})
    assert answer.status_code == 200
    assert answer.content == b""
    assert answer.headers["content-length"] == str(len(BROTLI))
    assert answer.headers["content-encoding"] == "br"


def test_the_compressed_forms_are_not_files_of_their_own(web: TestClient) -> None:
    assert web.get("/assets/centre-1a.js.br").status_code == 404
    assert web.get("/assets/centre-1a.js.gz").status_code == 404
    assert web.get("/index.html.gz").status_code == 404


def test_nothing_outside_the_built_apps_is_served(web: TestClient, dist: Path) -> None:
    (dist.parent / "secret.txt").write_text("not for the web")
    assert web.get("/../secret.txt").status_code == 404
    assert web.get("/assets/%2e%2e/%2e%2e/secret.txt").status_code == 404

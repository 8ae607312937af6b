"""The production layout holds together: the units start what exists and
restart what must keep running, the API's instances are checked where they
listen, and the proxy's configuration sends to those instances, passes the
live-update stream through and serves the files the platform would."""

from __future__ import annotations

import configparser
import importlib
import re
import shlex

import pytest

from relief.__main__ import main
from relief.config import REPO_ROOT, Settings
from relief.kit.webfiles import cache_control
from relief.live import service as live
from relief.main import API_PREFIX, ROUTERS

UNITS = REPO_ROOT / "deploy" / "systemd"
NGINX = REPO_ROOT / "deploy" / "nginx" / "relief.conf"


def unit(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string((UNITS / name).read_text().replace("\\\n", " "))
    return parser


def command(name: str) -> list[str]:
    return shlex.split(unit(name)["Service"]["ExecStart"])


@pytest.mark.parametrize("name", ["relief-api@.service", "relief-worker@.service"])
def test_the_api_and_the_workers_are_restarted_whenever_they_exit(name: str) -> None:
    parsed = unit(name)
    assert parsed["Service"]["Restart"] == "always"
    assert parsed["Unit"]["StartLimitIntervalSec"] == "0"
    assert parsed["Service"]["KillSignal"] == "SIGTERM"


@pytest.mark.parametrize(
    ("name", "subcommand"),
    [("relief-worker@.service", "worker"), ("relief-migrate.service", "migrate")],
)
def test_the_units_run_commands_the_platform_has(name: str, subcommand: str) -> None:
    args = command(name)
    assert args[1:] == ["-m", "relief", subcommand]
    with pytest.raises(SystemExit) as known:
        main([subcommand, "--help"])
    assert known.value.code == 0


def test_the_api_unit_serves_the_application_factory_once_per_instance_port() -> None:
    args = command("relief-api@.service")
    assert args[0].endswith("/uvicorn")
    assert "--factory" in args
    # One process per instance: the proxy balances over the instances.
    assert "--workers" not in args
    assert args[args.index("--host") + 1] == "127.0.0.1"
    assert args[args.index("--port") + 1] == "%i"
    module, _, factory = args[1].partition(":")
    assert callable(getattr(importlib.import_module(module), factory))


def api_paths() -> set[str]:
    """Every path the API answers, as the proxy sees it (with its prefix)."""
    return {API_PREFIX + route.path for router in ROUTERS for route in router.routes}  # type: ignore[attr-defined]


def health_urls(line: str) -> list[str]:
    return re.findall(r"http://127\.0\.0\.1:%i(/\S*)", line)


def test_an_api_instance_counts_as_started_once_its_health_call_answers() -> None:
    [path] = health_urls(unit("relief-api@.service")["Service"]["ExecStartPost"])
    assert path in api_paths()
    assert "--retry-connrefused" in command_of("relief-api@.service", "ExecStartPost")


def test_a_timer_restarts_an_api_instance_whose_health_call_gives_no_answer() -> None:
    check = unit("relief-api-check@.service")
    assert check["Unit"]["Requisite"] == "relief-api@%i.service"
    script = check["Service"]["ExecStart"]
    [path] = health_urls(script)
    assert path in api_paths()
    assert "|| /usr/bin/systemctl restart relief-api@%i.service" in script
    # No --fail: any answer, a 503 included, is a process that answers.
    assert "--fail" not in script
    timer = unit("relief-api-check@.timer")
    assert int(timer["Timer"]["OnUnitActiveSec"]) <= 60
    assert timer["Install"]["WantedBy"] == "timers.target"


def command_of(name: str, key: str) -> list[str]:
    return shlex.split(unit(name)["Service"][key])


def nginx() -> str:
    return re.sub(r"#[^\n]*", "", NGINX.read_text())


def location(path: str) -> str:
    """The body of the nginx `location` block for `path` (exact or prefix)."""
    found = re.search(r"location (?:= )?" + re.escape(path) + r" \{([^}]*)\}", nginx())
    assert found, path
    return found.group(1)


def test_the_proxy_balances_over_the_api_instances_the_units_document() -> None:
    upstream = re.search(r"upstream relief_api \{([^}]*)\}", nginx())
    assert upstream
    ports = re.findall(
        r"server 127\.0\.0\.1:(\d+) max_fails=\d+ fail_timeout=\d+s;", upstream.group(1)
    )
    assert len(ports) >= 2
    assert len(set(ports)) == len(ports)
    # The unit's own example enables the same instances.
    example = UNITS.joinpath("relief-api@.service").read_text()
    assert " ".join(f"relief-api@{port}" for port in ports) in example
    assert re.findall(r"proxy_pass http://(\S+);", nginx()) == ["relief_api"] * 3


def test_the_proxy_passes_the_live_stream_through_as_it_comes() -> None:
    assert f"{API_PREFIX}/live/stream" in api_paths()
    block = location(f"{API_PREFIX}/live/stream")
    assert "proxy_buffering off;" in block
    assert "gzip off;" in block
    read = re.search(r"proxy_read_timeout (\d+)([smh]);", block)
    assert read
    seconds = int(read.group(1)) * {"s": 1, "m": 60, "h": 3600}[read.group(2)]
    # Never cut while quiet: longer than a whole stream's life.
    assert seconds >= live.timing("postgresql://").lifetime_seconds


def test_the_proxy_serves_the_hashed_files_as_the_platform_would() -> None:
    block = location("/assets/")
    assert "root /opt/relief/frontend/dist;" in block
    assert "gzip_static on;" in block
    header = re.search(r'add_header Cache-Control "([^"]+)" always;', block)
    assert header
    assert header.group(1) == cache_control("assets/index-abc123.js")
    size = re.search(r"client_max_body_size (\d+)m;", nginx())
    assert size
    assert int(size.group(1)) * 1_048_576 > Settings(_env_file=None).upload_max_bytes


def test_the_proxy_forwards_the_health_call() -> None:
    assert f"{API_PREFIX}/health" in api_paths()
    assert "proxy_pass http://relief_api;" in location(f"{API_PREFIX}/health")

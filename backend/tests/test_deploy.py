"""The production units start what exists and restart what must keep running."""

from __future__ import annotations

import configparser
import importlib
import shlex

import pytest

from relief.__main__ import main
from relief.config import REPO_ROOT

UNITS = REPO_ROOT / "deploy" / "systemd"


def unit(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string((UNITS / name).read_text().replace("\\\n", " "))
    return parser


def command(name: str) -> list[str]:
    return shlex.split(unit(name)["Service"]["ExecStart"])


@pytest.mark.parametrize("name", ["relief-api.service", "relief-worker@.service"])
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


def test_the_api_unit_serves_the_application_factory() -> None:
    args = command("relief-api.service")
    assert args[0].endswith("/uvicorn")
    assert "--factory" in args
    assert int(args[args.index("--workers") + 1]) >= 2
    module, _, factory = args[1].partition(":")
    assert callable(getattr(importlib.import_module(module), factory))

"""`python -m relief settings set KEY VALUE`: a run-time setting from the
command line, the way to give production its own legal name, address, GST
number and bank account before it first serves (it refuses to start on the
demo placeholders, so the console cannot be used for them yet).

The value is checked by the catalogue as the console's would be; a number, a
time or true/false is written as the console sends it (`15`, `08:30`, `true`).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from sqlalchemy import Engine, inspect
from sqlalchemy.orm import Session

from relief.errors import AppError
from relief.settings import service
from relief.settings.catalogue import CATALOGUE, Kind


def add_parser(commands: Any) -> None:
    """The `settings` command and its `set` action, on the main parser's subcommands."""
    parser = commands.add_parser("settings", help="run-time settings")
    actions = parser.add_subparsers(dest="settings_action", required=True)
    change = actions.add_parser("set", help="change one run-time setting")
    change.add_argument("key", help="the setting's key, e.g. platform_legal_name")
    change.add_argument("value", help="its new value")


def typed(kind: Kind, text: str) -> Any:
    """The value as the console would send it: a whole number or true/false
    as JSON, anything else as the text typed."""
    if kind in (Kind.integer, Kind.boolean):
        try:
            return json.loads(text)
        except ValueError:
            return text
    return text


def run(args: argparse.Namespace, engine: Engine) -> int:
    """Carry out `settings set`; 0 when the value was stored, 1 when refused."""
    setting = CATALOGUE.get(args.key)
    if setting is None:
        print(f"relief: no setting is called {args.key!r}", file=sys.stderr)
        return 1
    if not inspect(engine).has_table("system_settings"):
        print(
            "relief: the database has no tables yet; run `python -m relief migrate` first",
            file=sys.stderr,
        )
        return 1
    try:
        with Session(engine) as db, db.begin():
            service.put(db, setting.key, typed(setting.kind, args.value))
    except AppError as refusal:
        print(f"relief: {setting.key} not changed: {refusal.msg}", file=sys.stderr)
        return 1
    print(f"relief: {setting.key} set")
    return 0

"""Notices written before notices were typed: kept typed where their facts
suffice, else kept as they were worded."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

from relief.notices.kinds import FACTS, parse

MIGRATION = (
    Path(__file__).resolve().parents[2]
    / "migrations"
    / "versions"
    / "0008n_typed_notices_and_languages.py"
)


def migration() -> ModuleType:
    spec = importlib.util.spec_from_file_location("typed_notices", MIGRATION)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_earlier_notice_with_enough_facts_keeps_its_kind() -> None:
    kind, facts = migration().typed(
        "offer_ended",
        "Job offer filled: Head teacher",
        "Kowhai Kids's job offer 'Head teacher' is now filled.",
        json.dumps(
            {
                "offerId": 3,
                "applicationId": 8,
                "offerStatus": 3,
                "offerTitle": "Head teacher",
                "centre": "Kowhai Kids",
            }
        ),
    )
    assert kind == "offer_ended"
    assert parse(kind, facts).model_dump(exclude={"kind"}) == facts


def test_an_earlier_notice_without_enough_facts_keeps_its_words() -> None:
    kinds = migration()
    for kind, data in (
        ("invite_new", {"bookingId": 4, "centre": "Kowhai Kids"}),
        ("ticket_reply", {"ticketNo": "T20261122001", "status": 2}),
        ("something_else", {}),
        ("booking_confirmed", None),
    ):
        typed, facts = kinds.typed(kind, "The title", "The body.", json.dumps(data))
        assert (typed, facts) == ("written", {"title": "The title", "body": "The body."})
        parse(typed, facts)


def test_every_kind_the_migration_keeps_reads_back_typed() -> None:
    for kind, (required, optional) in migration().FACTS.items():
        assert set(required) | set(optional) <= set(parse_fields(kind))


def parse_fields(kind: str) -> list[str]:
    schema = FACTS.json_schema()
    for definition in schema["$defs"].values():
        if definition["properties"]["kind"].get("const") == kind:
            return list(definition["properties"])
    raise AssertionError(kind)

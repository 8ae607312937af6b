"""Every kind of notice the server sends is worded in English and Chinese,
with every fact it carries."""

from __future__ import annotations

import ast
import string
import typing
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

import pytest
from pydantic import AwareDatetime

from relief.kit.language import LANGUAGES, language_of
from relief.notices import kinds
from relief.notices.kinds import Facts, NoticeKind, Written, is_reference, parse, stored
from relief.notices.wording import CATALOGUES, NAMES, key_of, word
from relief.vetting.rules import CHECKLIST

PACKAGE = Path(kinds.__file__).resolve().parents[1]
NZDT = timezone(timedelta(hours=13))
MODELS: dict[NoticeKind, type[Facts]] = {
    typing.get_args(model.model_fields["kind"].annotation)[0]: model
    for model in typing.get_args(typing.get_args(kinds.NoticeFacts)[0])
}
SENT = [kind for kind in NoticeKind if kind is not NoticeKind.written]


def placeholders(template: str) -> set[str]:
    """The facts a template shows (`{date.month}` and `{date:%d}` show `date`)."""
    found = set()
    for _, field, _, _ in string.Formatter().parse(template):
        if field:
            found.add(field.split(".")[0].split("[")[0])
    return found


def sample(model: type[Facts], variant: str | None) -> Facts:
    """Facts of `model` with a distinct value per fact, in the given variant."""
    values: dict[str, object] = {}
    for n, (name, field) in enumerate(model.model_fields.items()):
        if name == "kind":
            continue
        shape = field.annotation
        if name == model.variant_fact and variant in ("False", "True"):
            values[name] = "Bring the original." if variant == "True" else None
        elif name == model.variant_fact:
            values[name] = int(str(variant))
        elif shape is AwareDatetime:
            values[name] = datetime(2026, 11, 20 + n % 8, 9 + n % 9, 15, tzinfo=NZDT)
        elif shape is date:
            values[name] = date(2026, 12, 1 + n)
        elif shape is Decimal:
            values[name] = Decimal(f"{100 + n}.25")
        elif shape in (int, int | None):
            values[name] = 9000 + n
        else:
            values[name] = f"fact-{name}"
    if "document" in values:
        values["document"] = "police_vetting"
    if "offerStatus" in values:
        values["offerStatus"] = 3
    if "status" in values:
        values["status"] = 6
    return model.model_validate(values)


def samples() -> list[Facts]:
    found = []
    for kind in SENT:
        model = MODELS[kind]
        for variant in model.variants or (None,):
            found.append(sample(model, variant))
    return found


def test_every_kind_has_its_facts_and_a_wording_in_both_languages() -> None:
    assert set(MODELS) == set(NoticeKind)
    for language in LANGUAGES:
        keys = set()
        for kind in SENT:
            model = MODELS[kind]
            keys |= {f"{kind}.{v}" for v in model.variants} if model.variants else {str(kind)}
        assert set(CATALOGUES[language]) == keys, language


@pytest.mark.parametrize("facts", samples(), ids=lambda f: key_of(f))
def test_every_fact_is_worded_in_both_languages(facts: Facts) -> None:
    shown = {
        name
        for name, value in facts.model_dump(exclude={"kind"}).items()
        if not is_reference(name) and name != facts.variant_fact and value is not None
    }
    if facts.variant_fact == "note" and facts.variant() == "True":
        shown.add("note")
    for language in LANGUAGES:
        title, body = CATALOGUES[language][key_of(facts)]
        used = placeholders(title) | placeholders(body)
        assert used <= set(type(facts).model_fields), (language, used)
        assert shown <= used, (language, shown - used)
        words = word(facts, language)
        assert words.title
        assert words.body
        assert "None" not in words.title + words.body


def test_chinese_wording_is_chinese_and_named_facts_have_names() -> None:
    for facts in samples():
        english, chinese = word(facts, "en"), word(facts, "zh")
        assert english != chinese
        assert any("\u4e00" <= char <= "\u9fff" for char in chinese.title + chinese.body)
    for language in LANGUAGES:
        assert set(NAMES[language]["document"]) >= {
            item for item in CHECKLIST if item != "bank_account"
        }
        assert set(NAMES[language]["status"]) == set(range(2, 9))
        assert set(NAMES[language]["offerStatus"]) == {2, 3, 4}


def test_a_notice_is_worded_from_its_facts() -> None:
    facts = kinds.TimesheetToConfirm(
        timeSheetId=4,
        jobRecordId=9,
        bookingId=3,
        teacher="Aroha Smith",
        date=date(2026, 11, 24),
        hours=Decimal("6.00"),
        amount=Decimal("192.00"),
        confirmBy=datetime(2026, 11, 24, 18, 0, tzinfo=NZDT),
    )
    english, chinese = word(facts, "en"), word(facts, "zh")
    assert english.title == "Time sheet to confirm: Aroha Smith, Tue 24 Nov"
    assert "Confirm or adjust it by Tue 24 Nov 18:00" in english.body
    assert chinese.title == "待确认工时表：Aroha Smith，11月24日"
    assert "6.00 小时，$192.00" in chinese.body
    assert "11月24日 18:00 前确认" in chinese.body
    asked = kinds.DocumentRequested(document="police_vetting", note=None)
    assert word(asked, "zh").title == "请上传您的警方背景审查"
    assert word(asked, "en").title == "Please upload your police vetting"


def test_facts_are_stored_without_their_kind_and_read_back_typed() -> None:
    for facts in samples():
        kept = stored(facts)
        assert "kind" not in kept
        assert parse(facts.kind, kept) == facts
    written = Written(title="Booking 7 is confirmed", body="Booked.")
    assert word(written, "zh").title == "Booking 7 is confirmed"


def test_an_account_language_is_english_unless_chinese() -> None:
    assert [language_of(v) for v in ("zh", "en", None, "fr")] == ["zh", "en", "en", "en"]


def test_every_kind_but_written_is_sent_by_the_server() -> None:
    built: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        if path.parent.name == "notices":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "kinds"
            ):
                built.add(node.attr)
    assert {MODELS[kind].__name__ for kind in SENT} <= built

from __future__ import annotations

import dataclasses
import json
import typing
from datetime import time
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from relief.errors import SettingValueError
from relief.settings import service
from relief.settings.catalogue import (
    CATALOGUE,
    GROUPS,
    Kind,
    RunTimeSettings,
    decode,
    encode,
    parse,
)

SPEC_SETTINGS = {
    "boost_rate",
    "chat_retention_days",
    "minimum_booking_hours",
    "teacher_file_visibility_hours",
    "invoice_download_validity_hours",
    "free_cancellation_hours",
    "stage1_minutes",
    "stage1_radius_km",
    "stage2_minutes",
    "stage2_radius_km",
    "stage3_minutes",
    "stage3_radius_km",
    "boost_duration_minutes",
    "boost_incentive",
    "lunch_break_minutes",
    "lunch_minimum_hours",
    "default_start_time",
    "default_end_time",
    "tax_rate",
    "bill_due_days",
    "agreement",
    "privacy_policy",
}


def test_every_setting_of_the_spec_is_in_the_catalogue() -> None:
    assert set(CATALOGUE) >= SPEC_SETTINGS


def test_defaults_of_the_product_rules() -> None:
    defaults = {key: setting.default for key, setting in CATALOGUE.items()}
    assert defaults["stage1_radius_km"] == 5
    assert defaults["stage1_minutes"] == 10
    assert defaults["stage2_radius_km"] == 10
    assert defaults["stage2_minutes"] == 15
    assert defaults["stage3_radius_km"] == 20
    assert defaults["stage3_minutes"] == 30
    assert defaults["boost_duration_minutes"] == 60
    assert defaults["boost_incentive"] == Decimal("3.00")
    assert defaults["lunch_break_minutes"] == 30
    assert defaults["lunch_minimum_hours"] == Decimal("5")
    assert defaults["minimum_booking_hours"] == Decimal("3")
    assert defaults["default_start_time"] == time(8, 30)
    assert defaults["default_end_time"] == time(17, 0)
    assert defaults["tax_rate"] == Decimal("15")
    assert defaults["bill_due_days"] == 7
    assert defaults["invoice_download_validity_hours"] == 24
    assert defaults["free_cancellation_hours"] == 24
    assert defaults["teacher_file_visibility_hours"] == 24
    assert defaults["pre_booking_window_days"] == 14
    assert defaults["voucher_value"] == Decimal("100.00")


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_default_survives_a_round_trip(key: str) -> None:
    setting = CATALOGUE[key]
    assert decode(setting, encode(setting, setting.default)) == setting.default


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("stage1_minutes", 0),
        ("stage1_minutes", 2.5),
        ("stage1_minutes", "10"),
        ("stage1_minutes", True),
        ("tax_rate", "abc"),
        ("tax_rate", "NaN"),
        ("tax_rate", 101),
        ("boost_incentive", -1),
        ("default_start_time", "25:00"),
        ("default_start_time", 830),
        ("activity_popup", 1),
        ("agreement", None),
    ],
)
def test_bad_values_are_refused(key: str, value: Any) -> None:
    with pytest.raises(SettingValueError):
        parse(CATALOGUE[key], value)


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        (
            "platform_legal_name",
            "Relief\nTeachers",
            "The value must be a single line without control characters.",
        ),
        (
            "platform_address",
            "Level 2\x00",
            "The value must be a single line without control characters.",
        ),
        ("agreement", "<p>Terms\x1b</p>", "The value must not contain control characters."),
        ("privacy_policy", "<p>\ud800</p>", "The value must not contain control characters."),
    ],
)
def test_texts_refuse_control_characters(key: str, value: str, message: str) -> None:
    with pytest.raises(SettingValueError) as refused:
        parse(CATALOGUE[key], value)
    assert refused.value.msg == message


def test_html_keeps_its_line_breaks() -> None:
    html = "<p>Terms</p>\r\n\t<p>Privacy</p>"
    # Kept as HTML reads them: a CR LF is one line break.
    assert parse(CATALOGUE["agreement"], html) == "<p>Terms</p>\n\t<p>Privacy</p>"


def test_html_is_sanitised_when_written_and_when_read(db: Session) -> None:
    written = (
        '<h2 onclick="steal()">Terms</h2><script>alert(1)</script>'
        '<p style="color:red">Be <b>kind</b>, see <a href="javascript:alert(2)">this</a> and '
        '<a href="https://relief.example/terms">that</a>.</p>'
    )
    safe = parse(CATALOGUE["agreement"], written)
    assert safe == (
        '<h2>Terms</h2><p>Be <b>kind</b>, see <a rel="noopener noreferrer">this</a> and '
        '<a href="https://relief.example/terms" rel="noopener noreferrer">that</a>.</p>'
    )
    service.put(db, "agreement", written)
    assert service.current(db).agreement == safe
    # A value stored before sanitising existed is made safe when read.
    db.execute(
        text("UPDATE system_settings SET value = :value WHERE key = 'privacy_policy'"),
        {"value": json.dumps(written)},
    )
    db.expire_all()
    assert service.current(db).privacy_policy == safe
    too_long = "<p>" + "x" * 200_000 + "</p>"
    with pytest.raises(SettingValueError):
        parse(CATALOGUE["agreement"], too_long)


def test_money_is_kept_to_the_cent() -> None:
    assert parse(CATALOGUE["boost_incentive"], "3.5") == Decimal("3.50")


def test_stored_values_override_defaults(db: Session) -> None:
    service.put(db, "stage1_radius_km", 7)
    service.put(db, "default_start_time", "09:15")
    values = service.current(db)
    assert values.stage1_radius_km == 7
    assert (values.default_start_time, values.stage2_radius_km) == (time(9, 15), 10)


KIND_TYPES = {
    Kind.integer: int,
    Kind.decimal: Decimal,
    Kind.money: Decimal,
    Kind.time: time,
    Kind.html: str,
    Kind.text: str,
    Kind.boolean: bool,
}


def test_the_typed_settings_have_one_attribute_per_catalogue_entry() -> None:
    hints = typing.get_type_hints(RunTimeSettings)
    assert [field.name for field in dataclasses.fields(RunTimeSettings)] == list(CATALOGUE)
    for key, setting in CATALOGUE.items():
        assert hints[key] is KIND_TYPES[setting.kind], key
    defaults = RunTimeSettings.defaults()
    for key, setting in CATALOGUE.items():
        assert type(getattr(defaults, key)) is KIND_TYPES[setting.kind], key


def test_the_typed_settings_are_frozen(db: Session) -> None:
    values = service.current(db)
    with pytest.raises(dataclasses.FrozenInstanceError):
        values.tax_rate = Decimal("0")  # type: ignore[misc]


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_setting_says_what_it_is_in_both_languages(key: str) -> None:
    setting = CATALOGUE[key]
    assert setting.group in GROUPS
    for words in (setting.label, setting.description):
        assert words.en.strip()
        assert words.zh.strip()
    numeric = setting.kind in (Kind.integer, Kind.decimal, Kind.money)
    # A number carries what it counts and the range staff may set.
    assert (setting.unit is not None) == numeric
    assert (setting.minimum is not None and setting.maximum is not None) == numeric
    if setting.unit is not None:
        assert setting.unit.en
        assert setting.unit.zh


def test_labels_are_unique_within_each_language() -> None:
    for language in ("en", "zh"):
        labels = [getattr(s.label, language) for s in CATALOGUE.values()]
        assert len(labels) == len(set(labels)), language

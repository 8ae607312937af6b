"""The version rules on their edges: how a number is written, how two
compare, and what an app is told."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from relief.appversions import rules
from relief.appversions.rules import Release
from relief.models import UpdateType

TODAY = date(2027, 3, 1)
YESTERDAY = TODAY - timedelta(days=1)
TOMORROW = TODAY + timedelta(days=1)


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("1.2.3", (1, 2, 3)),
        ("0.0.0", (0, 0, 0)),
        ("1.02.3", (1, 2, 3)),
        (" 10.0.12 ", (10, 0, 12)),
        ("99999.99999.99999", (99999, 99999, 99999)),
        ("1.2", None),
        ("1.2.3.4", None),
        ("v1.2.3", None),
        ("1.2.x", None),
        ("-1.2.3", None),
        ("1..3", None),
        ("100000.0.0", None),
        ("１.２.３", None),
        ("", None),
    ],
)
def test_a_version_is_three_whole_numbers(text: str, parts: rules.Parts | None) -> None:
    assert rules.parts(text) == parts


def test_versions_are_written_and_ordered_by_their_numbers() -> None:
    assert rules.written((1, 2, 3)) == "1.2.3"
    assert rules.sort_key((1, 2, 3)) == "00001.00002.00003"
    # Numerically, not as text: 1.10.0 comes after 1.9.9 and 1.2.0.
    keys = [rules.sort_key(p) for p in [(1, 2, 0), (1, 10, 0), (1, 9, 9), (2, 0, 0), (0, 99, 99)]]
    assert sorted(keys) == [
        rules.sort_key(p) for p in [(0, 99, 99), (1, 2, 0), (1, 9, 9), (1, 10, 0), (2, 0, 0)]
    ]


def release(version: rules.Parts, kind: UpdateType, on: date = YESTERDAY) -> Release:
    return Release(version=version, type=kind, release_date=on)


def test_no_newer_released_version_means_no_update() -> None:
    assert rules.advice((1, 0, 0), [], TODAY) == rules.NO_UPDATE
    older = [release((0, 9, 0), UpdateType.forced), release((1, 0, 0), UpdateType.forced)]
    # The app's own version and older ones are no update, forced or not.
    assert rules.advice((1, 0, 0), older, TODAY) == rules.NO_UPDATE


def test_the_newest_newer_version_says_how_to_update() -> None:
    general = release((1, 1, 0), UpdateType.general)
    silent = release((1, 2, 0), UpdateType.silent)
    assert rules.advice((1, 0, 0), [general], TODAY) == rules.Advice(UpdateType.general, general)
    assert rules.advice((1, 0, 0), [general, silent], TODAY) == rules.Advice(
        UpdateType.silent, silent
    )
    # An app already at 1.1.0 hears only of 1.2.0.
    assert rules.advice((1, 1, 0), [silent, general], TODAY) == rules.Advice(
        UpdateType.silent, silent
    )


def test_a_forced_version_the_app_skipped_still_forces() -> None:
    forced = release((1, 1, 0), UpdateType.forced)
    general = release((1, 2, 0), UpdateType.general)
    advice = rules.advice((1, 0, 0), [forced, general], TODAY)
    assert advice == rules.Advice(UpdateType.forced, general)
    # Past the forced one, the newer general one only offers.
    assert rules.advice((1, 1, 0), [forced, general], TODAY) == rules.Advice(
        UpdateType.general, general
    )


def test_a_version_counts_from_its_release_date() -> None:
    today = release((2, 0, 0), UpdateType.forced, on=TODAY)
    tomorrow = release((3, 0, 0), UpdateType.forced, on=TOMORROW)
    assert rules.advice((1, 0, 0), [today], TODAY) == rules.Advice(UpdateType.forced, today)
    assert rules.advice((1, 0, 0), [tomorrow], TODAY) == rules.NO_UPDATE
    assert rules.advice((1, 0, 0), [today, tomorrow], TODAY).newest == today
    assert rules.advice((1, 0, 0), [tomorrow], TOMORROW).newest == tomorrow


def test_versions_compare_by_number_not_as_text() -> None:
    newer = release((1, 10, 0), UpdateType.general)
    assert rules.advice((1, 9, 0), [newer], TODAY).update == UpdateType.general
    assert rules.advice((1, 10, 0), [newer], TODAY) == rules.NO_UPDATE
    assert rules.advice((1, 10, 1), [newer], TODAY) == rules.NO_UPDATE

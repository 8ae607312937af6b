"""The vetting checklist as plain rules."""

from __future__ import annotations

from datetime import UTC, date, datetime

from relief.models import Qualification
from relief.vetting.rules import CHECKLIST, Asked, Held, checklist, missing, open_requests

TODAY = date(2026, 11, 23)


def at(day: int, hour: int = 9) -> datetime:
    return datetime(2026, 11, day, hour, tzinfo=UTC)


def test_a_new_teacher_owes_everything_and_an_unqualified_one_no_registration() -> None:
    items = checklist(Qualification.qualified, {}, [], False, TODAY)
    assert missing(items) == list(CHECKLIST)
    assert all(item.problem == "missing" and not item.provided for item in items)
    unqualified = checklist(Qualification.unqualified, {}, [], False, TODAY)
    assert "registration" not in [item.item for item in unqualified]


def test_held_documents_and_a_bank_account_are_done_until_they_expire() -> None:
    held = {
        "cv": Held(None, at(20)),
        "first_aid": Held(date(2026, 11, 22), at(20)),
        "police_vetting": Held(TODAY, at(20)),
    }
    items = {item.item: item for item in checklist(Qualification.qualified, held, [], True, TODAY)}
    assert items["cv"].problem is None
    assert (items["first_aid"].provided, items["first_aid"].problem) == (True, "expired")
    assert items["police_vetting"].problem is None  # valid through its last day
    assert items["bank_account"].problem is None
    assert items["registration"].problem == "missing"


def test_a_request_stays_open_until_an_upload_after_it() -> None:
    asked = [Asked("cv", "Please add your last two centres.", at(21))]
    before = {"cv": Held(None, at(20))}
    after = {"cv": Held(None, at(22))}
    assert open_requests(asked, before)["cv"].note == "Please add your last two centres."
    assert open_requests(asked, after) == {}
    # Asked again after that upload: open again, with the newer note.
    again = [*asked, Asked("cv", "Sign it, please.", at(23))]
    assert open_requests(again, after)["cv"].note == "Sign it, please."


def test_a_request_outside_the_checklist_is_listed_after_it() -> None:
    asked = [Asked("transcripts", None, at(21)), Asked("police_vetting", "Unreadable.", at(21))]
    held = {"police_vetting": Held(date(2028, 1, 1), at(20))}
    items = checklist(Qualification.qualified, held, asked, True, TODAY)
    by_item = {item.item: item for item in items}
    assert (by_item["police_vetting"].problem, by_item["police_vetting"].note) == (
        "requested",
        "Unreadable.",
    )
    assert items[-1].item == "transcripts"
    assert (items[-1].provided, items[-1].problem) == (False, "requested")

"""Pure rules of vetting: what a teacher still has to give before staff can
approve them, and what staff asked for."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Literal

from relief.models import Qualification

# What a teacher gives at sign-up, in the order the app asks for it: the
# documents (kinds of /teacher/document/upload), then the bank account and
# tax code. A registration screenshot only from registered teachers.
DOCUMENT_ITEMS = (
    "cv",
    "first_aid",
    "police_vetting",
    "registration",
    "photo_id",
    "work_eligibility",
    "tax_letter",
)
BANK_ACCOUNT = "bank_account"
CHECKLIST = (*DOCUMENT_ITEMS, BANK_ACCOUNT)

Problem = Literal["missing", "expired", "requested"]


@dataclass(frozen=True)
class Held:
    """A document the teacher holds."""

    expires_on: date | None
    uploaded_at: datetime


@dataclass(frozen=True)
class Asked:
    """Staff asking for a document of a kind."""

    kind: str
    note: str | None
    requested_at: datetime


@dataclass(frozen=True)
class Item:
    item: str
    provided: bool
    problem: Problem | None
    note: str | None


def items_for(qualification: int) -> tuple[str, ...]:
    """The checklist of a teacher with this qualification."""
    if qualification == Qualification.unqualified:
        return tuple(item for item in CHECKLIST if item != "registration")
    return CHECKLIST


def open_requests(asked: Iterable[Asked], held: Mapping[str, Held]) -> dict[str, Asked]:
    """The latest request of each kind that no upload has answered yet (an
    upload answers the requests made before it)."""
    still: dict[str, Asked] = {}
    for request in sorted(asked, key=lambda each: each.requested_at):
        document = held.get(request.kind)
        if document is None or document.uploaded_at < request.requested_at:
            still[request.kind] = request
        else:
            still.pop(request.kind, None)
    return still


def checklist(
    qualification: int,
    held: Mapping[str, Held],
    asked: Iterable[Asked],
    has_bank_account: bool,
    today: date,
) -> list[Item]:
    """Every item the teacher owes, with what is wrong with it: asked for
    again by staff, expired, or missing. Kinds staff asked for outside the
    checklist (transcripts, a vaccination record...) follow it."""
    requests = open_requests(asked, held)
    items: list[Item] = []
    for item in items_for(qualification):
        if item == BANK_ACCOUNT:
            problem: Problem | None = None if has_bank_account else "missing"
            items.append(Item(item, has_bank_account, problem, None))
            continue
        document = held.get(item)
        request = requests.pop(item, None)
        if request is not None:
            problem = "requested"
        elif document is None:
            problem = "missing"
        elif document.expires_on is not None and document.expires_on < today:
            problem = "expired"
        else:
            problem = None
        items.append(Item(item, document is not None, problem, request.note if request else None))
    for kind, request in requests.items():
        items.append(Item(kind, kind in held, "requested", request.note))
    return items


def missing(items: Iterable[Item]) -> list[str]:
    """The items still owed, in checklist order."""
    return [item.item for item in items if item.problem is not None]

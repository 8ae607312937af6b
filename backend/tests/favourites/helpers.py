"""Helpers for the centre-side tests: booking a teacher through the real calls,
living through a job, and counting the statements a call runs."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import event, select
from sqlalchemy.orm import Session

from relief.bookings import matching
from relief.kit.clock import now
from relief.models import Invite, Teacher
from tests.booking_helpers import create_booking
from tests.factories import call, make_centre, make_teacher, sign_in


def named(
    db: Session, first: str, last: str = "Smith", *, gender: int | None = None, **kwargs: Any
) -> Teacher:
    _, teacher = make_teacher(db, **kwargs)
    teacher.first_name, teacher.last_name = first, last
    if gender is not None:
        teacher.gender = gender
    db.flush()
    return teacher


def centre_token(client: TestClient, db: Session, name: str = "Kowhai Kids Centre") -> str:
    user, _ = make_centre(db, name=name)
    return sign_in(client, user.email)


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def invite_of(db: Session, booking_id: int, teacher: Teacher) -> Invite:
    invite = db.scalar(
        select(Invite).where(Invite.booking_id == booking_id, Invite.teacher_id == teacher.id)
    )
    assert invite is not None, "the teacher was not invited"
    return invite


def answer(db: Session, booking_id: int, teacher: Teacher, *, interested: bool = True) -> Invite:
    """The teacher answers the invite (through the matching service, as the app does)."""
    invite = invite_of(db, booking_id, teacher)
    matching.answer(db, teacher, invite.id, interested, now())
    db.flush()
    return invite


def book(client: TestClient, db: Session, token: str, teachers: list[Teacher], **draft: Any) -> int:
    """Create a public booking and confirm each of `teachers` on it; answer its id."""
    booking_id = create_booking(client, token, numberOfTeachers=len(teachers), **draft)
    for teacher in teachers:
        invite = answer(db, booking_id, teacher)
        confirmed = call(client, "/center/job/confirm/price", {"inviteId": invite.id}, token=token)
        assert confirmed["rtn_code"] == 0, confirmed
    return booking_id


def day(moment: datetime) -> str:
    return moment.date().isoformat()


@contextmanager
def count_statements(db: Session) -> Iterator[list[str]]:
    """Every SQL statement sent to the database inside the block."""
    statements: list[str] = []
    engine = db.get_bind().engine

    def before(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(statement)

    event.listen(engine, "before_cursor_execute", before)
    try:
        yield statements
    finally:
        event.remove(engine, "before_cursor_execute", before)

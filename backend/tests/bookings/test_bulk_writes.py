"""Matching writes invites and notices in bulk: creating a booking and
cancelling it send as many statements for a dozen teachers as for two, and
filling it withdraws the other invites with their notices.

On SQLite the ORM inserts rows that need their new ids one statement each
(SQLite cannot promise the order of a many-row RETURNING), so the statement
counts are compared on PostgreSQL, where the platform runs in production."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session

from relief.bookings import matching
from relief.kit.clock import now
from relief.models import Booking, Invite, InviteStatus, JobRecord, LiveEvent, Notice, OutboxMessage
from relief.notices.kinds import NoticeKind
from tests.booking_helpers import draft, next_weekday_at, quote
from tests.factories import call, make_centre, make_teacher, sign_in
from tests.live import on_postgresql
from tests.query_count import count_queries


def created(client: TestClient, token: str, engine: Engine, days_ahead: int) -> tuple[int, int]:
    """Create a booking; answer its id and the statements its creation sent."""
    start = next_weekday_at(8, 30, days_ahead=days_ahead)
    body = draft(jobStartTime=start.isoformat(), jobEndTime=start.replace(hour=15).isoformat())
    process_id = quote(client, token, **body)["processId"]
    with count_queries(engine) as statements:
        answer = call(client, "/center/job/create", {**body, "processId": process_id}, token=token)
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]["bookingId"], len(statements)


def invites_of(db: Session, booking_id: int) -> list[Invite]:
    return list(db.scalars(select(Invite).where(Invite.booking_id == booking_id)))


def test_creating_and_cancelling_cost_the_same_for_2_or_12_invites(
    client: TestClient, db: Session, engine: Engine
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    teachers = [make_teacher(db)[1] for _ in range(2)]
    few, few_cost = created(client, token, engine, days_ahead=3)
    teachers += [make_teacher(db)[1] for _ in range(10)]
    many, many_cost = created(client, token, engine, days_ahead=4)
    assert (len(invites_of(db, few)), len(invites_of(db, many))) == (2, 12)
    if on_postgresql():
        assert few_cost == many_cost
    # Each invited teacher has the notice and its e-mail.
    invited = {t.user_id for t in teachers}
    told = db.scalars(select(Notice).where(Notice.user_id.in_(invited)))
    assert sorted(n.user_id for n in told if n.kind == NoticeKind.invite_new) == sorted(
        [t.user_id for t in teachers[:2]] * 2 + [t.user_id for t in teachers[2:]]
    )
    mails = db.scalar(
        select(func.count())
        .select_from(OutboxMessage)
        .join(Notice, Notice.id == OutboxMessage.notice_id)
        .where(Notice.user_id.in_(invited))
    )
    assert mails == 14
    # Rows written in bulk tell the apps live, as rows written one by one do.
    for teacher in teachers:
        events = db.scalars(select(LiveEvent).where(LiveEvent.teacher_id == teacher.id))
        kinds = sorted(e.kind for e in events)
        assert kinds == (["invite", "invite"] if teacher in teachers[:2] else ["invite"])
        bell = db.scalars(select(LiveEvent.kind).where(LiveEvent.user_id == teacher.user_id))
        assert list(bell).count("notice") == (2 if teacher in teachers[:2] else 1)

    costs = []
    for booking_id in (few, many):
        with count_queries(engine) as statements:
            answer = call(
                client,
                "/center/job/book/cancel",
                {"bookingId": booking_id, "reason": "The class went on a trip"},
                token=token,
            )
        assert answer["rtn_code"] == 0, answer
        costs.append(len(statements))
        assert {i.status for i in invites_of(db, booking_id)} == {InviteStatus.withdrawn}
    if on_postgresql():
        assert costs[0] == costs[1]
    canceled = db.scalars(
        select(Notice.user_id).where(
            Notice.user_id.in_(invited), Notice.kind == NoticeKind.job_canceled
        )
    )
    assert sorted(canceled) == sorted(
        [t.user_id for t in teachers[:2]] * 2 + [t.user_id for t in teachers[2:]]
    )


def test_filling_a_booking_withdraws_the_other_invites_in_bulk(
    client: TestClient, db: Session, engine: Engine
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    teachers = [make_teacher(db)[1] for _ in range(12)]
    booking_id, _ = created(client, token, engine, days_ahead=3)
    booking = db.get(Booking, booking_id)
    assert booking is not None
    first = next(i for i in invites_of(db, booking_id) if i.teacher_id == teachers[0].id)
    matching.answer(db, teachers[0], first.id, True, now())
    confirmed = call(client, "/center/job/confirm/price", {"inviteId": first.id}, token=token)
    assert confirmed["rtn_code"] == 0, confirmed
    statuses = {i.teacher_id: i.status for i in invites_of(db, booking_id)}
    assert statuses.pop(teachers[0].id) == InviteStatus.interested
    assert [r.teacher_id for r in db.scalars(select(JobRecord))] == [teachers[0].id]
    assert set(statuses.values()) == {InviteStatus.withdrawn}
    filled = db.scalars(select(Notice.user_id).where(Notice.kind == NoticeKind.invite_filled))
    assert sorted(filled) == sorted(t.user_id for t in teachers[1:])

"""The staff's repairs of a booking through the desk: matching run again from
the first stage, and a job record moved to another teacher; each refusal,
the notices, the timeline and the audit log."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import (
    Approval,
    Booking,
    BookingStatus,
    Favourite,
    Invite,
    InviteStatus,
    JobRecord,
    JobRecordStatus,
    Notice,
)
from tests.authority.test_every_staff_call import sign_in_staff
from tests.booking_helpers import create_booking, drain, next_weekday_at
from tests.bookingdesk.test_desk import booking, ok, refusal
from tests.factories import (
    CENTRE_LAT,
    PASSWORD,
    call,
    make_centre,
    make_staff,
    make_teacher,
    sign_in,
)

KM = 1 / 111  # about one kilometre of latitude
REMATCH = "/statistical/job/book/rematch"
MOVE = "/statistical/job/record/move"


def travel(db: Session, to: datetime) -> None:
    with time_machine.travel(to, tick=False):
        drain(db)


def kinds_of(client: TestClient, token: str, booking_id: int) -> list[str]:
    detail = ok(call(client, "/statistical/job/book/detail", {"id": booking_id}, token=token))
    return [t["kind"] for t in detail["timeline"]]


def notices_of(db: Session, user_id: int) -> list[tuple[str, dict[str, Any]]]:
    return [
        (n.kind, json.loads(n.data))
        for n in db.scalars(select(Notice).where(Notice.user_id == user_id).order_by(Notice.id))
    ]


def audited(client: TestClient, db: Session, path: str) -> list[dict[str, Any]]:
    token = sign_in_staff(client, make_staff(db).email)
    found = ok(call(client, "/admin/audit/list", {"call": path}, token=token))
    return [e for e in found["list"] if e["rtnCode"] == 0]


# Matching again


def test_a_failed_booking_is_matched_again_from_stage_one(client: TestClient, db: Session) -> None:
    centre_user, _centre = make_centre(db)
    centre_token = sign_in(client, centre_user.email)
    teacher_user, near = make_teacher(db, latitude=CENTRE_LAT + 2 * KM)
    booking_id = create_booking(client, centre_token, inviteRange=10)
    start = now()
    for minutes in (10, 25, 55):
        travel(db, start + timedelta(minutes=minutes, seconds=1))
    failed = db.get(Booking, booking_id)
    assert failed is not None
    assert failed.status == BookingStatus.failed
    staff = make_staff(db, role="Operations")
    token = sign_in_staff(client, staff.email)

    with time_machine.travel(start + timedelta(minutes=56), tick=False):
        answer = ok(call(client, REMATCH, {"id": booking_id}, token=token))
    assert (answer["bookingId"], answer["status"], answer["stage"]) == (booking_id, 2, 1)
    assert answer["invited"] == 1
    db.expire_all()
    invite = db.scalar(select(Invite).where(Invite.booking_id == booking_id))
    assert invite is not None
    assert (invite.teacher_id, invite.status) == (near.id, InviteStatus.connecting)
    assert [k for k, _ in notices_of(db, teacher_user.id)].count("invite_new") == 2
    assert kinds_of(client, token, booking_id)[-2:] == ["rematched_by_staff", "stage_started"]
    detail = ok(call(client, "/statistical/job/book/detail", {"id": booking_id}, token=token))
    assert detail["timeline"][-2]["data"] == {"staffId": staff.id}

    # The centre sees its booking looking for teachers again.
    seen = call(client, "/center/job/book/detail", {"bookingId": booking_id}, token=centre_token)
    assert seen["rtn_data"]["booking"]["status"] == 2
    entries = audited(client, db, "job/book/rematch")
    assert [(e["targetTable"], e["targetId"]) for e in entries] == [("bookings", str(booking_id))]


def test_a_stalled_booking_starts_again_and_its_old_stage_end_counts_no_more(
    client: TestClient, db: Session
) -> None:
    centre_user, _centre = make_centre(db)
    centre_token = sign_in(client, centre_user.email)
    _u, near = make_teacher(db, latitude=CENTRE_LAT + 2 * KM)
    booking_id = create_booking(client, centre_token)
    start = now()
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    with time_machine.travel(start + timedelta(minutes=5), tick=False):
        answer = ok(call(client, REMATCH, {"id": booking_id}, token=token))
    assert answer["invited"] == 1
    # The first stage's own end (10 minutes after creation) changes nothing now.
    travel(db, start + timedelta(minutes=11))
    assert kinds_of(client, token, booking_id)[-1] == "stage_started"
    # The restarted stage ends on its own clock.
    travel(db, start + timedelta(minutes=15, seconds=1))
    assert kinds_of(client, token, booking_id)[-2:] == ["stage_ended", "stage_started"]
    invite = db.scalar(select(Invite).where(Invite.teacher_id == near.id))
    assert invite is not None
    assert invite.status == InviteStatus.expired


def test_a_favourite_booking_asks_its_favourites_again(client: TestClient, db: Session) -> None:
    centre_user, centre = make_centre(db)
    centre_token = sign_in(client, centre_user.email)
    _u, favourite = make_teacher(db)
    _u, stranger = make_teacher(db)
    db.add(Favourite(centre_id=centre.id, teacher_id=favourite.id))
    db.flush()
    start = next_weekday_at(8, 30)
    while start.isoweekday() > 3:
        start += timedelta(days=1)
    booking_id = create_booking(
        client,
        centre_token,
        jobStartTime=start.isoformat(),
        jobEndTime=(start + timedelta(days=2)).replace(hour=15, minute=0).isoformat(),
        inviteType=2,
        favouriteTeacherIds=[favourite.id],
    )
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    answer = ok(call(client, REMATCH, {"id": booking_id}, token=token))
    assert (answer["stage"], answer["invited"]) == (5, 1)
    db.expire_all()
    invites = db.scalars(select(Invite).where(Invite.booking_id == booking_id)).all()
    assert [(i.teacher_id, i.status) for i in invites] == [(favourite.id, InviteStatus.connecting)]
    assert stranger.id not in {i.teacher_id for i in invites}


def test_matching_again_is_refused_clearly(client: TestClient, db: Session) -> None:
    _u, centre = make_centre(db)
    _u, teacher = make_teacher(db)
    later = now().replace(microsecond=0) + timedelta(days=5)
    cancelled = booking(db, centre.id, teacher.id, start=later, status=BookingStatus.canceled)[0]
    confirmed = booking(
        db,
        centre.id,
        teacher.id,
        start=later + timedelta(days=1),
        record_status=JobRecordStatus.processing,
    )[0]
    split = booking(db, centre.id, teacher.id, start=later + timedelta(days=2), status=4)[0]
    full = booking(
        db,
        centre.id,
        teacher.id,
        start=later + timedelta(days=3),
        status=BookingStatus.processing,
        record_status=JobRecordStatus.processing,
    )[0]
    started = booking(
        db,
        centre.id,
        teacher.id,
        start=now() - timedelta(hours=1),
        status=BookingStatus.processing,
        record_status=JobRecordStatus.canceled,
    )[0]
    removed = booking(
        db,
        centre.id,
        teacher.id,
        start=later + timedelta(days=4),
        status=BookingStatus.failed,
        record_status=JobRecordStatus.canceled,
    )[0]
    removed.deleted_at = now()
    db.commit()
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    for made, expected in [
        (cancelled, (1004, 43710)),
        (confirmed, (1004, 43711)),
        (full, (1004, 43711)),
        (split, (1004, 43712)),
        (started, (1004, 43713)),
        (removed, (1004, 43714)),
    ]:
        answer = call(client, REMATCH, {"id": made.id}, token=token)
        assert refusal(answer) == expected, (made.status, answer)
    assert refusal(call(client, REMATCH, {"id": 999_999}, token=token)) == (1003, 43701)
    support = sign_in_staff(client, make_staff(db, role="Support").email)
    assert call(client, REMATCH, {"id": cancelled.id}, token=support)["rtn_code"] == 1002
    assert "rematched_by_staff" not in kinds_of(client, token, full.id)


# Moving a job record


def upcoming(db: Session) -> dict[str, Any]:
    centre_user, centre = make_centre(db, name="Kowhai Kids")
    old_user, old = make_teacher(db)
    new_user, new = make_teacher(db)
    later = now().replace(microsecond=0) + timedelta(days=5)
    made, invite, record = booking(
        db, centre.id, old.id, start=later, record_status=JobRecordStatus.processing
    )
    db.commit()
    return {
        "centre_user": centre_user,
        "centre": centre,
        "old_user": old_user,
        "old": old,
        "new_user": new_user,
        "new": new,
        "booking": made,
        "invite": invite,
        "record": record,
    }


def test_a_job_record_moves_to_another_teacher_who_is_told(client: TestClient, db: Session) -> None:
    made = upcoming(db)
    staff = make_staff(db, role="Operations")
    token = sign_in_staff(client, staff.email)
    record, new, old = made["record"], made["new"], made["old"]
    body = {"id": record.id, "teacherId": new.id, "reason": "Mere is unwell"}
    answer = ok(call(client, MOVE, body, token=token))
    assert answer == {
        "jobRecordId": record.id,
        "bookingId": made["booking"].id,
        "fromTeacherId": old.id,
        "teacherId": new.id,
        "teacherName": f"{new.first_name} {new.last_name}",
    }
    db.expire_all()
    moved = db.get(JobRecord, record.id)
    assert moved is not None
    assert (moved.teacher_id, moved.invite_id, moved.status) == (new.id, None, 2)
    assert (moved.starts_at, moved.seat_no) == (record.starts_at, record.seat_no)

    away = notices_of(db, made["old_user"].id)
    assert [k for k, _ in away] == ["job_moved_away"]
    assert away[0][1]["reason"] == "Mere is unwell"
    assert [k for k, _ in notices_of(db, made["new_user"].id)] == ["job_moved_to_you"]
    changed = notices_of(db, made["centre_user"].id)
    assert [k for k, _ in changed] == ["job_teacher_changed"]
    assert changed[0][1]["toTeacher"] == f"{new.first_name} {new.last_name}"

    detail = ok(call(client, "/statistical/job/record/detail", {"id": record.id}, token=token))
    assert detail["teacherId"] == new.id
    event = next(t for t in detail["timeline"] if t["kind"] == "moved_by_staff")
    assert event["data"]["staffId"] == staff.id
    assert (event["data"]["fromTeacherId"], event["data"]["toTeacherId"]) == (old.id, new.id)
    # The new teacher has the job now, the old one no longer.
    for user, expected in [(made["new_user"], [record.id]), (made["old_user"], [])]:
        teacher_token = ok(
            call(client, "/teacher/login", {"userName": user.email, "password": PASSWORD})
        )["token"]
        jobs = call(client, "/teacher/job/list", {}, token=teacher_token)
        assert [j["jobRecordId"] for j in ok(jobs)["list"]] == expected
    entries = audited(client, db, "job/record/move")
    assert [(e["targetTable"], e["targetId"]) for e in entries] == [("job_records", str(record.id))]


def test_moving_a_job_record_is_refused_clearly(client: TestClient, db: Session) -> None:
    made = upcoming(db)
    record, old, new = made["record"], made["old"], made["new"]
    _u, pending = make_teacher(db, approval=Approval.pending)
    _u, off = make_teacher(db, enabled=False)
    _u, busy = make_teacher(db)
    booking(
        db,
        made["centre"].id,
        busy.id,
        start=record.starts_at + timedelta(hours=2),
        record_status=JobRecordStatus.processing,
    )
    finished = booking(db, made["centre"].id, old.id, start=datetime(2026, 3, 2, 20, tzinfo=UTC))[2]
    started = booking(
        db,
        made["centre"].id,
        old.id,
        start=now() - timedelta(hours=1),
        record_status=JobRecordStatus.processing,
    )[2]
    db.commit()
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    reason = "Mere is unwell"
    cases = [
        ({"id": 999_999, "teacherId": new.id, "reason": reason}, (1003, 43703)),
        ({"id": record.id, "teacherId": 999_999, "reason": reason}, (1003, 43717)),
        ({"id": finished.id, "teacherId": new.id, "reason": reason}, (1004, 43715)),
        ({"id": started.id, "teacherId": new.id, "reason": reason}, (1004, 43716)),
        ({"id": record.id, "teacherId": new.id, "reason": "   "}, (1000, 43722)),
        ({"id": record.id, "teacherId": new.id}, (1000, 43722)),
        ({"id": record.id, "teacherId": old.id, "reason": reason}, (1000, 43718)),
        ({"id": record.id, "teacherId": pending.id, "reason": reason}, (1004, 43719)),
        ({"id": record.id, "teacherId": off.id, "reason": reason}, (1004, 43720)),
        ({"id": record.id, "teacherId": busy.id, "reason": reason}, (1004, 43721)),
        ({"id": record.id, "reason": reason}, (1000, 1011)),
    ]
    for body, expected in cases:
        answer = call(client, MOVE, body, token=token)
        assert refusal(answer) == expected, (body, answer)
    support = sign_in_staff(client, make_staff(db, role="Support").email)
    answer = call(
        client, MOVE, {"id": record.id, "teacherId": new.id, "reason": reason}, token=support
    )
    assert answer["rtn_code"] == 1002
    db.expire_all()
    kept = db.get(JobRecord, record.id)
    assert kept is not None
    assert kept.teacher_id == old.id
    assert notices_of(db, made["old_user"].id) == []

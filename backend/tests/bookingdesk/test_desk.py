"""The staff's booking desk: the three lists and their filters, details with
the timeline, operation records, soft removal refused while money depends on
the record, the job records' export, and refusals."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.bookings import timeline
from relief.models import (
    Booking,
    BookingDay,
    BookingStatus,
    Invite,
    InviteStatus,
    Invoice,
    InvoiceLine,
    InvoiceLineKind,
    JobRecord,
    JobRecordStatus,
)
from tests.authority.test_every_staff_call import sign_in_staff
from tests.booking_helpers import drain
from tests.exports.test_exports import download, values
from tests.factories import call, make_centre, make_staff, make_teacher, sign_in
from tests.teachers.test_api_support import teacher_sign_in

START = datetime(2026, 3, 2, 20, 0, tzinfo=UTC)  # 9 am on 3 March in Auckland


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int | None]:
    data = answer["rtn_data"]
    return answer["rtn_code"], data.get("code") if isinstance(data, dict) else None


def booking(
    db: Session,
    centre_id: int,
    teacher_id: int,
    *,
    start: datetime = START,
    status: int = BookingStatus.confirmed,
    record_status: int = JobRecordStatus.finished,
    notes: str | None = None,
) -> tuple[Booking, Invite, JobRecord]:
    """A one-day booking of one teacher, with its invite, job record and timeline."""
    end = start + timedelta(hours=8)
    made = Booking(
        centre_id=centre_id,
        booking_type=1,
        status=status,
        invite_type=1,
        qualification=1,
        age_group=1,
        talent_pool=1,
        invite_range_km=10,
        number_of_teachers=1,
        notes=notes,
        starts_at=start,
        ends_at=end,
        hourly_rate=Decimal("30.00"),
    )
    db.add(made)
    db.flush()
    day = BookingDay(
        booking_id=made.id,
        day=start.date(),
        starts_at=start,
        ends_at=end,
        break_minutes=30,
        hourly_rate=Decimal("30.00"),
    )
    db.add(day)
    db.flush()
    invite = Invite(
        booking_id=made.id,
        teacher_id=teacher_id,
        status=InviteStatus.interested,
        stage=1,
        distance_km=2.5,
        hourly_rate=Decimal("30.00"),
        invited_at=start - timedelta(days=2),
    )
    db.add(invite)
    db.flush()
    record = JobRecord(
        booking_id=made.id,
        booking_day_id=day.id,
        teacher_id=teacher_id,
        invite_id=invite.id,
        centre_id=centre_id,
        status=record_status,
        seat_no=1,
        seats=1,
        starts_at=start,
        ends_at=end,
        break_minutes=30,
        hourly_rate=Decimal("30.00"),
    )
    db.add(record)
    timeline.record(db, made.id, "created", start - timedelta(days=3))
    db.flush()
    return made, invite, record


def desk(db: Session) -> dict[str, Any]:
    _u, north = make_centre(db, name="North Kids")
    _u, south = make_centre(db, name="South Kids")
    _u, ana = make_teacher(db)
    _u, ben = make_teacher(db)
    first = booking(db, north.id, ana.id, notes="Toddler room")
    second = booking(
        db,
        south.id,
        ben.id,
        start=START + timedelta(days=10),
        status=BookingStatus.canceled,
        record_status=JobRecordStatus.canceled,
    )
    db.commit()
    return {
        "north": north,
        "south": south,
        "ana": ana,
        "ben": ben,
        "first": first,
        "second": second,
    }


def ids(page: dict[str, Any], key: str) -> list[int]:
    return [item[key] for item in page["list"]]


def test_the_lists_filter_by_status_centre_teacher_period_and_keyword(
    client: TestClient, db: Session
) -> None:
    made = desk(db)
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    first, second = made["first"][0].id, made["second"][0].id

    def listed(path: str, key: str, **body: Any) -> list[int]:
        return ids(ok(call(client, path, body, token=token)), key)

    book = "/statistical/job/book/list"
    assert listed(book, "bookingId") == [second, first]
    assert listed(book, "bookingId", status=BookingStatus.canceled) == [second]
    assert listed(book, "bookingId", centreId=made["north"].id) == [first]
    assert listed(book, "bookingId", teacherId=made["ben"].id) == [second]
    assert listed(book, "bookingId", keyword="toddler") == [first]
    assert listed(book, "bookingId", dateFrom="2026-03-10", dateTo="2026-03-20") == [second]

    invite = "/statistical/job/invite/list"
    assert listed(invite, "bookingId", keyword=made["ana"].first_name) == [first]
    assert listed(invite, "bookingId", status=InviteStatus.declined) == []

    record = "/statistical/job/record/list"
    rows = ok(call(client, record, {"teacherId": made["ana"].id}, token=token))["list"]
    assert [r["bookingId"] for r in rows] == [first]
    assert (rows[0]["workingHours"], rows[0]["grossPayment"]) == ("7.50", "225.00")
    assert rows[0]["centreName"] == "North Kids"
    assert listed(record, "bookingId", status=JobRecordStatus.canceled) == [second]
    assert listed(record, "bookingId", keyword="south") == [second]
    full_name = f"{made['ben'].first_name} {made['ben'].last_name}"
    assert listed(record, "bookingId", keyword=full_name.upper()) == [second]


def test_bad_filters_are_refused(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    cases = [
        ("/statistical/job/record/list", {"status": 1}, (1000, 43705)),
        ("/statistical/job/book/list", {"status": 5}, (1000, 43705)),
        (
            "/statistical/job/book/list",
            {"dateFrom": "2026-03-02", "dateTo": "2026-03-01"},
            (1000, 43704),
        ),
        ("/statistical/job/invite/list", {"centreId": "north"}, (1000, None)),
        ("/statistical/job/book/detail", {"id": 999_999}, (1003, 43701)),
        ("/statistical/job/invite/detail", {"id": 999_999}, (1003, 43702)),
        ("/statistical/job/record/delete", {"id": 999_999}, (1003, 43703)),
        ("/statistical/job/book/detail", {}, (1000, None)),
    ]
    for path, body, expected in cases:
        answer = call(client, path, body, token=token)
        assert refusal(answer)[0] == expected[0], (path, answer)
        if expected[1] is not None:
            assert refusal(answer) == expected, (path, answer)


def test_details_carry_the_timeline_and_the_operation_records(
    client: TestClient, db: Session
) -> None:
    made = desk(db)
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    first, invite, record = made["first"]
    detail = ok(call(client, "/statistical/job/book/detail", {"id": first.id}, token=token))
    assert [i["inviteId"] for i in detail["invites"]] == [invite.id]
    assert [r["jobRecordId"] for r in detail["jobRecords"]] == [record.id]
    assert [t["kind"] for t in detail["timeline"]] == ["created"]
    one = ok(call(client, "/statistical/job/record/detail", {"id": record.id}, token=token))
    assert (one["teacherId"], [t["kind"] for t in one["timeline"]]) == (made["ana"].id, ["created"])

    ok(call(client, "/statistical/job/invite/delete", {"id": invite.id}, token=token))
    ops = ok(call(client, "/statistical/job/operate/record/list", {"id": first.id}, token=token))
    assert [(o["source"], o["kind"]) for o in ops] == [
        ("timeline", "created"),
        ("timeline", "invite_removed_by_staff"),
        ("audit", "/statistical/job/invite/delete"),
    ] or [(o["source"], o["kind"]) for o in ops] == [
        ("timeline", "created"),
        ("audit", "/statistical/job/invite/delete"),
        ("timeline", "invite_removed_by_staff"),
    ]


def test_removal_is_soft_audited_and_refused_while_money_depends(
    client: TestClient, db: Session
) -> None:
    made = desk(db)
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    first, _invite, record = made["first"]
    second, _i, fee_record = made["second"]
    fee_record.cancel_fee = Decimal("40.00")
    invoice = Invoice(centre_id=made["north"].id, booking_id=first.id)
    db.add(invoice)
    db.flush()
    db.add(
        InvoiceLine(
            invoice_id=invoice.id,
            kind=InvoiceLineKind.time_sheet,
            description="Day",
            amount=Decimal("225.00"),
            job_record_id=record.id,
        )
    )
    db.commit()

    for path, ident, code in [
        ("/statistical/job/record/delete", record.id, 43706),
        ("/statistical/job/book/delete", first.id, 43706),
        ("/statistical/job/record/delete", fee_record.id, 43731),
    ]:
        answer = call(client, path, {"id": ident}, token=token)
        assert refusal(answer) == (1004, code), answer

    fee_record.cancel_fee = None
    db.commit()
    ok(call(client, "/statistical/job/book/delete", {"id": second.id}, token=token))
    db.expire_all()
    kept = db.scalar(select(Booking).where(Booking.id == second.id))
    assert kept is not None
    assert kept.deleted_at is not None
    removed = db.get(JobRecord, fee_record.id)
    assert removed is not None
    assert removed.deleted_at is not None
    listed = ok(call(client, "/statistical/job/book/list", {}, token=token))
    assert ids(listed, "bookingId") == [first.id]
    gone = call(client, "/statistical/job/book/detail", {"id": second.id}, token=token)
    assert refusal(gone) == (1003, 43701)
    audit = ok(
        call(
            client,
            "/admin/audit/list",
            {"call": "job/book/delete"},
            token=sign_in_staff(client, make_staff(db).email),
        )
    )
    assert [e["targetTable"] for e in audit["list"] if e["rtnCode"] == 0] == ["bookings"]


def test_without_the_permission_every_desk_call_is_refused(client: TestClient, db: Session) -> None:
    made = desk(db)
    token = sign_in_staff(client, make_staff(db, role="Support").email)
    for path in [
        "/statistical/job/book/list",
        "/statistical/job/invite/list",
        "/statistical/job/record/list",
        "/statistical/job/book/delete",
        "/statistical/job/record/delete",
        "/statistical/job/operate/record/list",
    ]:
        assert call(client, path, {"id": made["first"][0].id}, token=token)["rtn_code"] == 1002
    export = {"columns": [{"key": "jobRecordId", "title": "Job"}]}
    answer = call(client, "/statistical/statistics/jobRecords/export", export, token=token)
    assert answer["rtn_code"] == 1002
    still = db.get(Booking, made["first"][0].id)
    assert still is not None
    assert still.deleted_at is None


def test_the_job_records_export_honours_the_filter(client: TestClient, db: Session) -> None:
    made = desk(db)
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    body = {"teacherId": made["ana"].id}
    columns = [
        {"key": "jobRecordId", "title": "Job record"},
        {"key": "teacherName", "title": "Teacher"},
        {"key": "grossPayment", "title": "Gross"},
    ]
    job = ok(
        call(
            client,
            "/statistical/statistics/jobRecords/export",
            {**body, "columns": columns},
            token=token,
        )
    )
    assert job["list"] == "jobRecords"
    drain(db)
    assert ok(call(client, "/admin/export/status", {"id": job["id"]}, token=token))["status"] == (
        "ready"
    )
    record = made["first"][2]
    rows = values(download(client, job["id"], token))
    assert rows[0] == ["Job record", "Teacher", "Gross"]
    assert [r[0] for r in rows[1:]] == [record.id]
    assert rows[1][1] == f"{made['ana'].first_name} Test"
    bad = call(
        client,
        "/statistical/statistics/jobRecords/export",
        {"status": 1, "columns": columns},
        token=token,
    )
    assert refusal(bad) == (1000, 43705)


def test_staff_cancel_on_the_centre_s_behalf_with_a_reason(client: TestClient, db: Session) -> None:
    _u, centre = make_centre(db)
    _u, teacher = make_teacher(db)
    later = datetime.now(UTC).replace(microsecond=0) + timedelta(days=5)
    made, _invite, record = booking(
        db, centre.id, teacher.id, start=later, record_status=JobRecordStatus.processing
    )
    db.commit()
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    path = "/statistical/job/book/cancel"
    assert refusal(call(client, path, {"bookingId": made.id}, token=token))[0] == 1000
    support = sign_in_staff(client, make_staff(db, role="Support").email)
    answer = call(client, path, {"bookingId": made.id, "reason": "Closed"}, token=support)
    assert answer["rtn_code"] == 1002
    done = ok(call(client, path, {"bookingId": made.id, "reason": "Centre closed"}, token=token))
    assert set(done) == {"amount", "fee", "insideFreePeriod", "freeCancellationHours"}
    db.expire_all()
    cancelled = db.get(JobRecord, record.id)
    assert cancelled is not None
    assert cancelled.status == JobRecordStatus.canceled
    detail = ok(call(client, "/statistical/job/book/detail", {"id": made.id}, token=token))
    assert "canceled_by_staff" in [t["kind"] for t in detail["timeline"]]


def test_a_live_booking_is_not_removed_and_a_removed_one_is_gone_for_everyone(
    client: TestClient, db: Session
) -> None:
    centre_user, centre = make_centre(db)
    teacher_user, teacher = make_teacher(db)
    later = datetime.now(UTC).replace(microsecond=0) + timedelta(days=5)
    made, invite, record = booking(
        db, centre.id, teacher.id, start=later, record_status=JobRecordStatus.processing
    )
    matching, open_invite, _r = booking(
        db,
        centre.id,
        teacher.id,
        start=later + timedelta(days=7),
        status=BookingStatus.processing,
        record_status=JobRecordStatus.canceled,
    )
    worked, _i, worked_record = booking(db, centre.id, teacher.id)
    db.commit()
    token = sign_in_staff(client, make_staff(db, role="Operations").email)
    for path, ident, code in [
        ("/statistical/job/book/delete", made.id, 43734),
        ("/statistical/job/record/delete", record.id, 43734),
        ("/statistical/job/book/delete", matching.id, 43732),
        ("/statistical/job/invite/delete", open_invite.id, 43736),
        ("/statistical/job/book/delete", worked.id, 43735),
        ("/statistical/job/record/delete", worked_record.id, 43735),
    ]:
        assert refusal(call(client, path, {"id": ident}, token=token)) == (1004, code), path
    db.expire_all()
    assert [b.deleted_at for b in db.scalars(select(Booking))] == [None, None, None]

    centre_token = sign_in(client, centre_user.email)
    teacher_token = teacher_sign_in(client, teacher_user.email)

    def centre_sees() -> set[int]:
        found = set()
        for scope in ("processing", "past"):
            page = ok(call(client, "/center/job/book/list", {"scope": scope}, token=centre_token))
            found |= set(ids(page, "bookingId"))
        page = ok(call(client, "/center/job/book/upcoming", {}, token=centre_token))
        return found | set(ids(page, "bookingId"))

    def teacher_sees() -> set[int]:
        found = set()
        for scope in ("upcoming", "past"):
            page = ok(call(client, "/teacher/job/list", {"scope": scope}, token=teacher_token))
            found |= {job["bookingId"] for job in page["list"]}
        return found

    assert made.id in centre_sees()
    assert made.id in teacher_sees()
    cancel = {"bookingId": made.id, "reason": "Entered twice"}
    ok(call(client, "/statistical/job/book/cancel", cancel, token=token))
    ok(call(client, "/statistical/job/book/delete", {"id": made.id}, token=token))
    assert made.id not in centre_sees()
    assert made.id not in teacher_sees()
    gone = call(client, "/center/job/book/detail", {"bookingId": made.id}, token=centre_token)
    assert gone["rtn_code"] == 1003
    assert invite.id not in {
        i["inviteId"]
        for scope in ("open", "answered")
        for i in ok(call(client, "/teacher/invite/list", {"scope": scope}, token=teacher_token))[
            "list"
        ]
    }

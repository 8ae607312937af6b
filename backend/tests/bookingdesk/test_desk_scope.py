"""The booking desk keeps a regional role to its regions: the lists, the
details, the operation records, the export and every action see only the
bookings of its regions' centres; one outside them is missing, and nothing
changes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.models import Booking, BookingStatus, JobRecord, JobRecordStatus
from tests.authority.test_data_scope import WELLINGTON, role
from tests.authority.test_every_staff_call import sign_in_staff
from tests.bookingdesk.test_desk import booking, ids, ok, refusal
from tests.exports.test_desk_lists import export
from tests.factories import call, make_centre, make_staff, make_teacher

DESK = (
    "booking:list",
    "booking:delete",
    "booking:export",
    "booking:cancel",
    "booking:rematch",
    "booking:move",
    "export:read",
)


def wellington_desk(client: TestClient, db: Session) -> str:
    admin = sign_in_staff(client, make_staff(db).email)
    role(client, admin, "Wellington desk", "regions", ["Wellington"], *DESK)
    return sign_in_staff(client, make_staff(db, role="Wellington desk").email)


def two_regions(db: Session) -> dict[str, Any]:
    """An upcoming booking at an Auckland centre and one at a Wellington centre,
    each with a Wellington teacher free to take a moved job."""
    _u, auckland = make_centre(db, name="Auckland Kids")
    _u, wellington = make_centre(
        db, name="Wgtn Kids", latitude=WELLINGTON[0], longitude=WELLINGTON[1]
    )
    _u, ana = make_teacher(db)
    _u, wiremu = make_teacher(db, latitude=WELLINGTON[0], longitude=WELLINGTON[1])
    _u, hana = make_teacher(db, latitude=WELLINGTON[0], longitude=WELLINGTON[1])
    later = datetime.now(UTC).replace(microsecond=0) + timedelta(days=5)
    theirs = booking(db, auckland.id, ana.id, start=later, record_status=JobRecordStatus.processing)
    ours = booking(
        db,
        wellington.id,
        wiremu.id,
        start=later + timedelta(days=1),
        record_status=JobRecordStatus.processing,
    )
    db.commit()
    return {"theirs": theirs, "ours": ours, "ana": ana, "hana": hana}


def test_the_lists_details_and_export_hold_only_the_regions_bookings(
    client: TestClient, db: Session
) -> None:
    made = two_regions(db)
    token = wellington_desk(client, db)
    (ours, our_invite, our_record), (theirs, their_invite, their_record) = (
        made["ours"],
        made["theirs"],
    )
    for path in ("book", "invite", "record"):
        page = ok(call(client, f"/statistical/job/{path}/list", {}, token=token))
        assert ids(page, "bookingId") == [ours.id], path
        assert page["total"] == 1, path
    # A filter naming the other region's centre finds nothing.
    asked = {"centreId": theirs.centre_id}
    assert ok(call(client, "/statistical/job/book/list", asked, token=token))["list"] == []

    for path, mine, other, code in [
        ("/statistical/job/book/detail", ours.id, theirs.id, 43701),
        ("/statistical/job/operate/record/list", ours.id, theirs.id, 43701),
        ("/statistical/job/invite/detail", our_invite.id, their_invite.id, 43702),
        ("/statistical/job/record/detail", our_record.id, their_record.id, 43703),
    ]:
        ok(call(client, path, {"id": mine}, token=token))
        assert refusal(call(client, path, {"id": other}, token=token)) == (1003, code), path

    columns = [{"key": "jobRecordId", "title": "Job record"}]
    rows = export(
        client, db, token, "/statistical/statistics/jobRecords/export", {"columns": columns}
    )
    assert [row[0] for row in rows[1:]] == [our_record.id]


def test_every_action_on_another_region_s_booking_is_refused_and_changes_nothing(
    client: TestClient, db: Session
) -> None:
    made = two_regions(db)
    token = wellington_desk(client, db)
    theirs, their_invite, their_record = made["theirs"]
    reason = "Asked by phone"
    for path, body, code in [
        ("/statistical/job/book/cancel", {"bookingId": theirs.id, "reason": reason}, 43701),
        ("/statistical/job/book/rematch", {"id": theirs.id}, 43701),
        ("/statistical/job/book/delete", {"id": theirs.id}, 43701),
        ("/statistical/job/invite/delete", {"id": their_invite.id}, 43702),
        ("/statistical/job/record/delete", {"id": their_record.id}, 43703),
        (
            "/statistical/job/record/move",
            {"id": their_record.id, "teacherId": made["hana"].id, "reason": reason},
            43703,
        ),
    ]:
        assert refusal(call(client, path, body, token=token)) == (1003, code), path
    db.expire_all()
    booking_now = db.get(Booking, theirs.id)
    record_now = db.get(JobRecord, their_record.id)
    assert booking_now is not None
    assert record_now is not None
    assert (booking_now.status, booking_now.deleted_at) == (BookingStatus.confirmed, None)
    assert (record_now.teacher_id, record_now.status) == (
        made["ana"].id,
        JobRecordStatus.processing,
    )


def test_a_job_moves_only_to_a_teacher_of_the_regions(client: TestClient, db: Session) -> None:
    made = two_regions(db)
    token = wellington_desk(client, db)
    _b, _i, our_record = made["ours"]
    move = "/statistical/job/record/move"
    away = {"id": our_record.id, "teacherId": made["ana"].id, "reason": "Wiremu is unwell"}
    assert refusal(call(client, move, away, token=token)) == (1003, 43717)
    near = {**away, "teacherId": made["hana"].id}
    assert ok(call(client, move, near, token=token))["teacherId"] == made["hana"].id
